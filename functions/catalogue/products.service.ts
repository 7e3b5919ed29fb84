import { and, asc, count, desc, eq, exists, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/carts';
import {
  categories,
  cities,
  productColumns,
  productCounts,
  products,
  supplierCities,
  suppliers,
  type ProductRow,
} from '../../db/schema/catalogue';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizationSupplierCities, organizationSuppliers } from '../../db/schema/own-suppliers';
import { productVisibleTo, supplierVisibleTo, type Viewer } from '../suppliers/supplier-visibility';
import { batch, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { offsetOf, pagination } from '../platform/pagination';
import {
  exactThenApproximate,
  parseSearch,
  productSearchCondition,
  productSearchRank,
  searchPass,
  searchTotal,
} from './product-search';
import type { CreateProductInput, ListProductsQuery, UpdateProductInput } from './products.schemas';

const productNotFound = () => notFound('Product not found');

const listSelection = {
  product: productColumns,
  category: { id: categories.id, name: categories.name, icon: categories.icon, color: categories.color },
  supplier: { id: suppliers.id, name: suppliers.name, color: suppliers.color },
};

/**
 * The columns a product answer reads, its supplier named as the viewer knows it: an own supplier not yet
 * listed by the name the viewer gave it (organization_suppliers), never the supplier row's, which holds
 * what the first buyer that added it typed (#54). Without a viewer, as before.
 */
function selectionFor(viewer: Viewer | undefined) {
  if (!viewer) return listSelection;
  const os = organizationSuppliers;
  const name = sql<string>`coalesce((SELECT ${os.name} FROM ${os} WHERE ${os.organizationId} = ${viewer} AND ${os.supplierId} = ${suppliers.id} AND NOT ${suppliers.listed}), ${suppliers.name})`;
  return { ...listSelection, supplier: { ...listSelection.supplier, name } };
}

export type ProductListRow = {
  product: ProductRow;
  category: { id: string; name: string; icon: string | null; color: string | null };
  supplier: { id: string; name: string; color: string };
};

/** The columns a catalogue filter reads: a product's own, or those of its row in product_counts. */
type FilteredColumns = Record<'supplierId' | 'categoryId' | 'isActive' | 'inStock', AnyPgColumn>;

/** The filters product_counts keeps its totals by: every one but the search and the price range. */
function keptFilters(db: Db, q: ListFilters, on: FilteredColumns) {
  return and(
    q.includeInactive ? undefined : eq(on.isActive, true),
    q.includeInactive ? undefined : eq(suppliers.isActive, true),
    q.categoryId ? eq(on.categoryId, q.categoryId) : undefined,
    q.supplierId ? eq(on.supplierId, q.supplierId) : undefined,
    q.inStock !== undefined ? eq(on.inStock, q.inStock) : undefined,
    q.cityId ? servesCity(db, on, q.cityId) : undefined,
  );
}

/**
 * The supplier delivers to the city: a marketplace supplier by its own cities; a line of a buyer's price
 * list also by the cities that buyer said its own supplier delivers to (organization_supplier_cities).
 * product_counts holds public products only, so only `products` rows take the second branch.
 */
function servesCity(db: Db, on: FilteredColumns, cityId: string) {
  const byOwnCities = exists(
    db
      .select({ one: sql`1` })
      .from(supplierCities)
      .where(and(eq(supplierCities.supplierId, on.supplierId), eq(supplierCities.cityId, cityId))),
  );
  if (on !== products) return byOwnCities;
  const byBuyersCities = exists(
    db
      .select({ one: sql`1` })
      .from(organizationSupplierCities)
      .innerJoin(organizationSuppliers, eq(organizationSuppliers.id, organizationSupplierCities.organizationSupplierId))
      .where(
        and(
          eq(organizationSuppliers.organizationId, products.organizationId),
          eq(organizationSuppliers.supplierId, products.supplierId),
          eq(organizationSupplierCities.cityId, cityId),
        ),
      ),
  );
  return or(byOwnCities, byBuyersCities);
}

/**
 * Which products the read may show (the one rule, suppliers/supplier-visibility): the public catalogue
 * of listed suppliers, plus the viewer's own price lists. The operator's console (includeInactive) reads
 * the public catalogue of every supplier, listed or not; a buyer's price list is that buyer's alone.
 */
const visible = (q: ListFilters) =>
  q.includeInactive ? isNull(products.organizationId) : productVisibleTo(q.viewer ?? null);

/** product_counts rows the read may sum: public products, of listed suppliers unless the operator asks. */
const countedSuppliers = (q: ListFilters) => (q.includeInactive ? undefined : supplierVisibleTo(null));

/** What the catalogue's statements filter on (see listProducts). */
function listFilters(db: Db, q: ListFilters) {
  return and(
    q.onlyIf,
    visible(q),
    keptFilters(db, q, products),
    searchOf(q) ? productSearchCondition(searchOf(q)!, q.approximate) : undefined,
    // As typed: rounding 1.005 to "1.00" would let R$ 1,00 in.
    q.minPrice !== undefined ? gte(products.price, String(q.minPrice)) : undefined,
    q.maxPrice !== undefined ? lte(products.price, String(q.maxPrice)) : undefined,
  );
}

/** Whether product_counts answers the total: no search, no price range. */
const countsKept = (q: ListFilters) => !searchOf(q) && q.minPrice === undefined && q.maxPrice === undefined;

const searchOf = (q: ListFilters) => (q.search ? parseSearch(q.search) : null);

type ListFilters = Partial<Omit<ListProductsQuery, 'includeInactive' | 'page' | 'limit' | 'sort' | 'order'>> & {
  includeInactive?: boolean;
  /** Typos allowed (see exactThenApproximate). */
  approximate?: boolean;
  /** A condition on the whole statement, not on rows (the approximate pass's gate). */
  onlyIf?: SQL;
  /** The signed-in buyer's organization (its private price lists join the catalogue); null: public only. */
  viewer?: Viewer;
};
type ListInput = ListFilters & Pick<ListProductsQuery, 'page' | 'limit' | 'sort' | 'order'>;

/** The catalogue page query (also what the index test EXPLAINs). */
export function productListQuery(db: Db, q: ListInput) {
  const direction = q.order === 'desc' ? desc : asc;
  const search = searchOf(q);
  // Relevance is the default order of a search; without one it falls back to the name.
  const sort = q.sort ?? (search ? 'relevance' : 'name');
  const orderBy =
    sort === 'price'
      ? [direction(products.price), asc(products.id)]
      : sort === 'newest'
        ? [desc(products.createdAt), desc(products.id)]
        : sort === 'relevance' && search
          ? [...productSearchRank(search), asc(products.name), asc(products.id)]
          : [direction(products.name), asc(products.id)];
  return db
    .select(search ? { ...selectionFor(q.viewer), searchTotal: searchTotal() } : selectionFor(q.viewer))
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(listFilters(db, q))
    .orderBy(...orderBy)
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit));
}

