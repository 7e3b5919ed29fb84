import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The Correios' CEP ranges of a city ("faixas de CEP por localidade"): which city a CEP is in, known
 * offline, so an address's city never waits on a lookup service. Keyed by the city's name and UF, not
 * its id: the ranges are reference data that ship with the migrations, and a city the operator serves
 * (cities) picks up its ranges by name. Ranges never overlap (the Correios assign each CEP once).
 */
export const cepRanges = pgTable(
  'cep_ranges',
  {
    /** First CEP of the range as a number: 01000-000 → 1000000. */
    first: integer().primaryKey(),
    /** Last CEP of the range, included. */
    last: integer().notNull(),
    cityName: text().notNull(),
    /** UF, e.g. "SP". */
    state: text().notNull(),
  },
  (t) => [
    check('cep_ranges_bounds', sql`0 <= ${t.first} and ${t.first} <= ${t.last} and ${t.last} <= 99999999`),
    index('cep_ranges_city_idx').on(t.state, t.cityName),
  ],
);
