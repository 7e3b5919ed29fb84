import { asc, eq } from 'drizzle-orm';
import { plans, prices } from '../../db/schema/billing';
import { ensurePlans } from './plan-sync';
import type { stripeClient } from './stripe-client';
import type { Db } from '../platform/db';

/** The plans on offer (synced to the provider first if needed), each with its active prices. */
export async function listPlansWithPrices(db: Db, stripe: () => ReturnType<typeof stripeClient>) {
  await ensurePlans(db, stripe);
  const rows = await db
    .select({ plan: plans, price: prices })
    .from(plans)
    .innerJoin(prices, eq(prices.planId, plans.id))
    .where(eq(plans.archived, false))
    .orderBy(asc(prices.amount), asc(prices.interval));
  const byPlan = new Map<string, { plan: (typeof rows)[number]['plan']; prices: (typeof rows)[number]['price'][] }>();
  for (const row of rows) {
    const entry = byPlan.get(row.plan.id) ?? { plan: row.plan, prices: [] };
    if (row.price.active) entry.prices.push(row.price);
    byPlan.set(row.plan.id, entry);
  }
  return [...byPlan.values()];
}