/**
 * How many products pass the filters (the products table and its supplier, as the page reads them):
 * summed from product_counts' few rows when it keeps them, counted row by row only under a search or a
 * price range (a search's matches are few; the whole catalogue is 100,000 rows).
 */
const countQuery = (db: Db, filters: ListFilters) =>
  countsKept(filters)
    ? db
        .select({ value: sql<number>`coalesce(sum(${productCounts.products}), 0)::int + ${privateCount(db, filters)}` })
        .from(productCounts)
        .innerJoin(suppliers, eq(suppliers.id, productCounts.supplierId))
        .where(and(countedSuppliers(filters), keptFilters(db, filters, productCounts)))
    : db
        .select({ value: count() })
        .from(products)
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(listFilters(db, filters));

/**
 * product_counts keeps the public catalogue only: the viewer's private products under the same filters
 * are counted directly (a buyer's price lists are small, and products_organization_supplier_idx finds
 * them), in the same statement. 0 without a viewer.
 */
function privateCount(db: Db, filters: ListFilters): SQL {
  if (!filters.viewer || filters.includeInactive) return sql`0`;
  return sql`(${db
    .select({ value: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.organizationId, filters.viewer), keptFilters(db, filters, products)))})`;
}

/**
 * Whether the exact search finds anything where the category counts decide: without the category, so
 * an empty category is not taken for a typo and the list agrees with the category counts.
 */
const foundExactly = (db: Db, q: ListFilters) => () =>
  exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(listFilters(db, { ...q, categoryId: undefined, approximate: false })),
  );

/**
 * The catalogue: active products of active suppliers, filtered by category,
 * supplier, city served, stock and name; sorted by name, price or newest.
 * The page and its total — and for a search that finds nothing as typed, the approximate pass — go in
 * one round trip.
 */
