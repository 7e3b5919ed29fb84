import { and, eq, notInArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { plans, prices } from '../../db/schema/billing';
import type { Db } from '../platform/db';
import { PLANS, PLANS_VERSION, type PlanDefinition } from './plans';

/** Provider product ids are ours (Stripe accepts custom ids), so every upsert is keyed by slug. */
export const productIdFor = (slug: string) => `abastece_plan_${slug}`;

const isMissing = (error: unknown) =>
  (error as { statusCode?: number; code?: string }).statusCode === 404 ||
  (error as { code?: string }).code === 'resource_missing';

async function upsertProduct(stripe: Stripe, plan: PlanDefinition): Promise<Stripe.Product> {
  const id = productIdFor(plan.slug);
  const fields = {
    name: plan.name,
    description: plan.description,
    active: true,
    metadata: { slug: plan.slug, version: PLANS_VERSION },
  };
  try {
    await stripe.products.retrieve(id);
    return await stripe.products.update(id, fields);
  } catch (error) {
    if (!isMissing(error)) throw error;
    return stripe.products.create({ id, ...fields }, { idempotencyKey: `product-${id}-${PLANS_VERSION}` });
  }
}

/**
 * A price with identical amount, currency, interval and interval count is
 * reused; a new one is created otherwise; every other active price of the
 * product is archived.
 */
async function upsertPrices(
  stripe: Stripe,
  productId: string,
  plan: PlanDefinition,
): Promise<Map<string, Stripe.Price>> {
  const existing = await stripe.prices.list({ product: productId, active: true, limit: 100 });
  const chosen = new Map<string, Stripe.Price>();
  for (const wanted of plan.prices) {
    const same = existing.data.find(
      (p) =>
        p.unit_amount === wanted.amount &&
        p.currency.toLowerCase() === wanted.currency.toLowerCase() &&
        p.recurring?.interval === wanted.interval &&
        (p.recurring?.interval_count ?? 1) === wanted.intervalCount,
    );
    const price =
      same ??
      (await stripe.prices.create(
        {
          product: productId,
          unit_amount: wanted.amount,
          currency: wanted.currency.toLowerCase(),
          recurring: { interval: wanted.interval, interval_count: wanted.intervalCount },
          lookup_key: wanted.slug,
          transfer_lookup_key: true,
          metadata: { slug: wanted.slug },
        },
        {
          idempotencyKey: `price-${wanted.slug}-${wanted.amount}-${wanted.currency}-${wanted.interval}-${wanted.intervalCount}`,
        },
      ));
    chosen.set(wanted.slug, price);
  }
  const keep = new Set([...chosen.values()].map((p) => p.id));
  for (const stale of existing.data.filter((p) => !keep.has(p.id)))
    await stripe.prices.update(stale.id, { active: false });
  return chosen;
}

/** Pushes PLANS to the provider, then records the provider ids here. Safe to run again at any time. */
export async function syncPlans(db: Db, stripe: Stripe): Promise<void> {
  for (const plan of PLANS) {
    const product = await upsertProduct(stripe, plan);
    const providerPrices = await upsertPrices(stripe, product.id, plan);
    await db.transaction(async (tx) => {
      // Two first callers (two isolates after a deploy, two requests) both find the plans missing: the
      // second waits here for the first to commit, then its upsert meets the row by slug. Without it
      // the second insert hit the provider id's unique index, which `on conflict (slug)` does not cover.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('plan-sync', 0))`);
      const metadata = { features: plan.features, version: PLANS_VERSION };
      const [row] = await tx
        .insert(plans)
        .values({
          slug: plan.slug,
          name: plan.name,
          description: plan.description,
          metadata,
          providerId: product.id,
          archived: false,
        })
        .onConflictDoUpdate({
          target: plans.slug,
          set: {
            name: plan.name,
            description: plan.description,
            metadata,
            providerId: product.id,
            archived: false,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: plans.id });
      for (const price of plan.prices) {
        const values = {
          amount: price.amount,
          currency: price.currency,
          interval: price.interval,
          intervalCount: price.intervalCount,
          providerId: providerPrices.get(price.slug)!.id,
          active: true,
        };
        await tx
          .insert(prices)
          .values({ planId: row!.id, slug: price.slug, ...values })
          .onConflictDoUpdate({ target: prices.slug, set: { ...values, updatedAt: sql`now()` } });
      }
      const slugs = plan.prices.map((p) => p.slug);
      await tx
        .update(prices)
        .set({ active: false })
        .where(and(eq(prices.planId, row!.id), notInArray(prices.slug, slugs)));
    });
  }
  const current = PLANS.map((p) => p.slug);
  await db.update(plans).set({ archived: true }).where(notInArray(plans.slug, current));
}

/** One cheap query on the hot path; a provider round trip only when the code's plans changed. */
export async function ensurePlans(db: Db, stripe: () => Stripe | Promise<Stripe>): Promise<void> {
  const [row] = await db
    .select({ synced: sql<number>`count(*)::int` })
    .from(plans)
    .where(
      and(
        eq(plans.archived, false),
        sql`${plans.providerId} is not null`,
        sql`${plans.metadata}->>'version' = ${PLANS_VERSION}`,
      ),
    );
  if ((row?.synced ?? 0) < PLANS.length) await syncPlans(db, await stripe());
}
