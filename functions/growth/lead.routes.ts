import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { dataEncryptionKey } from '../platform/env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { quotaNotice } from '../billing/quota-notice';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createLeadSchema, leadListQuery, updateLeadSchema } from './lead.schemas';
import { createLeadAnnounced, deleteLead, getLead, listLeads, updateLead } from './lead.service';
import { area, doc } from '../platform/describe';
import { leadToResponse } from './lead.responses';

const leadId = idParam('ID de lead inválido');

export const leadRoutes = new Hono<AppEnv>()
  .use(area('Leads'), requireSession(), requireRole())
  // GET /lead — the organization's leads: search, sort, pages
  .get('/', doc('lead', 'GET /'), validate('query', leadListQuery), async (c) => {
    const { rows, pagination } = await listLeads(c.var.db, activeOrganizationId(c), c.req.valid('query'));
    return c.json({
      data: rows.map((r) => ({ ...leadToResponse(r.lead), submissionCount: r.submissionCount })),
      pagination,
    });
  })
  // GET /lead/:id — a lead with its submissions
  .get('/:id', doc('lead', 'GET /:id'), validate('param', leadId), async (c) => {
    const { lead, submissions } = await getLead(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({
      ...leadToResponse(lead),
      submissions: submissions.map((s) => ({ id: s.id, metadata: s.metadata, createdAt: s.createdAt.toISOString() })),
    });
  })
  // POST /lead — create (201)
  .post('/', doc('lead', 'POST /'), quotaNotice(), validate('json', createLeadSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const lead = await createLeadAnnounced(c.var.db, dataEncryptionKey(c.var.config), organizationId, {
      ...c.req.valid('json'),
      createdBy: c.var.user.id,
    });
    return c.json(leadToResponse(lead), 201);
  })
  // PUT /lead/:id — update
  .put('/:id', doc('lead', 'PUT /:id'), validate('param', leadId), validate('json', updateLeadSchema), async (c) =>
    c.json(
      leadToResponse(await updateLead(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json'))),
    ),
  )
  // DELETE /lead/:id — delete with its submissions
  .delete('/:id', doc('lead', 'DELETE /:id'), validate('param', leadId), async (c) => {
    await deleteLead(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({ message: 'Lead excluído com sucesso' });
  });
