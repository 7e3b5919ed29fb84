import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { billingInterval, subscriptionStatus } from './enums';
import { organizations } from './organizations';

export interface PlanMetadata {
  features?: Record<string, { limit?: number; enabled?: boolean; cycle?: 'day' | 'week' | 'month' | 'year' }>;
  [key: string]: unknown;
}

export const plans = pgTable('plans', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  metadata: jsonb().$type<PlanMetadata>().notNull().default({}),
  providerId: text().unique(),
  archived: boolean().notNull().default(false),
  ...timestamps,
});

export const prices = pgTable(
  'prices',
  {
    id: id(),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    /** Minor units (centavos). */
    amount: integer().notNull(),
    currency: text().notNull().default('BRL'),
    interval: billingInterval().notNull().default('month'),
    intervalCount: integer().notNull().default(1),
    providerId: text().unique(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('prices_plan_idx').on(t.planId),
    check('prices_amount_nonnegative', sql`${t.amount} >= 0`),
    check('prices_interval_count_positive', sql`${t.intervalCount} >= 1`),
  ],
);

export const customers = pgTable('customers', {
  id: id(),
  /** The referenceId: one customer per organization. */
  organizationId: uuid()
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  providerId: text().unique(),
  name: text(),
  email: text(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    priceId: uuid()
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    quantity: integer().notNull().default(1),
    trialDays: integer(),
    trialEndsAt: ts(),
    /** When the owner and the people a trial's end would remove were told, the day before (once). */
    trialNoticeSentAt: ts(),
    status: subscriptionStatus().notNull().default('active'),
    providerId: text().unique(),
    billingCycleAnchor: ts(),
    prorationBehavior: text(),
    currentPeriodStart: ts(),
    currentPeriodEnd: ts(),
    cancelAt: ts(),
    canceledAt: ts(),
    /** Provider's event time of the last applied change: older events never overwrite newer state. */
    providerUpdatedAt: ts(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId),
    check('subscriptions_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Per organization and feature: the cycle window that usage is counted in. */
export const featureUsages = pgTable(
  'feature_usages',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    cycle: billingInterval().notNull(),
    /** Cycles are counted from here (anchor + n cycles), so months never drift (31 Jan -> 28 Feb -> 31 Mar). */
    anchorAt: ts().notNull().defaultNow(),
    cycleIndex: integer().notNull().default(0),
    lastReset: ts().notNull().defaultNow(),
    nextReset: ts().notNull(),
    /** When the quota-exceeded e-mail went out in this cycle (once per cycle). */
    quotaNotifiedAt: ts(),
    ...timestamps,
  },
  (t) => [
    unique('feature_usages_org_slug_key').on(t.organizationId, t.slug),
    index('feature_usages_next_reset_idx').on(t.nextReset),
  ],
);

/**
 * Payment-provider webhook events already applied (idempotency by event id,
 * written in the transaction that applies the event), and refused deliveries
 * (status "invalid", with the reason) for inspection.
 */
export const paymentProviderEvents = pgTable('payment_provider_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  status: text().$type<'processed' | 'ignored' | 'invalid'>().notNull().default('processed'),
  error: text(),
  processedAt: ts().notNull().defaultNow(),
});
