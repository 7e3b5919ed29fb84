import { and, asc, eq, inArray } from 'drizzle-orm';
import { cities, supplierCities, suppliers } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import type { SupplierSettingsInput } from './supplier-portal.schemas';

/** What buyers need from the supplier to order: where orders go, the minimum, lead time, terms, cities. */
export async function getSupplierSettings(db: Db, supplierId: string) {
  const [row] = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      email: suppliers.email,
      orderEmail: suppliers.orderEmail,
      minimumOrderValue: suppliers.minimumOrderValue,
      leadTimeDays: suppliers.leadTimeDays,
      paymentTerms: suppliers.paymentTerms,
      deliveryWeekdays: suppliers.deliveryWeekdays,
      orderCutoff: suppliers.orderCutoff,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!row) throw notFound('Fornecedor não encontrado');
  const served = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(supplierCities)
    .innerJoin(cities, eq(cities.id, supplierCities.cityId))
    .where(eq(supplierCities.supplierId, supplierId))
    .orderBy(asc(cities.state), asc(cities.name));
  return { ...row, cities: served };
}

/** The supplier's admins change them; cityIds replaces the list (only active cities). */
export async function updateSupplierSettings(db: Db, supplierId: string, input: SupplierSettingsInput) {
  await db.transaction(async (tx) => {
    const { cityIds, minimumOrderValue, deliveryWeekdays, ...rest } = input;
    const changes = {
      ...rest,
      ...(deliveryWeekdays ? { deliveryWeekdays: [...deliveryWeekdays].sort() } : {}),
      ...(minimumOrderValue !== undefined ? { minimumOrderValue: minimumOrderValue.toFixed(2) } : {}),
    };
    // A change of the cities alone has no column to set (an empty SET is an error, not a no-op).
    if (Object.keys(changes).length > 0) await tx.update(suppliers).set(changes).where(eq(suppliers.id, supplierId));
    if (cityIds) {
      const found = cityIds.length
        ? await tx
            .select({ id: cities.id })
            .from(cities)
            .where(and(inArray(cities.id, cityIds), eq(cities.isActive, true)))
        : [];
      if (found.length !== new Set(cityIds).size) {
        throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Cidade desconhecida ou inativa na lista de cidades' });
      }
      await tx.delete(supplierCities).where(eq(supplierCities.supplierId, supplierId));
      if (found.length) await tx.insert(supplierCities).values(found.map((c) => ({ supplierId, cityId: c.id })));
    }
  });
  return getSupplierSettings(db, supplierId);
}
