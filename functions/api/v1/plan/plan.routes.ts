import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plans, prices } from '../../../../db/schema/billing';
import type { AppEnv } from '../../../app-env';
import { ensurePlans } from '../../../billing/plan-sync';
import { FEATURES, planBySlug, type FeatureSlug } from '../../../billing/plans';
import { stripeClient } from '../../../billing/stripe-client';

export const planRoutes = new Hono<AppEnv>()
  // GET /plan — the plans on offer with their prices and features (public)
  .get('/', async (c) => {
    await ensurePlans(c.var.db, () => stripeClient(c.var.config));
    const rows = await c.var.db
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
    const data = [...byPlan.values()].map(({ plan, prices: planPrices }) => ({
      id: plan.id,
      slug: plan.slug,
      name: plan.name,
      description: plan.description,
      features: Object.entries(planBySlug(plan.slug)?.features ?? plan.metadata.features ?? {}).map(
        ([slug, feature]) => ({
          slug,
          name: FEATURES[slug as FeatureSlug]?.name ?? slug,
          limit: feature.limit ?? null,
          enabled: feature.enabled ?? true,
          cycle: feature.cycle ?? null,
        }),
      ),
      prices: planPrices.map((p) => ({
        id: p.id,
        slug: p.slug,
        amount: p.amount,
        currency: p.currency,
        interval: p.interval,
        intervalCount: p.intervalCount,
      })),
    }));
    return c.json({ data });
  });
