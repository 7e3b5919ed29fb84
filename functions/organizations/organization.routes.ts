import { Hono } from 'hono';
import { dataEncryptionKey } from '../platform/env';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createOrganizationSchema, updateOrganizationSchema, verifySlugSchema } from './organization.schemas';
import { dashboardStats, onboarding, procurementOverview } from './dashboard.service';
import {
  createOrganizationWithBilling,
  deleteOrganization,
  getOrganization,
  getPublicOrganization,
  isSlugAvailable,
  updateOrganization,
} from './organization.service';
import { area, doc } from '../platform/describe';
import { organizationToResponse as toResponse } from './organization.responses';

export const organizationRoutes = new Hono<AppEnv>()
  .use(area('Organização'))
  // GET /organization/public/:slug — public profile, no login
  .get(
    '/public/:slug',
    doc('organization', 'GET /public/:slug'),
    validate('param', z.object({ slug: z.string().min(1).max(80) })),
    async (c) => {
      return c.json(await getPublicOrganization(c.var.db, c.req.valid('param').slug));
    },
  )
  // POST /organization/verify — is this slug free?
  .post(
    '/verify',
    doc('organization', 'POST /verify'),
    requireSession(),
    validate('json', verifySlugSchema),
    async (c) => {
      return c.json({ available: await isSlugAvailable(c.var.db, c.req.valid('json').slug) });
    },
  )
  // POST /organization — create; the caller becomes its owner and it becomes active
  .post('/', doc('organization', 'POST /'), requireSession(), validate('json', createOrganizationSchema), async (c) => {
    // The billing customer (with its trial) is created by the queue from the outbox, after this commit.
    const organization = await createOrganizationWithBilling(c.var.db, dataEncryptionKey(c.var.config), {
      ...c.req.valid('json'),
      userId: c.var.user.id,
      sessionId: c.var.session.id,
    });
    return c.json(toResponse(organization), 201);
  })
  // GET /organization/stats — last 30 days against the previous 30, with a daily series
  .get('/stats', doc('organization', 'GET /stats'), requireSession(), requireRole(), async (c) =>
    c.json(await dashboardStats(c.var.db, activeOrganizationId(c))),
  )
  // GET /organization/overview — what the buyer waits for now: orders, approvals, deliveries
  .get('/overview', doc('organization', 'GET /overview'), requireSession(), requireRole(), async (c) =>
    c.json(await procurementOverview(c.var.db, activeOrganizationId(c))),
  )
  // GET /organization/onboarding — the four first steps and which are done
  .get('/onboarding', doc('organization', 'GET /onboarding'), requireSession(), requireRole(), async (c) =>
    c.json(await onboarding(c.var.db, activeOrganizationId(c))),
  )
  // GET /organization — the active organization
  .get('/', doc('organization', 'GET /'), requireSession(), requireRole(), async (c) => {
    return c.json({
      ...toResponse(await getOrganization(c.var.db, activeOrganizationId(c))),
      role: c.var.membership!.role,
    });
  })
  // PUT /organization — update the active organization's details and settings
  .put(
    '/',
    doc('organization', 'PUT /'),
    requireSession(),
    requireRole('owner', 'admin', 'member'),
    validate('json', updateOrganizationSchema),
    async (c) => {
      return c.json(toResponse(await updateOrganization(c.var.db, activeOrganizationId(c), c.req.valid('json'))));
    },
  )
  // DELETE /organization/:id — owner only
  .delete(
    '/:id',
    doc('organization', 'DELETE /:id'),
    requireSession(),
    validate('param', idParam('ID da organização inválido')),
    async (c) => {
      await deleteOrganization(c.var.db, {
        organizationId: c.req.valid('param').id,
        userId: c.var.user.id,
        sealKey: dataEncryptionKey(c.var.config),
      });
      return c.json({ message: 'Organização excluída com sucesso' });
    },
  );
