import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { FEATURES, planBySlug, type FeatureSlug } from './plans';
import { stripeClient } from './stripe-client';
import { listPlansWithPrices } from './plan.service';
import { area, doc } from '../platform/describe';

export const planRoutes = new Hono<AppEnv>()
  .use(area('Planos'))
  // GET /plan — the plans on offer with their prices and features (public)
  .get('/', doc('plan', 'GET /'), async (c) => {
    const offered = await listPlansWithPrices(c.var.db, () => stripeClient(c.var.config));
    const data = offered.map(({ plan, prices: planPrices }) => ({
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
