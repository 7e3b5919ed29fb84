import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { csvAttachment } from '../platform/csv';
import { inTransaction } from '../platform/db';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { listPayablesQuery, payableFilterQuery, payableParam, paySchema } from './payables.schemas';
import { payableResponse } from './payables.responses';
import { getPayable, listPayables, payableWeeks, payPayable } from './payables.service';
import { payablesCsv } from './payables-csv';

/**
 * Contas a pagar. Anyone of the organization reads them (the people at the door see what was
 * received); only owners and admins record a payment — checked before the body is read.
 */
export const payableRoutes = new Hono<AppEnv>()
  .use(area('Contas a pagar'), requireSession(), requireRole())
  // GET /payables — the list, overdue first
  .get('/', doc('payables', 'GET /'), validate('query', listPayablesQuery), async (c) => {
    const { page, limit, ...filter } = c.req.valid('query');
    const found = await listPayables(c.var.db, { organizationId: activeOrganizationId(c), ...filter, page, limit });
    return c.json({ data: found.rows.map(payableResponse), pagination: found.pagination });
  })
  // GET /payables/weeks — overdue, this week and the next four
  .get('/weeks', doc('payables', 'GET /weeks'), async (c) =>
    c.json(await payableWeeks(c.var.db, activeOrganizationId(c))),
  )
  // GET /payables/export.csv — the accountant's CSV
  .get('/export.csv', doc('payables', 'GET /export.csv'), validate('query', payableFilterQuery), async (c) =>
    c.body(
      await payablesCsv(c.var.db, { organizationId: activeOrganizationId(c), ...c.req.valid('query') }),
      200,
      csvAttachment('contas-a-pagar'),
    ),
  )
  // GET /payables/:id — one payable with its credits
  .get('/:id', doc('payables', 'GET /:id'), validate('param', payableParam), async (c) =>
    c.json(payableResponse(await getPayable(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // POST /payables/:id/pay — record the payment (owner/admin)
  .post(
    '/:id/pay',
    requireRole('owner', 'admin'),
    doc('payables', 'POST /:id/pay'),
    validate('param', payableParam),
    validate('json', paySchema),
    async (c) => {
      const body = c.req.valid('json');
      const paid = await inTransaction(c.var.db, (tx) =>
        payPayable(tx, {
          organizationId: activeOrganizationId(c),
          id: c.req.valid('param').id,
          paidOn: body.paidAt,
          method: body.method,
          note: body.note ?? null,
          user: { id: c.var.user.id, name: c.var.user.name },
          actor: sessionActor(c),
        }),
      );
      return c.json(payableResponse(paid));
    },
  );
