import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Fixed-window counters for brute-force limits (per account, per IP), counted in Postgres. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    windowStart: ts().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
