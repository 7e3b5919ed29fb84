import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { suppliers } from './catalogue';
import { users } from './identity';

/** Supplier API keys ("sk_..."): only a SHA-256 hash of the key is kept. */
export const supplierApiKeys = pgTable(
  'supplier_api_keys',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    keyHash: text().notNull().unique(),
    keyPrefix: text().notNull(),
    keyLast4: text().notNull(),
    enabled: boolean().notNull().default(true),
    neverExpires: boolean().notNull().default(false),
    expiresAt: ts(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    lastUsedAt: ts(),
    /** Who made it (a supplier admin or the operator): switched off when they delete their account. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('supplier_api_keys_created_by_idx').on(t.createdBy),
    index('supplier_api_keys_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('supplier_api_keys_supplier_created_idx').on(t.supplierId, t.createdAt.desc().nullsFirst()),
  ],
);

export const supplierApiKeyUsageLogs = pgTable(
  'supplier_api_key_usage_logs',
  {
    /** The queue message id: a redelivered message inserts nothing new. */
    id: uuid().primaryKey(),
    apiKeyId: uuid()
      .notNull()
      .references(() => supplierApiKeys.id, { onDelete: 'cascade' }),
    /** Denormalised from the key so supplier analytics need no join. */
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    method: text().notNull(),
    statusCode: smallint().notNull(),
    responseTime: integer().notNull(),
    ipAddress: text(),
    userAgent: text(),
    requestSize: integer(),
    responseSize: integer(),
    requestBody: jsonb(),
    queryParams: jsonb(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('usage_logs_key_created_idx').on(t.apiKeyId, t.createdAt.desc().nullsFirst()),
    index('usage_logs_supplier_created_idx').on(t.supplierId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Per key, UTC day and endpoint: what the day series and endpoint tables read. */
export const supplierApiUsageDaily = pgTable(
  'supplier_api_usage_daily',
  {
    apiKeyId: uuid()
      .notNull()
      .references(() => supplierApiKeys.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    endpoint: text().notNull(),
    requests: integer().notNull().default(0),
    successRequests: integer().notNull().default(0),
    errorRequests: integer().notNull().default(0),
    totalResponseTime: bigint({ mode: 'number' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.day, t.endpoint] }),
    index('usage_daily_supplier_day_idx').on(t.supplierId, t.day),
  ],
);
