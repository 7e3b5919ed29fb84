import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { categories, products, suppliers } from '../../../../db/schema/catalogue';
import { ApiError, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { validate } from '../../../lib/validate';
import type { Db } from '../../../lib/db';
import { logSupplierUsage, requireSupplierKey, type SupplierKeyEnv } from './supplier-key';
import { createBody, listQuery, productId, updateBody } from './supplier-products.schemas';

const selection = {
  product: products,
  category: { id: categories.id, name: categories.name },
  supplier: { id: suppliers.id, name: suppliers.name, email: suppliers.email },
};
type Row = {
  product: typeof products.$inferSelect;
  category: { id: string; name: string };
  supplier: { id: string; name: string; email: string };
};

const toResponse = ({ product: p, category, supplier }: Row) => ({
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

/** A product of this key's supplier; anyone else's is simply not found. */
async function ownProduct(db: Db, supplierId: string, id: string): Promise<Row> {
  const [row] = await db
    .select(selection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Product not found');
  return row as Row;
}

async function assertCategory(db: Db, categoryId: string | undefined) {
  if (!categoryId) return;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!category) throw new ApiError({ code: 'BAD_REQUEST', message: 'Category not found' });
}

const duplicate = (error: unknown): never => {
  if (isUniqueViolation(error, 'products_supplier_name_lower_key'))
    throw new ApiError({ code: 'CONFLICT', message: 'A product with this name already exists' });
  throw error;
};

export const supplierProductRoutes = new Hono<SupplierKeyEnv>()
  .use(logSupplierUsage(), requireSupplierKey())
  // GET /supplier/products/categories — active categories by name
  .get('/categories', async (c) =>
    c.json(
      await c.var.db
        .select({
          id: categories.id,
          name: categories.name,
          image: categories.image,
          icon: categories.icon,
          color: categories.color,
        })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.name)),
    ),
  )
  // GET /supplier/products/stats — totalProducts, activeProducts, inactiveProducts
  .get('/stats', async (c) => {
    const [row] = await c.var.db
      .select({
        totalProducts: count(),
        activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
      })
      .from(products)
      .where(eq(products.supplierId, c.var.supplierKey.supplierId));
    return c.json({
      totalProducts: row!.totalProducts,
      activeProducts: row!.activeProducts,
      inactiveProducts: row!.totalProducts - row!.activeProducts,
    });
  })
  // GET /supplier/products — the supplier's active products, newest first
  .get('/', validate('query', listQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    const where = and(eq(products.supplierId, c.var.supplierKey.supplierId), eq(products.isActive, true));
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select(selection)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset((page - 1) * limit),
      c.var.db.select({ value: count() }).from(products).where(where),
    ]);
    return c.json({
      data: (rows as Row[]).map(toResponse),
      pagination: { page, limit, total: total!.value, totalPages: Math.ceil(total!.value / limit) },
    });
  })
  // GET /supplier/products/:id — one of the supplier's products
  .get('/:id', validate('param', productId), async (c) =>
    c.json(toResponse(await ownProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id))),
  )
  // POST /supplier/products — create (201)
  .post('/', validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    await assertCategory(c.var.db, body.categoryId);
    const [row] = await c.var.db
      .insert(products)
      .values({
        name: body.name,
        price: body.price.toFixed(2),
        unit: body.unit,
        description: body.description ?? null,
        image: body.image ?? null,
        minimumOrder: body.minimumOrder ?? 1,
        categoryId: body.categoryId,
        supplierId: c.var.supplierKey.supplierId,
        inStock: body.inStock,
      })
      .returning({ id: products.id })
      .catch(duplicate);
    return c.json(toResponse(await ownProduct(c.var.db, c.var.supplierKey.supplierId, row!.id)), 201);
  })
  // PUT /supplier/products/:id — update any of the fields
  .put('/:id', validate('param', productId), validate('json', updateBody), async (c) => {
    const id = c.req.valid('param').id;
    const body = c.req.valid('json');
    await ownProduct(c.var.db, c.var.supplierKey.supplierId, id);
    await assertCategory(c.var.db, body.categoryId);
    const { price, ...rest } = body;
    await c.var.db
      .update(products)
      .set({
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        ...(price !== undefined ? { price: price.toFixed(2) } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(products.id, id), eq(products.supplierId, c.var.supplierKey.supplierId)))
      .catch(duplicate);
    return c.json(toResponse(await ownProduct(c.var.db, c.var.supplierKey.supplierId, id)));
  })
  // DELETE /supplier/products/:id — soft delete
  .delete('/:id', validate('param', productId), async (c) => {
    const id = c.req.valid('param').id;
    await ownProduct(c.var.db, c.var.supplierKey.supplierId, id);
    await c.var.db
      .update(products)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    return c.json({ message: 'Product deleted successfully' });
  });
