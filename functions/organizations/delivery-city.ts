import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, supplierCities } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import type { Db, DbOrTx } from '../platform/db';

export type DeliveryCity = { id: string; name: string };

/**
 * The city of the organization's default delivery address, or null (none yet): where the catalogue,
 * quick order and lists say which suppliers do not deliver, before checkout would refuse them.
 */
export async function deliveryCityOf(db: Db | DbOrTx, organizationId: string): Promise<DeliveryCity | null> {
  const [row] = await db
    .select({ id: cities.id, name: cities.name })
    .from(deliveryAddresses)
    .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
    .where(and(eq(deliveryAddresses.organizationId, organizationId), eq(deliveryAddresses.isDefault, true)));
  return row ?? null;
}

/** Whether the supplier in `supplierId` delivers to the city (true when there is no city to judge by). */
export function deliversTo(db: Db | DbOrTx, supplierId: AnyPgColumn, city: DeliveryCity | null): SQL<boolean> {
  if (!city) return sql<boolean>`true`;
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(supplierCities)
      .where(and(eq(supplierCities.supplierId, supplierId), eq(supplierCities.cityId, city.id))),
  )}`;
}
