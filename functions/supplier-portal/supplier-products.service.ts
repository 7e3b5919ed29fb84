import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import {
  categories,
  productColumns,
  productCounts,
  products,
  suppliers,
  type ProductRow,
} from '../../db/schema/catalogue';
import { batch, type Db } from '../platform/db';
import { guard, refusedBy } from '../platform/guard';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import {
  exactThenApproximate,
  parseSearch,
  productSearchCondition,
  productSearchRank,
  searchPass,
  searchTotal,
} from '../catalogue/product-search';
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

/**
 * The supplier's own catalogue, in its portal and its API, is its public one: a line of a price list a
 * buyer keeps for it (products.organization_id, #54) is that buyer's, read and changed through the
 * portal's price lists (own-suppliers' price-list service), never listed, opened or edited here.
 */
const publicCatalogue = isNull(products.organizationId);

/** A product of this key's supplier; anyone else's is simply not found. */
export async function ownProduct(db: Db, supplierId: string, id: string, m: ProductMessages = EN) {
  const [row] = await db
    .select(selection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, id), eq(products.supplierId, supplierId), eq(products.isActive, true), publicCatalogue))
    .limit(1);
  if (!row) throw notFound(m.notFound);
  return row as SupplierProductRow;
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

/** The supplier's product totals, from product_counts (kept by triggers) instead of its every product. */
export async function supplierProductStats(db: Db, supplierId: string) {
  const [row] = await db
    .select({
      totalProducts: sql<number>`coalesce(sum(${productCounts.products}), 0)::int`,
      activeProducts: sql<number>`coalesce(sum(${productCounts.products}) filter (where ${productCounts.isActive}), 0)::int`,
    })
    .from(productCounts)
    .where(eq(productCounts.supplierId, supplierId));
  return {
    totalProducts: row!.totalProducts,
    activeProducts: row!.activeProducts,
    inactiveProducts: row!.totalProducts - row!.activeProducts,
  };
}

/**
 * The supplier's active products, newest first (by relevance when searching), one page and the total
 * in one round trip; with a typo the approximate pass follows (exactThenApproximate).
 */
export function listSupplierProducts(db: Db, supplierId: string, page: number, limit: number, search?: string) {
  const parsed = search ? parseSearch(search) : null;
  const where = (approximate: boolean, onlyIf?: SQL) =>
    and(
      onlyIf,
      eq(products.supplierId, supplierId),
      eq(products.isActive, true),
      publicCatalogue,
      parsed ? productSearchCondition(parsed, approximate) : undefined,
    );
  const pageOf = (approximate: boolean, onlyIf?: SQL) =>
    db
      .select(parsed ? { ...selection, searchTotal: searchTotal() } : selection)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where(approximate, onlyIf))
      .orderBy(...(parsed ? productSearchRank(parsed) : []), desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit);
  return exactThenApproximate(db, parsed, (approximate, onlyIf) =>
    parsed
      ? searchPass<SupplierProductRow>(page, pageOf(approximate, onlyIf), () =>
          db.select({ value: count() }).from(products).where(where(approximate, onlyIf)),
        )
      : {
          queries: [
            pageOf(approximate, onlyIf),
            // Without a search the total is the supplier's active products, which product_counts keeps.
            db
              .select({ value: sql<number>`coalesce(sum(${productCounts.products}), 0)::int` })
              .from(productCounts)
              .where(and(eq(productCounts.supplierId, supplierId), eq(productCounts.isActive, true))),
          ],
          read: ([rows, counted]) => ({
            rows: rows as SupplierProductRow[],
            total: (counted as { value: number }[])[0]!.value,
          }),
        },
  );
}

/**
 * What the writes answer, straight from their RETURNING (no re-read): the product's columns, its
 * category's and supplier's as they are when the statement runs.
 */
const answered = {
  ...productColumns,
  categoryName: sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${products.categoryId})`,
  supplierName: sql<string>`(select ${suppliers.name} from ${suppliers} where ${suppliers.id} = ${products.supplierId})`,
  supplierEmail: sql<string>`(select ${suppliers.email} from ${suppliers} where ${suppliers.id} = ${products.supplierId})`,
};
const asRow = ({ categoryName, supplierName, supplierEmail, ...product }: AnsweredRow): SupplierProductRow => ({
  product,
  category: { id: product.categoryId, name: categoryName },
  supplier: { id: product.supplierId, name: supplierName, email: supplierEmail },
});
type AnsweredRow = ProductRow & { categoryName: string; supplierName: string; supplierEmail: string };

/** Guard keys of the product writes' batches: each refusal is the error the checks before them gave. */
const NOT_FOUND = 'PRODUCT_NOT_FOUND';
const BAD_CATEGORY = 'PRODUCT_CATEGORY';
const refusals = (m: ProductMessages) => ({
  [NOT_FOUND]: () => notFound(m.notFound),
  [BAD_CATEGORY]: () => new ApiError({ code: 'BAD_REQUEST', message: m.category }),
});
const ownActive = (supplierId: string, id: string) =>
  and(eq(products.id, id), eq(products.supplierId, supplierId), eq(products.isActive, true), publicCatalogue);
const categoryUsable = (db: Db, categoryId: string) =>
  guard(
    db,
    sql`exists (select 1 from ${categories} where ${categories.id} = ${categoryId} and ${categories.isActive})`,
    BAD_CATEGORY,
  );

/** One round trip: the category's check and the insert go out as one batch. */
export async function createSupplierProduct(
  db: Db,
  supplierId: string,
  body: z.output<typeof createBody>,
  m: ProductMessages = EN,
) {
  const [, [row]] = await refusedBy(refusals(m), () =>
    batch(db, [
      categoryUsable(db, body.categoryId),
      db
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
        .returning(answered),
    ]),
  ).catch(duplicate(m));
  return asRow(row as AnsweredRow);
}

/**
 * One round trip: the checks (the supplier's active product, then the category) are guards of the
 * batch that updates it, in the order they answered before (404, then 400, then 409 for a taken name).
 */
export async function updateSupplierProduct(
  db: Db,
  supplierId: string,
  id: string,
  body: z.output<typeof updateBody>,
  m: ProductMessages = EN,
) {
  const { price, ...rest } = body;
  const update = db
    .update(products)
    .set({
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(price !== undefined ? { price: price.toFixed(2) } : {}),
      updatedAt: sql`now()`,
    })
    .where(ownActive(supplierId, id))
    .returning(answered);
  const exists = guard(
    db,
    sql`exists (select 1 from ${products} where ${ownActive(supplierId, id)} for update)`,
    NOT_FOUND,
  );
  const results = await refusedBy<unknown[]>(refusals(m), () =>
    body.categoryId ? batch(db, [exists, categoryUsable(db, body.categoryId), update]) : batch(db, [exists, update]),
  ).catch(duplicate(m));
  const [row] = results.at(-1) as AnsweredRow[];
  // The guard held the row: it is there to answer.
  return asRow(row!);
}

/** Soft delete, in one statement. */
export async function deactivateSupplierProduct(db: Db, supplierId: string, id: string, m: ProductMessages = EN) {
  const [row] = await db
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(ownActive(supplierId, id))
    .returning({ id: products.id });
  if (!row) throw notFound(m.notFound);
}
