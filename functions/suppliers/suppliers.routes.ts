import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { operatorAskedForInactive, requireOperator } from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createSupplierSchema, updateSupplierSchema } from './suppliers.schemas';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listActiveCities,
  listSuppliers,
  updateSupplier,
} from './suppliers.service';
import { area, doc } from '../platform/describe';
import { edgeCached, operatorMayAsk, TAXONOMY_TTL_SECONDS } from '../platform/edge-cache';
import { carriesSession, viewerOrganization } from './supplier-visibility';
import { supplierToResponse as toResponse } from './suppliers.responses';

const supplierId = idParam('Invalid supplier ID');

/**
 * The supplier list and a supplier are kept at the edge for anonymous callers only (the marketplace's
 * listed suppliers): a signed-in buyer also sees the suppliers it added itself (#54), so a request with a
 * session is never answered from nor stored in the shared copy (see products.routes' catalogueCache).
 */
const supplierCache = () =>
  edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS, bypass: (c) => operatorMayAsk(c) || carriesSession(c) });

export const supplierRoutes = new Hono<AppEnv>()
  .use(area('Fornecedores'))
  // GET /suppliers/cities — active cities, by state then name
  .get('/cities', doc('suppliers', 'GET /cities'), edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }), async (c) =>
    c.json(await listActiveCities(c.var.db)),
  )
  // GET /suppliers/cities/:state — active cities of one state (UF)
  .get(
    '/cities/:state',
    doc('suppliers', 'GET /cities/:state'),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    validate('param', z.object({ state: z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida') })),
    async (c) => c.json(await listActiveCities(c.var.db, c.req.valid('param').state)),
  )
  // GET /suppliers — suppliers with categories and cities (the operator may ask for inactive ones too)
  .get(
    '/',
    doc('suppliers', 'GET /'),
    supplierCache(),
    validate('query', z.object({ includeInactive: z.enum(['true', 'false']).optional() })),
    async (c) => {
      const includeInactive = await operatorAskedForInactive(c, c.req.valid('query').includeInactive);
      const viewer = await viewerOrganization(c);
      return c.json((await listSuppliers(c.var.db, { includeInactive, viewer })).map(toResponse));
    },
  )
  // GET /suppliers/:id — one active supplier with categories and cities
  .get('/:id', doc('suppliers', 'GET /:id'), supplierCache(), validate('param', supplierId), async (c) => {
    const viewer = await viewerOrganization(c);
    return c.json(toResponse(await getSupplier(c.var.db, c.req.valid('param').id, { includeInactive: false, viewer })));
  })
  // POST /suppliers — create (operator)
  .post('/', doc('suppliers', 'POST /'), requireOperator(), validate('json', createSupplierSchema), async (c) =>
    c.json(toResponse(await createSupplier(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /suppliers/:id — update (operator); cityIds replaces the list, null fields are ignored
  .put(
    '/:id',
    doc('suppliers', 'PUT /:id'),
    requireOperator(),
    validate('param', supplierId),
    validate('json', updateSupplierSchema),
    async (c) => c.json(toResponse(await updateSupplier(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /suppliers/:id — delete with its products and cart lines (operator)
  .delete('/:id', doc('suppliers', 'DELETE /:id'), requireOperator(), validate('param', supplierId), async (c) => {
    await deleteSupplier(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Fornecedor excluído com sucesso' });
  });
