import { Hono, type Context } from 'hono';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { pagination } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { ownSupplierToResponse as toResponse } from './own-suppliers.responses';
import {
  createOwnSupplierSchema,
  lookupQuery,
  ownSupplierListQuery,
  updateOwnSupplierSchema,
} from './own-suppliers.schemas';
import {
  addOwnSupplier,
  getOwnSupplier,
  listOwnSuppliers,
  lookupCnpj,
  removeOwnSupplier,
  updateOwnSupplier,
} from './own-suppliers.service';

const supplierId = idParam('ID de fornecedor inválido');
const MANAGERS = ['owner', 'admin'] as const;

/** Who writes: the organization, the person and how the audit log names them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, after requireSession
export const writerOf = (c: Context<SessionEnv, any, any>) => ({
  organizationId: activeOrganizationId(c),
  userId: c.var.user.id,
  actor: sessionActor(c),
});

/**
 * A buyer's own suppliers (#54): the suppliers it already buys from, added by its owner or admins and
 * seen by its members only. Every read and write is scoped to the active organization; another
 * organization's supplier is a 404.
 */
export const ownSupplierRoutes = new Hono<AppEnv>()
  .use(area('Fornecedores próprios'), requireSession())
  // GET /own-suppliers — the organization's own suppliers, by name
  .get('/', doc('own-suppliers', 'GET /'), requireRole(), validate('query', ownSupplierListQuery), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listOwnSuppliers(c.var.db, activeOrganizationId(c), query);
    return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
  })
  // GET /own-suppliers/lookup?cnpj= — what a CNPJ is to this buyer before it adds it
  .get('/lookup', doc('own-suppliers', 'GET /lookup'), requireRole(), validate('query', lookupQuery), async (c) =>
    c.json(await lookupCnpj(c.var.db, activeOrganizationId(c), c.req.valid('query').cnpj)),
  )
  // POST /own-suppliers — add a supplier the organization already buys from
  .post(
    '/',
    doc('own-suppliers', 'POST /'),
    requireRole(...MANAGERS),
    validate('json', createOwnSupplierSchema),
    async (c) => c.json(toResponse(await addOwnSupplier(c.var.db, writerOf(c), c.req.valid('json'))), 201),
  )
  // GET /own-suppliers/:id — one of the organization's own suppliers (by the supplier's id)
  .get('/:id', doc('own-suppliers', 'GET /:id'), requireRole(), validate('param', supplierId), async (c) =>
    c.json(toResponse(await getOwnSupplier(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PATCH /own-suppliers/:id — change what this buyer keeps for it
  .patch(
    '/:id',
    doc('own-suppliers', 'PATCH /:id'),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    validate('json', updateOwnSupplierSchema),
    async (c) =>
      c.json(toResponse(await updateOwnSupplier(c.var.db, writerOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /own-suppliers/:id — stop buying from it here
  .delete(
    '/:id',
    doc('own-suppliers', 'DELETE /:id'),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    async (c) => {
      await removeOwnSupplier(c.var.db, writerOf(c), c.req.valid('param').id);
      return c.json({ message: 'Fornecedor removido' });
    },
  );
