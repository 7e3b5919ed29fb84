import { and, desc, eq, inArray } from 'drizzle-orm';
import { categories, cities, suppliers } from '../../db/schema/catalogue';
import { supplierListingRequests } from '../../db/schema/own-suppliers';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import type { ListingRequestInput } from './listing-request.schemas';

export type ListingRequestRow = typeof supplierListingRequests.$inferSelect;

/** A request with its cities and categories named (the ids it asked for, as they are now). */
export interface ListingRequestView extends ListingRequestRow {
  cities: { id: string; name: string; state: string }[];
  categories: { id: string; name: string }[];
}

/** The names of the cities and categories the requests asked for, in one pair of reads. */
export async function describeRequests(db: DbOrTx, rows: ListingRequestRow[]): Promise<ListingRequestView[]> {
  const cityIds = [...new Set(rows.flatMap((r) => r.cityIds))];
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const [cityRows, categoryRows] = await Promise.all([
    cityIds.length
      ? db
          .select({ id: cities.id, name: cities.name, state: cities.state })
          .from(cities)
          .where(inArray(cities.id, cityIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ]);
  return rows.map((row) => ({
    ...row,
    cities: cityRows.filter((c) => row.cityIds.includes(c.id)),
    categories: categoryRows.filter((c) => row.categoryIds.includes(c.id)),
  }));
}

/** Whether the supplier is on the marketplace, and its latest request (null before the first). */
export async function latestListingRequest(db: Db, supplierId: string) {
  const [[supplier], rows] = await Promise.all([
    db.select({ listed: suppliers.listed }).from(suppliers).where(eq(suppliers.id, supplierId)),
    db
      .select()
      .from(supplierListingRequests)
      .where(eq(supplierListingRequests.supplierId, supplierId))
      .orderBy(desc(supplierListingRequests.createdAt), desc(supplierListingRequests.id))
      .limit(1),
  ]);
  const [request] = await describeRequests(db, rows);
  return { listed: supplier?.listed ?? false, request: request ?? null };
}

/** Every id names an active row of the table, or the request is refused with the field's message. */
async function assertActive(db: Db, input: ListingRequestInput) {
  const [activeCities, activeCategories] = await Promise.all([
    db
      .select({ id: cities.id })
      .from(cities)
      .where(and(inArray(cities.id, input.city_ids), eq(cities.isActive, true))),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, input.category_ids), eq(categories.isActive, true))),
  ]);
  const details = [
    ...(activeCities.length === input.city_ids.length
      ? []
      : [{ path: 'city_ids', message: 'Uma das cidades não existe ou não está ativa' }]),
    ...(activeCategories.length === input.category_ids.length
      ? []
      : [{ path: 'category_ids', message: 'Uma das categorias não existe ou não está ativa' }]),
  ];
  if (details.length)
    throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Revise as cidades e categorias', details });
}

/**
 * A supplier asks to be listed (#54). One pending request at a time, and none once listed (409);
 * until the operator approves, it stays private to the buyers that added it.
 */
export async function requestListing(db: Db, input: ListingRequestInput & { supplierId: string; userId: string }) {
  const [supplier] = await db
    .select({ listed: suppliers.listed })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId));
  if (supplier?.listed)
    throw new ApiError({ code: 'CONFLICT', message: 'Sua empresa já está no marketplace do Abastece' });
  await assertActive(db, input);
  try {
    const [row] = await db
      .insert(supplierListingRequests)
      .values({
        supplierId: input.supplierId,
        cityIds: input.city_ids,
        categoryIds: input.category_ids,
        message: input.message || null,
        requestedBy: input.userId,
      })
      .returning();
    return (await describeRequests(db, [row!]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'supplier_listing_requests_one_pending_key'))
      throw new ApiError({
        code: 'CONFLICT',
        message: 'Você já tem um pedido de anúncio aguardando a análise do Abastece',
      });
    throw error;
  }
}
