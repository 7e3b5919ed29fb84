import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { cities, supplierCities } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import type { DeliveryAddressSnapshot } from '../../db/schema/purchase-orders';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { assertCepInCity } from './cep-ranges';
import type { AddressInput, AddressUpdateInput } from './delivery-addresses.schemas';

const addressNotFound = () => notFound('Endereço de entrega não encontrado');

const withCity = {
  address: deliveryAddresses,
  city: { id: cities.id, name: cities.name, state: cities.state },
};
export type AddressRow = {
  address: typeof deliveryAddresses.$inferSelect;
  city: { id: string; name: string; state: string };
};

/** The organization's addresses, the default first. */
export async function listAddresses(db: Db, organizationId: string): Promise<AddressRow[]> {
  return db
    .select(withCity)
    .from(deliveryAddresses)
    .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
    .where(eq(deliveryAddresses.organizationId, organizationId))
    .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.createdAt));
}

async function getAddress(db: DbOrTx, organizationId: string, id: string): Promise<AddressRow> {
  const [row] = await db
    .select(withCity)
    .from(deliveryAddresses)
    .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.organizationId, organizationId)));
  if (!row) throw addressNotFound();
  return row;
}

async function assertActiveCity(db: DbOrTx, cityId: string) {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.isActive, true)));
  if (!city) throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Cidade não atendida pela plataforma' });
}

/**
 * Serializes the changes of one organization's addresses: two made the default at once would each
 * unset the defaults their statement saw, miss the other's, and meet it on the one-default index.
 * Taken first, so every statement after it sees what the one before committed.
 */
const lockAddressesOf = (tx: DbOrTx, organizationId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`delivery-addresses:${organizationId}`}, 0))`);

/** Only one default: making one the default unsets the others in the same transaction. */
async function clearDefault(tx: DbOrTx, organizationId: string, except: string) {
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(deliveryAddresses.organizationId, organizationId),
        eq(deliveryAddresses.isDefault, true),
        ne(deliveryAddresses.id, except),
      ),
    );
}

/** A new address; the organization's first one is its default. */
export async function createAddress(db: Db, organizationId: string, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockAddressesOf(tx, organizationId);
    await assertActiveCity(tx, input.cityId);
    await assertCepInCity(tx, input.cityId, input.cep);
    const [existing] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.organizationId, organizationId))
      .limit(1);
    const id = crypto.randomUUID();
    const isDefault = input.isDefault ?? !existing;
    if (isDefault) await clearDefault(tx, organizationId, id);
    await tx.insert(deliveryAddresses).values({ ...input, id, organizationId, isDefault });
    return getAddress(tx, organizationId, id);
  });
}

/** Changes what is given; the default can be moved here, never simply unset. */
export async function updateAddress(db: Db, organizationId: string, id: string, input: AddressUpdateInput) {
  return db.transaction(async (tx) => {
    await lockAddressesOf(tx, organizationId);
    const current = await getAddress(tx, organizationId, id);
    if (input.cityId) await assertActiveCity(tx, input.cityId);
    if (input.cityId || input.cep) {
      await assertCepInCity(tx, input.cityId ?? current.city.id, input.cep ?? current.address.cep);
    }
    if (input.isDefault === false && current.address.isDefault) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'Escolha outro endereço como padrão em vez de desmarcar este',
      });
    }
    if (input.isDefault) await clearDefault(tx, organizationId, id);
    await tx.update(deliveryAddresses).set(input).where(eq(deliveryAddresses.id, id));
    return getAddress(tx, organizationId, id);
  });
}

/** Removes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Db, organizationId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockAddressesOf(tx, organizationId);
    const current = await getAddress(tx, organizationId, id);
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    if (!current.address.isDefault) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.organizationId, organizationId))
      .orderBy(asc(deliveryAddresses.createdAt))
      .limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
  });
}

/** What a supplier order keeps of an address (as it was when the order was placed). */
export function addressSnapshot({ address, city }: AddressRow): DeliveryAddressSnapshot {
  return {
    label: address.label,
    cep: address.cep,
    street: address.street,
    number: address.number,
    complement: address.complement,
    district: address.district,
    city: city.name,
    state: city.state,
  };
}

/**
 * The address each checkout group goes to: the one asked for (it must be the organization's), else
 * the organization's default; null when the organization has none yet (delivery "a combinar").
 */
export async function checkoutAddresses(db: DbOrTx, organizationId: string, askedIds: string[]) {
  const rows = await db
    .select(withCity)
    .from(deliveryAddresses)
    .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
    .where(eq(deliveryAddresses.organizationId, organizationId));
  for (const id of askedIds) {
    if (!rows.some((r) => r.address.id === id)) {
      throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Endereço de entrega não encontrado nesta organização' });
    }
  }
  const fallback = rows.find((r) => r.address.isDefault) ?? null;
  return (id?: string) => (id ? rows.find((r) => r.address.id === id)! : fallback);
}

/** The cities each supplier serves (a supplier with none listed serves every city). */
export async function citiesServed(db: DbOrTx, supplierIds: string[]) {
  if (supplierIds.length === 0) return new Map<string, Set<string>>();
  return servedBy(await db.select().from(supplierCities).where(inArray(supplierCities.supplierId, supplierIds)));
}

function servedBy(rows: { supplierId: string; cityId: string }[]) {
  const served = new Map<string, Set<string>>();
  for (const row of rows) {
    served.set(row.supplierId, (served.get(row.supplierId) ?? new Set()).add(row.cityId));
  }
  return served;
}

/**
 * For the cart's warnings: the organization's default address and the cities its suppliers serve, as
 * statements for the caller's batch (`served`: the caller's query of { supplierId, cityId } rows, which
 * knows whose list a supplier follows), and how to read what they return. Without an organization
 * there is nothing to read.
 */
export function defaultDeliveryStatements(
  db: Db,
  organizationId: string | null,
  served: (organizationId: string) => BatchItem<'pg'>,
) {
  const statements: BatchItem<'pg'>[] = organizationId
    ? [
        db
          .select(withCity)
          .from(deliveryAddresses)
          .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
          .where(and(eq(deliveryAddresses.organizationId, organizationId), eq(deliveryAddresses.isDefault, true))),
        served(organizationId),
      ]
    : [];
  return {
    statements,
    read: (results: unknown[]) => {
      const [addresses, served] = results as [AddressRow[] | undefined, { supplierId: string; cityId: string }[]];
      return { address: addresses?.[0] ?? null, served: servedBy(served ?? []) };
    },
  };
}
