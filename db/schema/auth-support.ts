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

/** One row per e-mail job: a redelivered queue message never sends twice. */
export const emailDeliveries = pgTable('email_deliveries', {
  /** The e-mail job's id (not the queue's message id, which changes on re-send). */
  id: text().primaryKey(),
  template: text().notNull(),
  recipient: text().notNull(),
  status: text().$type<'sending' | 'sent'>().notNull(),
  claimedAt: ts().notNull().defaultNow(),
  sentAt: ts(),
});
