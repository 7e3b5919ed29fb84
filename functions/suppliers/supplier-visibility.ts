import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import { organizationSuppliers } from '../../db/schema/own-suppliers';

/**
 * Who sees what of the marketplace (#54): the one rule every read that lists or opens a supplier or a
 * product applies, so a buyer's own supplier and its private price list never reach another buyer, a
 * shared cache or the public catalogue. `null` is "no organization": the public catalogue, the
 * edge-cached reads and the operator's view of the marketplace.
 */

/** A product of the listed marketplace's public catalogue, or of the organization's own price lists. */
export function productVisibleTo(organizationId: string | null): SQL {
  const publicCatalogue = and(isNull(products.organizationId), eq(suppliers.listed, true)) as SQL;
  if (organizationId === null) return publicCatalogue;
  return or(publicCatalogue, eq(products.organizationId, organizationId)) as SQL;
}

/** A supplier listed on the marketplace, or one the organization added itself. */
export function supplierVisibleTo(organizationId: string | null): SQL {
  if (organizationId === null) return eq(suppliers.listed, true);
  return or(
    eq(suppliers.listed, true),
    sql`EXISTS (SELECT 1 FROM ${organizationSuppliers} WHERE ${organizationSuppliers.organizationId} = ${organizationId} AND ${organizationSuppliers.supplierId} = ${suppliers.id})`,
  ) as SQL;
}