export async function listProducts(db: Db, q: ListInput) {
  const { rows, total, approximate } = await exactThenApproximate(
    db,
    searchOf(q),
    (approximate, onlyIf) => {
      const filters = { ...q, approximate, onlyIf };
      if (searchOf(q)) {
        return searchPass<ProductListRow>(q.page, productListQuery(db, filters), () => countQuery(db, filters));
      }
      return {
        queries: [productListQuery(db, filters), countQuery(db, filters)],
        read: ([rows, counted]) => ({
          rows: rows as ProductListRow[],
          total: (counted as { value: number }[])[0]!.value,
        }),
      };
    },
    q.categoryId ? foundExactly(db, q) : undefined,
  );
  return { rows, approximate, pagination: pagination(q.page, q.limit, total) };
}

/**
 * When the catalogue of a city finds nothing, what the same filters find in other cities' suppliers
 * (up to 5, and how many): the buyer learns that the product exists and that its supplier does not
 * deliver to them, instead of "Nenhum produto encontrado". Only then, so a search that finds something
 * costs no second pass.
 */
export async function outsideCity(db: Db, q: ListInput, found: number) {
  if (!q.cityId || found > 0 || q.page !== 1) return null;
  const [city] = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, q.cityId));
  if (!city) return null;
  const elsewhere = await listProducts(db, { ...q, cityId: undefined, limit: 5 });
  if (elsewhere.rows.length === 0) return null;
  return { city, total: elsewhere.pagination.total, rows: elsewhere.rows };
}

/**
 * How many products each category holds under the same filters (the category itself left out), for
 * the filter panel; categories without any are not listed.
 */
export function productCategoryCounts(db: Db, q: ListFilters) {
  const filters = { ...q, categoryId: undefined };
  const read = (counted: unknown) => {
    const rows = counted as { id: string; name: string; icon: string | null; count: number }[];
    return { categories: rows, total: rows.reduce((sum, row) => sum + row.count, 0) };
  };
  const categoryColumns = { id: categories.id, name: categories.name, icon: categories.icon };
  if (countsKept(filters)) {
    const kept = sql<number>`sum(${productCounts.products})::int`;
    const publicCounts = db
      .select({ ...categoryColumns, count: kept })
      .from(productCounts)
      .innerJoin(suppliers, eq(suppliers.id, productCounts.supplierId))
      .innerJoin(categories, eq(categories.id, productCounts.categoryId))
      .where(and(countedSuppliers(filters), keptFilters(db, filters, productCounts)))
      .groupBy(categories.id, categories.name, categories.icon)
      .having(sql`${kept} > 0`)
      .orderBy(desc(kept), asc(categories.name));
    const viewer = filters.includeInactive ? null : (filters.viewer ?? null);
    if (!viewer) return publicCounts.then((rows) => ({ ...read(rows), approximate: false }));
    // The viewer's private products, counted directly beside product_counts' public ones (same round trip).
    const privateCounts = db
      .select({ ...categoryColumns, count: count() })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.organizationId, viewer), keptFilters(db, filters, products)))
      .groupBy(categories.id, categories.name, categories.icon);
    return batch(db, [publicCounts, privateCounts]).then(([publicRows, privateRows]) => ({
      ...read(mergeCategoryCounts(publicRows, privateRows)),
      approximate: false,
    }));
  }
  return exactThenApproximate(db, searchOf(q), (approximate, onlyIf) => ({
    queries: [
      db
        .select({ ...categoryColumns, count: count() })
        .from(products)
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(listFilters(db, { ...filters, approximate, onlyIf }))
        .groupBy(categories.id, categories.name, categories.icon)
        .orderBy(desc(count()), asc(categories.name)),
    ],
    read: ([counted]) => read(counted),
  }));
}

type CategoryCount = { id: string; name: string; icon: string | null; count: number };

