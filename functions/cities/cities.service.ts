import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { cities } from '../../db/schema/catalogue';
import type { AuditChanges } from '../../db/schema/audit';
import { auditInsert, type AuditActor } from '../platform/audit-log';
import { ibgeCodeMatchesUf } from '../platform/brazilian-states';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern, offsetOf } from '../platform/pagination';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/pg-errors';
import { CITY_MESSAGES, type CityListQuery, type CreateCityInput, type UpdateCityInput } from './cities.schemas';

type CityRow = typeof cities.$inferSelect;

const cityNotFound = () => notFound('Cidade não encontrada');
const nameTaken = (name: string, state: string) =>
  new ApiError({ code: 'CONFLICT', message: `${name}/${state} já está cadastrada` });
const codeTaken = (code: string) =>
  new ApiError({ code: 'CONFLICT', message: `O código IBGE ${code} já é de outra cidade` });
const codeOutsideUf = (state: string) =>
  new ApiError({
    code: 'VALIDATION_ERROR',
    message: CITY_MESSAGES.codeOutsideUf(state),
    details: [{ path: 'ibgeCode', message: CITY_MESSAGES.codeOutsideUf(state) }],
  });
const inUse = (name: string, state: string) =>
  new ApiError({
    code: 'CONFLICT',
    message: `${name}/${state} é atendida por fornecedores ou é o endereço de entrega de organizações: desative-a em vez de excluir`,
  });

/**
 * How many suppliers serve each city and how many organizations have a delivery address in it. Spelled
 * out with aliases: a one-table select leaves drizzle's columns unqualified, and inside the subquery
 * "id" would be the address's own.
 */
const supplierCount = sql<number>`(select count(*)::int from supplier_cities sc where sc.city_id = "cities"."id")`;
const organizationCount = sql<number>`(select count(distinct da.organization_id)::int from delivery_addresses da where da.city_id = "cities"."id")`;

const withUse = { city: cities, supplierCount, organizationCount };

function listFilter(query: Pick<CityListQuery, 'search' | 'status'>): SQL | undefined {
  const term = query.search?.trim();
  const status = query.status ? eq(cities.isActive, query.status === 'active') : undefined;
  if (!term) return status;
  // A UF or a code is matched whole; any part of the name matches.
  const found = or(
    ilike(cities.name, containsPattern(term)),
    eq(cities.state, term.toUpperCase()),
    eq(cities.ibgeCode, term),
  );
  return and(found, status);
}

/** Every city, active or not, by UF then name, with its suppliers and organizations counted. */
export async function listCities(db: Db, query: CityListQuery) {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(withUse)
      .from(cities)
      .where(where)
      .orderBy(asc(cities.state), asc(cities.name))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(cities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CityWithUse = Awaited<ReturnType<typeof listCities>>['rows'][number];

async function cityWithUse(db: Db, id: string): Promise<CityWithUse> {
  const [row] = await db.select(withUse).from(cities).where(eq(cities.id, id));
  if (!row) throw cityNotFound();
  return row;
}

/** The constraint a write hit, as the operator reads it. */
function conflictOf(error: unknown, city: Pick<CityRow, 'name' | 'state' | 'ibgeCode'>): unknown {
  if (isUniqueViolation(error, 'cities_name_state_country_key')) return nameTaken(city.name, city.state);
  if (isUniqueViolation(error, 'cities_ibge_code_key')) return codeTaken(city.ibgeCode ?? '');
  return error;
}

const auditCity = (
  tx: Db,
  actor: AuditActor,
  action: 'city.created' | 'city.updated' | 'city.deleted',
  city: Pick<CityRow, 'id' | 'name' | 'state'>,
  changes: AuditChanges,
) =>
  // Cities belong to no organization: the platform's log.
  auditInsert(tx, {
    organizationId: null,
    actor,
    action,
    target: { type: 'city', id: city.id, label: `${city.name}/${city.state}` },
    changes,
  });

export async function createCity(db: Db, input: CreateCityInput, actor: AuditActor) {
  try {
    const id = await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(cities).values(input).returning();
      await auditCity(tx, actor, 'city.created', row!, {
        name: { after: row!.name },
        state: { after: row!.state },
        ibgeCode: { after: row!.ibgeCode },
      });
      return row!.id;
    });
    return cityWithUse(db, id);
  } catch (error) {
    throw conflictOf(error, input);
  }
}

/** Before and after of each field the update changes. */
function changesOf(before: CityRow, after: CityRow): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of ['name', 'state', 'ibgeCode', 'isActive'] as const) {
    if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  }
  return changes;
}

/** Only what is sent changes; the code must stay of the city's UF, whichever of the two moved. */
export async function updateCity(db: Db, id: string, input: UpdateCityInput, actor: AuditActor) {
  let merged: Pick<CityRow, 'name' | 'state' | 'ibgeCode'> | undefined;
  try {
    await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
      if (!before) throw cityNotFound();
      merged = { ...before, ...input };
      if (merged.ibgeCode && !ibgeCodeMatchesUf(merged.ibgeCode, merged.state)) throw codeOutsideUf(merged.state);
      const [after] = await tx
        .update(cities)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(cities.id, id))
        .returning();
      const changes = changesOf(before, after!);
      if (Object.keys(changes).length > 0) await auditCity(tx, actor, 'city.updated', after!, changes);
    });
  } catch (error) {
    throw merged ? conflictOf(error, merged) : error;
  }
  return cityWithUse(db, id);
}

/** Only a city nobody uses: a supplier serving it or an address in it refuses (409), deactivating is the way. */
export async function deleteCity(db: Db, id: string, actor: AuditActor) {
  const [city] = await db.select().from(cities).where(eq(cities.id, id));
  if (!city) throw cityNotFound();
  try {
    await inTransaction(db, async (tx) => {
      const [gone] = await tx.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
      if (!gone) throw cityNotFound();
      await auditCity(tx, actor, 'city.deleted', city, {
        name: { before: city.name, after: null },
        state: { before: city.state, after: null },
        ibgeCode: { before: city.ibgeCode, after: null },
      });
    });
  } catch (error) {
    // The foreign keys (ON DELETE RESTRICT) are the check: no window between counting and deleting.
    if (isForeignKeyViolation(error)) throw inUse(city.name, city.state);
    throw error;
  }
}
