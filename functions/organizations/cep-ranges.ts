import { and, desc, eq, lte } from 'drizzle-orm';
import { cepRanges } from '../../db/schema/cep-ranges';
import { cities } from '../../db/schema/catalogue';
import type { DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';

/** The city a CEP is in, by the Correios' ranges; `served` is the platform's city when it serves it. */
export type CityOfCep = {
  name: string;
  state: string;
  served: { id: string; name: string; state: string } | null;
};

/** "01310100" → "01310-100", as a person reads a CEP. */
export const formatCep = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/** The range a served city and its ranges meet on: the same name and UF, in Brazil. */
const rangeOfCity = and(
  eq(cities.country, 'BR'),
  eq(cities.state, cepRanges.state),
  eq(cities.name, cepRanges.cityName),
);

/**
 * The city of an eight-digit CEP, offline: the last range starting at or before it (one index probe on
 * the primary key), if it reaches the CEP; null when no range holds it.
 */
export async function cityOfCep(db: DbOrTx, cep: string): Promise<CityOfCep | null> {
  const value = Number(cep);
  const range = db
    .select()
    .from(cepRanges)
    .where(lte(cepRanges.first, value))
    .orderBy(desc(cepRanges.first))
    .limit(1)
    .as('range');
  const [row] = await db
    .select({ last: range.last, name: range.cityName, state: range.state, id: cities.id })
    .from(range)
    .leftJoin(
      cities,
      and(
        eq(cities.country, 'BR'),
        eq(cities.state, range.state),
        eq(cities.name, range.cityName),
        eq(cities.isActive, true),
      ),
    );
  if (!row || row.last < value) return null;
  return {
    name: row.name,
    state: row.state,
    served: row.id ? { id: row.id, name: row.name, state: row.state } : null,
  };
}

/**
 * An address's CEP must be in its city when the ranges know that city (a São Paulo CEP filed under
 * Campinas would send the goods to the wrong city); a city without ranges takes any CEP.
 */
export async function assertCepInCity(db: DbOrTx, cityId: string, cep: string) {
  const ranges = await db
    .select({ first: cepRanges.first, last: cepRanges.last, name: cities.name, state: cities.state })
    .from(cities)
    .innerJoin(cepRanges, rangeOfCity)
    .where(eq(cities.id, cityId));
  const value = Number(cep);
  if (ranges.length === 0 || ranges.some((r) => r.first <= value && value <= r.last)) return;
  const { name, state } = ranges[0]!;
  throw new ApiError({
    code: 'VALIDATION_ERROR',
    message: 'Dados inválidos',
    details: [{ path: 'cep', message: `O CEP ${formatCep(cep)} não é de ${name}/${state}` }],
  });
}
