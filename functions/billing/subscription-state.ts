import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { customers, plans, prices, subscriptions } from '../../db/schema/billing';
import type { DbOrTx } from '../platform/db';
import { DEFAULT_PLAN_SLUG, LIVE_STATUSES, planBySlug, type PlanDefinition } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

export interface EffectivePlan {
  plan: PlanDefinition;
  /** The live subscription the plan comes from; none means the default (free) plan. */
  subscription: SubscriptionRow | null;
  price: PriceRow | null;
}

/**
 * The organization's plan: its live subscription (the most expensive one
 * while a change is in flight), or the default plan when it has none.
 */
export async function effectivePlan(db: DbOrTx, organizationId: string): Promise<EffectivePlan> {
  const [row] = await db
    .select({ subscription: subscriptions, price: prices, planSlug: plans.slug })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .innerJoin(plans, eq(plans.id, prices.planId))
    .where(and(eq(customers.organizationId, organizationId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(prices.amount), desc(subscriptions.createdAt))
    .limit(1);
  const plan = (row && planBySlug(row.planSlug)) ?? planBySlug(DEFAULT_PLAN_SLUG)!;
  return { plan, subscription: row ? row.subscription : null, price: row ? row.price : null };
}

export const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** When the organization's trial of Pro ends, or null when it is not trying Pro (for the screens). */
export async function trialEndOf(db: DbOrTx, organizationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.trialEndsAt })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .where(
      and(eq(customers.organizationId, organizationId), eq(subscriptions.status, 'trialing'), gt(prices.amount, 0)),
    )
    .limit(1);
  return row?.endsAt ?? null;
}
