import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { operatorAskedForInactive, requireOperator } from '../../../auth/middleware';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import { createProductSchema, listProductsQuery, updateProductSchema } from './products.schemas';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
  type ProductListRow,
} from './products.service';

export const productToResponse = ({ product: p, category, supplier }: ProductListRow) => ({
  id: p.id,
  name: p.name,
  price: Number(p.price),
  unit: p.unit,
  description: p.description,
  image: p.image,
  minimumOrder: p.minimumOrder,
  categoryId: p.categoryId,
  supplierId: p.supplierId,
  inStock: p.inStock,
  isActive: p.isActive,
  isDemo: p.isDemo,
  rating: Number(p.rating),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  category,
  supplier,
});

const productId = idParam('ID de produto inválido');

export const productRoutes = new Hono<AppEnv>()
  // GET /products — the catalogue: filters, sort and pagination
  .get('/', validate('query', listProductsQuery), async (c) => {
    const { includeInactive, ...query } = c.req.valid('query');
    const { rows, pagination } = await listProducts(c.var.db, {
      ...query,
      includeInactive: await operatorAskedForInactive(c, includeInactive),
    });
    return c.json({ data: rows.map(productToResponse), pagination });
  })
  // GET /products/by-supplier/:supplierId — one supplier's active products
  .get(
    '/by-supplier/:id',
    validate('param', idParam('ID do fornecedor inválido')),
    validate('query', listProductsQuery),
    async (c) => {
      const { includeInactive: _ignored, ...query } = c.req.valid('query');
      const { rows, pagination } = await listProducts(c.var.db, { ...query, supplierId: c.req.valid('param').id });
      return c.json({ data: rows.map(productToResponse), pagination });
    },
  )
  // GET /products/:id — with its category and its supplier's cities
  .get('/:id', validate('param', productId), async (c) => {
    const row = await getProduct(c.var.db, c.req.valid('param').id, {
      includeInactive: await operatorAskedForInactive(c, c.req.query('includeInactive')),
    });
    return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } });
  })
  // POST /products — create (operator)
  .post('/', requireOperator(), validate('json', createProductSchema), async (c) => {
    const row = await createProduct(c.var.db, c.req.valid('json'));
    return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } }, 201);
  })
  // PUT /products/:id — update (operator)
  .put('/:id', requireOperator(), validate('param', productId), validate('json', updateProductSchema), async (c) => {
    const row = await updateProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } });
  })
  // DELETE /products/:id — remove from carts, then retire (operator)
  .delete('/:id', requireOperator(), validate('param', productId), async (c) => {
    await deleteProduct(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Produto excluído com sucesso' });
  });
