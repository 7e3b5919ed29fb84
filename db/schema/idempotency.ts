import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Answers to POSTs sent with an Idempotency-Key: the same key from the same principal gets the
 * first answer again instead of a second change (kept 24 hours).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** "supplier-key:<id>", "user:<id>": keys are per principal. */
    principal: text().notNull(),
    key: text().notNull(),
    /** Method and path: a key reused on another route is refused. */
    route: text().notNull(),
    status: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
