import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { categories, productColumns, products, suppliers, type ProductRow } from '../../../../db/schema/catalogue';
import type { Db } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import {
  exactThenApproximate,
  parseSearch,
  productSearchCondition,
  productSearchRank,
} from '../products/product-search';
import { PRODUCT_MESSAGES, type ProductMessages, type createBody, type updateBody } from './supplier-products.schemas';

const EN = PRODUCT_MESSAGES.en;

const selection = {
  product: productColumns,
  category: { id: categories.id, name: categories.name },
  supplier: { id: suppliers.id, name: suppliers.name, email: suppliers.email },
};
export type SupplierProductRow = {
  product: ProductRow;
  category: { id: string; name: string };
  supplier: { id: string; name: string; email: string };
};

/** A product of this key's supplier; anyone else's is simply not found. */
export async function ownProduct(db: Db, supplierId: string, id: string, m: ProductMessages = EN) {
  const [row] = await db
    .select(selection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound(m.notFound);
  return row as SupplierProductRow;
}

async function assertCategory(db: Db, categoryId: string | undefined, m: ProductMessages) {
  if (!categoryId) return;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!category) throw new ApiError({ code: 'BAD_REQUEST', message: m.category });
}

const duplicate =
  (m: ProductMessages) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, 'products_supplier_name_lower_key'))
      throw new ApiError({ code: 'CONFLICT', message: m.duplicate });
    if (isUniqueViolation(error, 'products_supplier_sku_lower_key'))
      throw new ApiError({ code: 'CONFLICT', message: m.duplicateSku });
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

/** The supplier's active products, newest first (by relevance when searching), one page and the total. */
export function listSupplierProducts(db: Db, supplierId: string, page: number, limit: number, search?: string) {
  const parsed = search ? parseSearch(search) : null;
  return exactThenApproximate(db, parsed, async (db, approximate) => {
    const where = and(
      eq(products.supplierId, supplierId),
      eq(products.isActive, true),
      parsed ? productSearchCondition(parsed, approximate) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(where)
        .orderBy(...(parsed ? productSearchRank(parsed) : []), desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ value: count() }).from(products).where(where),
    ]);
    return { rows: rows as SupplierProductRow[], total: total!.value };
  });
}

export async function createSupplierProduct(
  db: Db,
  supplierId: string,
  body: z.output<typeof createBody>,
  m: ProductMessages = EN,
) {
  await assertCategory(db, body.categoryId, m);
  const [row] = await db
    .insert(products)
    .values({
      name: body.name,
      sku: body.sku,
      gtin: body.gtin ?? null,
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
    .catch(duplicate(m));
  return ownProduct(db, supplierId, row!.id, m);
}

export async function updateSupplierProduct(
  db: Db,
  supplierId: string,
  id: string,
  body: z.output<typeof updateBody>,
  m: ProductMessages = EN,
) {
  await ownProduct(db, supplierId, id, m);
  await assertCategory(db, body.categoryId, m);
  const { price, ...rest } = body;
  await db
    .update(products)
    .set({
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(price !== undefined ? { price: price.toFixed(2) } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId)))
    .catch(duplicate(m));
  return ownProduct(db, supplierId, id, m);
}

/** Soft delete. */
export async function deactivateSupplierProduct(db: Db, supplierId: string, id: string, m: ProductMessages = EN) {
  await ownProduct(db, supplierId, id, m);
  await db
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}
