import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './catalogue';
import { id, timestamps, ts } from './columns';
import { webhookDeliveryStatus } from './enums';
import { organizations } from './organizations';

export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Provider slug from the integration catalogue, e.g. "slack". */
    provider: text().notNull(),
    enabled: boolean().notNull().default(true),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    webhook: text(),
    ...timestamps,
  },
  (t) => [unique('integrations_org_provider_key').on(t.organizationId, t.provider)],
);

export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    /** Whose endpoint it is: a buyer organization's or a supplier's (exactly one). */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** Signing secret, encrypted at rest (platform/secret-box: it is needed in clear to sign); revealed only by its own route. */
    secret: text().notNull(),
    events: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    consecutiveFailures: integer().notNull().default(0),
    disabledAt: ts(),
    ...timestamps,
  },
  (t) => [
    index('webhooks_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
    index('webhooks_supplier_created_idx')
      .on(t.supplierId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.supplierId} IS NOT NULL`),
    check('webhooks_one_owner', sql`num_nonnulls(${t.organizationId}, ${t.supplierId}) = 1`),
  ],
);

/** One event sent (or to be sent) to one webhook. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The webhook-id header value: stable across retries. */
    messageId: text().notNull().unique(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    status: webhookDeliveryStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts(),
    ...timestamps,
  },
  (t) => [index('webhook_deliveries_webhook_created_idx').on(t.webhookId, t.createdAt.desc().nullsFirst())],
);

export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: id(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    succeeded: boolean().notNull(),
    responseStatus: integer(),
    durationMs: integer().notNull(),
    error: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [unique('webhook_delivery_attempts_delivery_attempt_key').on(t.deliveryId, t.attempt)],
);
