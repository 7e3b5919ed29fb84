import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type Stripe from 'stripe';
import { customers, prices, subscriptions } from '../schema/billing';
import { organizations } from '../schema/organizations';
import { syncPlans } from '../../functions/billing/plan-sync';
import { subscriptionValues } from '../../functions/billing/provider-subscription';
import type { Db } from '../../functions/platform/db';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-data';

/** Seats of the demo restaurant's Pro plan: its three demo logins and room to invite. */
export const DEMO_PRO_SEATS = 10;

/**
 * The demo restaurant is on Pro (so its owner and admin can invite people
 * right away); the bakery stays on Free (so the upgrade can be tried): it is
 * a customer already, with its trial of Pro long over (decision 0056), so its
 * first billing call does not start one. Runs against the local Stripe
 * stand-in only; skipped once done.
 */
export async function seedDemoBilling(db: NodePgDatabase, stripe: Stripe): Promise<boolean> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_ORGANIZATIONS.restaurant.slug));
  if (!org) return false;
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.organizationId, org.id));
  if (existing) return false;
  // The same code the worker runs: node-postgres and the Neon driver share drizzle's query API.
  await syncPlans(db as unknown as Db, stripe);
  const [price] = await db.select().from(prices).where(eq(prices.slug, 'pro-month'));
  const providerCustomer = await stripe.customers.create(
    { name: org.name, email: DEMO_USERS.owner.email, metadata: { referenceId: org.id } },
    { idempotencyKey: `customer-${org.id}` },
  );
  const providerSub = await stripe.subscriptions.create(
    {
      customer: providerCustomer.id,
      items: [{ price: price!.providerId!, quantity: DEMO_PRO_SEATS }],
      metadata: { referenceId: org.id },
    },
    { idempotencyKey: `demo-pro-${org.id}` },
  );
  await seedBakeryCustomer(db, stripe);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        organizationId: org.id,
        providerId: providerCustomer.id,
        name: org.name,
        email: DEMO_USERS.owner.email,
      })
      .returning({ id: customers.id });
    await tx.insert(subscriptions).values({
      customerId: customer!.id,
      priceId: price!.id,
      ...subscriptionValues(providerSub),
      providerUpdatedAt: new Date(providerSub.created * 1000),
    });
  });
  return true;
}

/** The bakery as a customer without a subscription: on the default plan, Free, with no trial to start. */
async function seedBakeryCustomer(db: NodePgDatabase, stripe: Stripe): Promise<void> {
  const [bakery] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_ORGANIZATIONS.bakery.slug));
  if (!bakery) return;
  const providerCustomer = await stripe.customers.create(
    { name: bakery.name, email: DEMO_USERS.bakery.email, metadata: { referenceId: bakery.id } },
    { idempotencyKey: `customer-${bakery.id}` },
  );
  await db
    .insert(customers)
    .values({
      organizationId: bakery.id,
      providerId: providerCustomer.id,
      name: bakery.name,
      email: DEMO_USERS.bakery.email,
    })
    .onConflictDoNothing();
}
