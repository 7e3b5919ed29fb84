import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { supplierCities, suppliers } from '../../db/schema/catalogue';
import { organizationSupplierCities, organizationSuppliers } from '../../db/schema/own-suppliers';
import type { DbOrTx } from '../platform/db';

/**
 * Whose terms an order follows (#54): a listed supplier's own (suppliers: minimum, lead time, payment
 * terms, delivery days, cut-off, cities, e-mail); a supplier that is not listed, the ones THIS buyer
 * keeps for it (organization_suppliers and its cities), since each buyer that added it agreed its own.
 * Written as SQL pieces for the statements the cart, the checkout and the cotação already run, so the
 * rule costs no round trip. The worded side of the terms (messages, delivery dates) is supplier-terms.ts,
 * which the SPA imports too and so stays free of the schema.
 */

/** The buyer's own row for the supplier in the query's `suppliers`, when that supplier is not listed. */
export const buyerTerms = alias(organizationSuppliers, 'buyer_terms');

/** Join `buyerTerms` with this (left join): no row for a listed supplier, so its own terms apply. */
export const buyerTermsOn = (organizationId: string | SQLWrapper) =>
  and(
    eq(buyerTerms.organizationId, sql`${organizationId}`),
    eq(buyerTerms.supplierId, suppliers.id),
    eq(suppliers.listed, false),
  )!;

/** The buyer's column where its row is joined, else the supplier's (a null of the buyer's is its choice). */
const termOf = <T>(mine: AnyPgColumn, theirs: AnyPgColumn): SQL<T> =>
  sql`CASE WHEN ${buyerTerms.id} IS NULL THEN ${theirs} ELSE ${mine} END`.mapWith(theirs) as SQL<T>;

/** The terms of the supplier in the query, as this buyer orders from it (needs the `buyerTermsOn` join). */
export const effectiveTerms = {
  /** The name this buyer knows an unlisted supplier by. */
  supplierName: termOf<string>(buyerTerms.name, suppliers.name),
  minimumOrderValue: termOf<string>(buyerTerms.minimumOrderValue, suppliers.minimumOrderValue),
  leadTimeDays: termOf<number>(buyerTerms.leadTimeDays, suppliers.leadTimeDays),
  deliveryWeekdays: termOf<number[]>(buyerTerms.deliveryWeekdays, suppliers.deliveryWeekdays),
  orderCutoff: termOf<string | null>(buyerTerms.orderCutoff, suppliers.orderCutoff),
  paymentTerms: termOf<string[]>(buyerTerms.paymentTerms, suppliers.paymentTerms),
};

/** The join written out, for a statement composed as SQL (the checkout's fingerprint guard). */
export const buyerTermsJoinSql = (organizationId: string | SQLWrapper) =>
  sql`left join ${organizationSuppliers} ${sql.identifier('buyer_terms')} on ${buyerTermsOn(organizationId)}`;

/**
 * The cities each supplier delivers to, for this buyer: a listed supplier's own list, an unlisted one's
 * the buyer keeps for it. Rows { supplierId, cityId }; a supplier with none serves every city.
 */
export function citiesServedQuery(db: DbOrTx, organizationId: string, supplierIds: SQLWrapper | string[]) {
  return db
    .select({ supplierId: supplierCities.supplierId, cityId: supplierCities.cityId })
    .from(supplierCities)
    .innerJoin(suppliers, eq(suppliers.id, supplierCities.supplierId))
    .where(and(inArray(supplierCities.supplierId, supplierIds), eq(suppliers.listed, true)))
    .unionAll(
      db
        .select({ supplierId: organizationSuppliers.supplierId, cityId: organizationSupplierCities.cityId })
        .from(organizationSupplierCities)
        .innerJoin(
          organizationSuppliers,
          eq(organizationSuppliers.id, organizationSupplierCities.organizationSupplierId),
        )
        .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId))
        .where(
          and(
            eq(organizationSuppliers.organizationId, organizationId),
            inArray(organizationSuppliers.supplierId, supplierIds),
            eq(suppliers.listed, false),
          ),
        ),
    );
}

/**
 * The outer query's supplier, spelled out: drizzle leaves columns unqualified in a one-table select, and
 * inside a subquery an unqualified "id" would be the subquery's own.
 */
const outerSupplier = (column: 'id' | 'listed' | 'name' | 'email' | 'order_email') =>
  sql`"suppliers".${sql.identifier(column)}`;

/** Whether the supplier in the query's `suppliers` delivers to the city for this buyer (true: no city to judge by). */
export function deliversToBuyer(organizationId: string, city: { id: string } | null): SQL<boolean> {
  if (!city) return sql<boolean>`true`;
  return sql<boolean>`CASE WHEN ${outerSupplier('listed')}
    THEN EXISTS (SELECT 1 FROM ${supplierCities} served
      WHERE served.supplier_id = ${outerSupplier('id')} AND served.city_id = ${city.id})
    ELSE EXISTS (SELECT 1 FROM ${organizationSupplierCities} served
      JOIN ${organizationSuppliers} own ON own.id = served.organization_supplier_id
      WHERE own.organization_id = ${organizationId} AND own.supplier_id = ${outerSupplier('id')}
        AND served.city_id = ${city.id})
    END`;
}

/**
 * Where this buyer's cotações reach the supplier in the query's `suppliers`: a listed one's order
 * address, else its contact; an unlisted one's, the e-mail this buyer keeps for it.
 */
export function supplierEmailFor(organizationId: string | SQLWrapper): SQL<string> {
  const listedEmail = sql`coalesce(${outerSupplier('order_email')}, ${outerSupplier('email')})`;
  return sql<string>`CASE WHEN ${outerSupplier('listed')} THEN ${listedEmail}
    ELSE coalesce((SELECT own.email FROM ${organizationSuppliers} own
      WHERE own.organization_id = ${organizationId} AND own.supplier_id = ${outerSupplier('id')}), ${listedEmail})
    END`;
}

/**
 * The name this buyer knows the supplier in the query's `suppliers` by: an unlisted supplier's, the one
 * the buyer gave it (the supplier row holds what the first buyer that added it typed, which another buyer
 * must never read); a listed one's own. For a buyer's orders, notices, documents, payables and notes.
 */
export function supplierNameFor(organizationId: string | SQLWrapper): SQL<string> {
  return sql<string>`CASE WHEN ${outerSupplier('listed')} THEN ${outerSupplier('name')}
    ELSE coalesce((SELECT own.name FROM ${organizationSuppliers} own
      WHERE own.organization_id = ${organizationId} AND own.supplier_id = ${outerSupplier('id')}), ${outerSupplier('name')})
    END`;
}
