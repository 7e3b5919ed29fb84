import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { customers, plans, prices, subscriptions } from '../../db/schema/billing';
import { config } from '../platform/env';
import { ensurePlans } from '../billing/plan-sync';
import { stripeClient, webCrypto } from '../billing/stripe-client';
import { call, withDb } from './tenant';

export const standinUrl = () => (env as unknown as { TEST_STRIPE_STANDIN_URL: string }).TEST_STRIPE_STANDIN_URL;
export const testStripe = () => stripeClient(config(env));

/** Plans exist here and at the stand-in (what the first billing call would do). */
export const syncedPlans = () => withDb((db) => ensurePlans(db, testStripe));

export async function priceRow(slug: string) {
  await syncedPlans();
  return withDb(async (db) => (await db.select().from(prices).where(eq(prices.slug, slug)))[0]!);
}

/**
 * A paid subscription written straight to the database (no provider side):
 * for tests that need room under a plan's limits, e.g. seats for invitations.
 */
export async function grantPro(organizationId: string, seats = 10): Promise<void> {
  const price = await priceRow('pro-month');
  await withDb(async (db) => {
    const [customer] = await db
      .insert(customers)
      .values({ organizationId })
      .onConflictDoUpdate({ target: customers.organizationId, set: { organizationId } })
      .returning({ id: customers.id });
    await db
      .insert(subscriptions)
      .values({ customerId: customer!.id, priceId: price.id, quantity: seats, status: 'active' });
  });
}

/** Signs a payload the way Stripe does (t=…,v1=…) with the given secret. */
export async function signatureFor(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): Promise<string> {
  return new Stripe('sk_test_signing').webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET!,
    timestamp: options.timestamp,
    cryptoProvider: await webCrypto(),
  });
}

export async function postWebhook(payload: string, signature?: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature ?? (await signatureFor(payload));
  return call('POST', '/billing/webhook', { rawBody: payload, headers });
}

/** Forwards the stand-in's events about a customer to the worker, in order (what `stripe listen --forward-to` does). */
export async function forwardEvents(providerCustomerId: string, after?: string): Promise<string | undefined> {
  const res = await fetch(`${standinUrl()}/__standin/events?customer=${encodeURIComponent(providerCustomerId)}`);
  const { data } = (await res.json()) as { data: { id: string }[] };
  const start = after ? data.findIndex((e) => e.id === after) + 1 : 0;
  for (const event of data.slice(start)) {
    const answer = await postWebhook(JSON.stringify(event));
    if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
  }
  return data.at(-1)?.id ?? after;
}

export async function customerOf(organizationId: string) {
  return withDb(
    async (db) => (await db.select().from(customers).where(eq(customers.organizationId, organizationId)))[0],
  );
}

export async function subscriptionsOf(organizationId: string) {
  return withDb((db) =>
    db
      .select({
        status: subscriptions.status,
        plan: plans.slug,
        providerId: subscriptions.providerId,
        quantity: subscriptions.quantity,
      })
      .from(subscriptions)
      .innerJoin(
        customers,
        and(eq(customers.id, subscriptions.customerId), eq(customers.organizationId, organizationId)),
      )
      .innerJoin(prices, eq(prices.id, subscriptions.priceId))
      .innerJoin(plans, eq(plans.id, prices.planId)),
  );
}
