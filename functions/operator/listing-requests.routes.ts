import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { requireOperator } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { pagination, paginationQuery } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { operatorListingRequestToResponse as toResponse } from './listing-requests.responses';
import { approveListing, listListingRequests, refuseListing } from './listing-requests.service';

const requestId = idParam('ID de pedido de anúncio inválido');
const listQuery = paginationQuery.extend({
  status: z.enum(['pending', 'approved', 'refused'], { error: 'Situação inválida' }).optional(),
});
const refuseBody = z.object({
  reason: z
    .string({ error: 'Diga ao fornecedor por que o pedido foi recusado' })
    .trim()
    .min(3, 'Diga ao fornecedor por que o pedido foi recusado')
    .max(1000, 'O motivo deve ter no máximo 1000 caracteres'),
});

/** The operator's listing requests (#54): the operator is checked before anything of the request is read. */
export const listingRequestRoutes = new Hono<SessionEnv>()
  .use(area('Operação'), requireOperator())
  // GET /listing-requests — suppliers asking to be on the marketplace, those waiting first
  .get('/', doc('listing-requests', 'GET /'), validate('query', listQuery), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listListingRequests(c.var.db, query);
    return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
  })
  // POST /listing-requests/:id/approve — the supplier goes on the marketplace, in the cities it asked for
  .post('/:id/approve', doc('listing-requests', 'POST /:id/approve'), validate('param', requestId), async (c) => {
    const decided = await approveListing(c.var.db, c.var.config, {
      id: c.req.valid('param').id,
      actor: sessionActor(c),
      userId: c.var.user.id,
    });
    return c.json(toResponse(decided));
  })
  // POST /listing-requests/:id/refuse — refuse with the reason the supplier reads
  .post(
    '/:id/refuse',
    doc('listing-requests', 'POST /:id/refuse'),
    validate('param', requestId),
    validate('json', refuseBody),
    async (c) => {
      const decided = await refuseListing(c.var.db, c.var.config, {
        id: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        actor: sessionActor(c),
        userId: c.var.user.id,
      });
      return c.json(toResponse(decided));
    },
  );
