import { Hono } from 'hono';
import * as z from 'zod';
import { emailField } from '../platform/fields';
import type { AppEnv } from '../platform/app-env';
import { dataEncryptionKey } from '../platform/env';
import {
  activeOrganizationId,
  requireMemberOrOrganizationKey,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { quotaNotice } from '../billing/quota-notice';
import { paginationQuery, sortOrder } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import {
  createSubmissionAnnounced,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  updateSubmission,
} from './submissions.service';
import { area, doc } from '../platform/describe';
import { submissionToResponse as toResponse } from './submissions.responses';

const metadata = z
  .object({ source: z.string().trim().max(100).optional(), data: z.unknown().optional() })
  .passthrough();
const createBody = z.object({
  name: z.string().trim().max(120).nullable().optional(),
  email: emailField,
  phone: z.string().trim().max(30).nullable().optional(),
  metadata: metadata.default({}),
});
const updateBody = z.object({
  metadata: metadata.optional(),
  leadId: z.string().uuid('ID de lead inválido').optional(),
});
const listQuery = paginationQuery.extend({
  sortBy: z.enum(['createdAt', 'email', 'name']).default('createdAt'),
  sortOrder,
  search: z.string().trim().max(100).optional(),
  leadId: z.string().uuid('ID de lead inválido').optional(),
});
const submissionId = idParam('ID de envio inválido');

export const submissionRoutes = new Hono<AppEnv>()
  .use(area('Formulários'))
  // POST /submissions — a form submission; finds the lead by e-mail or creates it
  .post(
    '/',
    doc('submissions', 'POST /'),
    quotaNotice(),
    requireMemberOrOrganizationKey(),
    validate('json', createBody),
    async (c) => {
      const organizationId = c.var.apiKeyOrganizationId ?? activeOrganizationId(c);
      const { submission, leadCreated } = await createSubmissionAnnounced(
        c.var.db,
        dataEncryptionKey(c.var.config),
        organizationId,
        c.req.valid('json'),
      );
      return c.json({ ...toResponse(await getSubmission(c.var.db, organizationId, submission.id)), leadCreated }, 201);
    },
  )
  .use(requireSession(), requireRole())
  // GET /submissions — the organization's submissions: search, sort, by lead, pages
  .get('/', doc('submissions', 'GET /'), validate('query', listQuery), async (c) => {
    const { rows, pagination } = await listSubmissions(c.var.db, activeOrganizationId(c), c.req.valid('query'));
    return c.json({ data: rows.map(toResponse), pagination });
  })
  // GET /submissions/:id — one submission with its lead
  .get('/:id', doc('submissions', 'GET /:id'), validate('param', submissionId), async (c) =>
    c.json(toResponse(await getSubmission(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PUT /submissions/:id — change its metadata or lead
  .put(
    '/:id',
    doc('submissions', 'PUT /:id'),
    validate('param', submissionId),
    validate('json', updateBody),
    async (c) =>
      c.json(
        toResponse(
          await updateSubmission(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json')),
        ),
      ),
  )
  // DELETE /submissions/:id
  .delete('/:id', doc('submissions', 'DELETE /:id'), validate('param', submissionId), async (c) => {
    await deleteSubmission(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({ message: 'Envio excluído com sucesso' });
  });
