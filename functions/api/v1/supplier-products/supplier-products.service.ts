import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { categories, products, suppliers } from '../../../../db/schema/catalogue';
import type { Db } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import type { createBody, updateBody } from './supplier-products.schemas';

const selection = {
  product: products,
  category: { id: categories.id, name: categories.name },
  supplier: { id: suppliers.id, name: suppliers.name, email: suppliers.email },
};
export type SupplierProductRow = {
  product: typeof products.$inferSelect;
  category: { id: string; name: string };
  supplier: { id: string; name: string; email: string };
};

/** A product of this key's supplier; anyone else's is simply not found. */
export async function ownProduct(db: Db, supplierId: string, id: string): Promise<SupplierProductRow> {
  const [row] = await db
    .select(selection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Product not found');
  return row as SupplierProductRow;
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

/** Active categories by name. */
export function listActiveCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      image: categories.image,
      icon: categories.icon,
      color: categories.color,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

export async function supplierProductStats(db: Db, supplierId: string) {
  const [row] = await db
    .select({
      totalProducts: count(),
      activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
    })
    .from(products)
    .where(eq(products.supplierId, supplierId));
  return {
    totalProducts: row!.totalProducts,
    activeProducts: row!.activeProducts,
    inactiveProducts: row!.totalProducts - row!.activeProducts,
  };
}

/** The supplier's active products, newest first, one page and the total. */
export async function listSupplierProducts(db: Db, supplierId: string, page: number, limit: number) {
  const where = and(eq(products.supplierId, supplierId), eq(products.isActive, true));
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows as SupplierProductRow[], total: total!.value };
}

export async function createSupplierProduct(db: Db, supplierId: string, body: z.output<typeof createBody>) {
  await assertCategory(db, body.categoryId);
  const [row] = await db
    .insert(products)
    .values({
      name: body.name,
      price: body.price.toFixed(2),
      unit: body.unit,
      description: body.description ?? null,
      image: body.image ?? null,
      minimumOrder: body.minimumOrder ?? 1,
      categoryId: body.categoryId,
      supplierId,
      inStock: body.inStock,
    })
    .returning({ id: products.id })
    .catch(duplicate);
  return ownProduct(db, supplierId, row!.id);
}

export async function updateSupplierProduct(db: Db, supplierId: string, id: string, body: z.output<typeof updateBody>) {
  await ownProduct(db, supplierId, id);
  await assertCategory(db, body.categoryId);
  const { price, ...rest } = body;
  await db
    .update(products)
    .set({
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(price !== undefined ? { price: price.toFixed(2) } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
    .catch(duplicate);
  return ownProduct(db, supplierId, id);
}

/** Soft delete. */
export async function deactivateSupplierProduct(db: Db, supplierId: string, id: string) {
  await ownProduct(db, supplierId, id);
  await db
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}
