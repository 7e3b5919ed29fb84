import { Hono } from 'hono';
import { validate } from '../../../lib/validate';
import { requireSupplierKey, type SupplierKeyEnv } from '../../../auth/middleware';
import { logSupplierUsage } from './supplier-key';
import { createBody, listQuery, productId, updateBody } from './supplier-products.schemas';
import {
  createSupplierProduct,
  deactivateSupplierProduct,
  listActiveCategories,
  listSupplierProducts,
  ownProduct,
  supplierProductStats,
  updateSupplierProduct,
  type SupplierProductRow,
} from './supplier-products.service';

const toResponse = ({ product: p, category, supplier }: SupplierProductRow) => ({
  id: p.id,
  name: p.name,
  price: Number(p.price),
  unit: p.unit,
  description: p.description,
  image: p.image,
  minimumOrder: p.minimumOrder,
  inStock: p.inStock,
  isActive: p.isActive,
  categoryId: p.categoryId,
  supplierId: p.supplierId,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  category,
  supplier,
});

export const supplierProductRoutes = new Hono<SupplierKeyEnv>()
  .use(logSupplierUsage(), requireSupplierKey())
  // GET /supplier/products/categories — active categories by name
  .get('/categories', async (c) => c.json(await listActiveCategories(c.var.db)))
  // GET /supplier/products/stats — totalProducts, activeProducts, inactiveProducts
  .get('/stats', async (c) => c.json(await supplierProductStats(c.var.db, c.var.supplierKey.supplierId)))
  // GET /supplier/products — the supplier's active products, newest first
  .get('/', validate('query', listQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    const { rows, total } = await listSupplierProducts(c.var.db, c.var.supplierKey.supplierId, page, limit);
    return c.json({
      data: rows.map(toResponse),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    });
  })
  // GET /supplier/products/:id — one of the supplier's products
  .get('/:id', validate('param', productId), async (c) =>
    c.json(toResponse(await ownProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id))),
  )
  // POST /supplier/products — create (201)
  .post('/', validate('json', createBody), async (c) =>
    c.json(toResponse(await createSupplierProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('json'))), 201),
  )
  // PUT /supplier/products/:id — update any of the fields
  .put('/:id', validate('param', productId), validate('json', updateBody), async (c) => {
    const updated = await updateSupplierProduct(
      c.var.db,
      c.var.supplierKey.supplierId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(toResponse(updated));
  })
  // DELETE /supplier/products/:id — soft delete
  .delete('/:id', validate('param', productId), async (c) => {
    await deactivateSupplierProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id);
    return c.json({ message: 'Product deleted successfully' });
  });
