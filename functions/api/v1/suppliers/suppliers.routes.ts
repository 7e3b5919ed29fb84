import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { operatorAskedForInactive, requireOperator } from '../../../auth/middleware';
import { formatCnpj } from '../../../lib/cnpj';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import { createSupplierSchema, updateSupplierSchema } from './suppliers.schemas';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listActiveCities,
  listSuppliers,
  updateSupplier,
  type SupplierWithRelations,
} from './suppliers.service';

const toResponse = (s: SupplierWithRelations) => ({
  id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  cnpj: s.cnpj,
  cnpjFormatted: formatCnpj(s.cnpj),
  rating: s.rating === null ? null : Number(s.rating),
  isActive: s.isActive,
  logo: s.logo,
  color: s.color,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
  cities: s.cities,
  categories: s.categories,
});

const supplierId = idParam('Invalid supplier ID');

export const supplierRoutes = new Hono<AppEnv>()
  // GET /suppliers/cities — active cities, by state then name
  .get('/cities', async (c) => c.json(await listActiveCities(c.var.db)))
  // GET /suppliers/cities/:state — active cities of one state (UF)
  .get(
    '/cities/:state',
    validate('param', z.object({ state: z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida') })),
    async (c) => c.json(await listActiveCities(c.var.db, c.req.valid('param').state)),
  )
  // GET /suppliers — suppliers with categories and cities (the operator may ask for inactive ones too)
  .get('/', validate('query', z.object({ includeInactive: z.enum(['true', 'false']).optional() })), async (c) => {
    const includeInactive = await operatorAskedForInactive(c, c.req.valid('query').includeInactive);
    return c.json((await listSuppliers(c.var.db, { includeInactive })).map(toResponse));
  })
  // GET /suppliers/:id — one active supplier with categories and cities
  .get('/:id', validate('param', supplierId), async (c) =>
    c.json(toResponse(await getSupplier(c.var.db, c.req.valid('param').id, { includeInactive: false }))),
  )
  // POST /suppliers — create (operator)
  .post('/', requireOperator(), validate('json', createSupplierSchema), async (c) =>
    c.json(toResponse(await createSupplier(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /suppliers/:id — update (operator); cityIds replaces the list, null fields are ignored
  .put('/:id', requireOperator(), validate('param', supplierId), validate('json', updateSupplierSchema), async (c) =>
    c.json(toResponse(await updateSupplier(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /suppliers/:id — delete with its products and cart lines (operator)
  .delete('/:id', requireOperator(), validate('param', supplierId), async (c) => {
    await deleteSupplier(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Fornecedor excluído com sucesso' });
  });