/** Public and private counts of the same categories added up, in the facets' order (most first, then name). */
function mergeCategoryCounts(publicRows: CategoryCount[], privateRows: CategoryCount[]): CategoryCount[] {
  const byId = new Map(publicRows.map((row) => [row.id, { ...row }]));
  for (const row of privateRows) {
    const found = byId.get(row.id);
    if (found) found.count += row.count;
    else byId.set(row.id, { ...row });
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR'));
}

export type ProductWithCities = ProductListRow & {
  supplierCities: { id: string; name: string; state: string; country: string; isActive: boolean }[];
};

/**
 * One product with its category and its supplier's cities; inactive ones only for the operator, who opens
 * any product (writes answer through here). Anyone else opens what the visibility rule lets `viewer` see:
 * another organization's private product is "not found", as a missing one. The cities are read by the
 * product id in the same round trip (and dropped when the product is not found): the supplier's own, and
 * for a line of a buyer's price list also those that buyer said its own supplier delivers to.
 */
export async function getProduct(
  db: Db,
  id: string,
  options: { includeInactive: boolean; viewer?: Viewer },
): Promise<ProductWithCities> {
  const [[row], supplierCityRows] = await batch(db, [
    db
      .select(selectionFor(options.includeInactive ? undefined : options.viewer))
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(products.id, id),
          options.includeInactive
            ? undefined
            : and(eq(products.isActive, true), eq(suppliers.isActive, true), productVisibleTo(options.viewer ?? null)),
        ),
      )
      .limit(1),
    db
      .select({
        id: cities.id,
        name: cities.name,
        state: cities.state,
        country: cities.country,
        isActive: cities.isActive,
      })
      .from(cities)
      .where(
        or(
          sql`${cities.id} IN (SELECT ${supplierCities.cityId} FROM ${supplierCities} JOIN ${products} ON ${eq(products.supplierId, supplierCities.supplierId)} WHERE ${eq(products.id, id)})`,
          sql`${cities.id} IN (SELECT ${organizationSupplierCities.cityId} FROM ${organizationSupplierCities} JOIN ${organizationSuppliers} ON ${eq(organizationSuppliers.id, organizationSupplierCities.organizationSupplierId)} JOIN ${products} ON ${and(eq(products.organizationId, organizationSuppliers.organizationId), eq(products.supplierId, organizationSuppliers.supplierId))} WHERE ${eq(products.id, id)})`,
        ),
      )
      .orderBy(asc(cities.state), asc(cities.name)),
  ]);
  if (!row) throw productNotFound();
  return { ...(row as ProductListRow), supplierCities: supplierCityRows };
}

/** Database refusals in the spec's words (never SQL), as PRODUCT_CREATION_FAILED. */
function productWriteError(error: unknown): never {
  const cause = ((error as { cause?: { code?: string } })?.cause ?? error) as { code?: string; constraint?: string };
  const message =
    cause?.code === '23505' && cause.constraint === 'products_supplier_sku_lower_key'
      ? 'Já existe um produto com esse SKU neste fornecedor'
      : cause?.code === '23505'
        ? 'Já existe um produto com esse nome'
        : cause?.code === '23503'
          ? 'Categoria ou fornecedor inválido. Verifique os dados.'
          : cause?.code === '22P02'
            ? 'ID de categoria ou fornecedor inválido'
            : cause?.code?.startsWith('23') || cause?.code?.startsWith('22')
              ? 'Erro ao criar produto. Verifique os dados enviados.'
              : null;
  if (message) throw new ApiError({ code: 'PRODUCT_CREATION_FAILED', message });
  throw error;
}

export async function createProduct(db: Db, input: CreateProductInput) {
  try {
    const [row] = await db
      .insert(products)
      .values({
        name: input.name,
        sku: input.sku,
        gtin: input.gtin ?? null,
        price: input.price,
        unit: input.unit,
        description: input.description ?? null,
        image: input.image ?? null,
        minimumOrder: input.minimumOrder ?? 1,
        categoryId: input.categoryId,
        supplierId: input.supplierId,
        inStock: input.inStock ?? true,
        isActive: input.isActive ?? true,
      })
      .returning({ id: products.id });
    return getProduct(db, row!.id, { includeInactive: true });
  } catch (error) {
    productWriteError(error);
  }
}

export async function updateProduct(db: Db, id: string, input: UpdateProductInput) {
  let updated;
  try {
    [updated] = await db
      .update(products)
      .set({ ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning({ id: products.id });
  } catch (error) {
    productWriteError(error);
  }
  if (!updated) throw productNotFound();
  return getProduct(db, id, { includeInactive: true });
}

/** Removes the product from every cart, then retires it (orders keep pointing at it). */
export async function deleteProduct(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.productId, id));
    const [row] = await tx
      .update(products)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(and(eq(products.id, id), eq(products.isActive, true)))
      .returning({ id: products.id });
    if (!row) throw productNotFound();
  });
}
