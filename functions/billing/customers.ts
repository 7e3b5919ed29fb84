import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { customers, plans, prices, subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/identity';
import { members, organizations } from '../../db/schema/organizations';
import type { Db } from '../platform/db';
import { ApiError } from '../platform/errors';
import { ensurePlans } from './plan-sync';
import { assertDefaultPlanAllowed, TRIAL } from './plans';
import { subscriptionValues } from './provider-subscription';

export type CustomerRow = typeof customers.$inferSelect;

const customerNotFound = () => new ApiError({ code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });

/**
 * The organization's customer at the provider, created on first need (when
 * the organization is created, through the queue, or lazily by a billing
 * call). Every provider write carries an idempotency key derived from the
 * organization, so racing callers end with one customer and one trial.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, organizationId: string): Promise<CustomerRow> {
  if (!organizationId) throw new ApiError({ code: 'BAD_REQUEST', message: 'Customer referenceId is required' });
  const [existing] = await db.select().from(customers).where(eq(customers.organizationId, organizationId));
  if (existing?.providerId) return existing;

  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, ownerEmail: users.email })
    .from(organizations)
    .leftJoin(members, and(eq(members.organizationId, organizations.id), eq(members.role, 'owner')))
    .leftJoin(users, eq(users.id, members.userId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) throw customerNotFound();

  // Find by referenceId first: a customer may exist at the provider from an earlier, interrupted attempt.
  const found = await stripe.customers.search({ query: `metadata['referenceId']:'${organizationId}'`, limit: 1 });
  const providerCustomer =
    found.data[0] ??
    (await stripe.customers.create(
      { name: org.name, email: org.ownerEmail ?? undefined, metadata: { referenceId: organizationId } },
      { idempotencyKey: `customer-${organizationId}` },
    ));
  // Racing callers insert the same row: DO NOTHING covers a clash on either unique key (organization
  // or provider id), where ON CONFLICT on one of them would still fail on the other.
  await db
    .insert(customers)
    .values({ organizationId, providerId: providerCustomer.id, name: org.name, email: org.ownerEmail })
    .onConflictDoNothing();
  // A row left without its provider id (the customer was deleted at the provider) takes the new one.
  await db
    .update(customers)
    .set({ providerId: providerCustomer.id, updatedAt: sql`now()` })
    .where(and(eq(customers.organizationId, organizationId), isNull(customers.providerId)));
  const [row] = await db.select().from(customers).where(eq(customers.organizationId, organizationId));
  await startTrial(db, stripe, row!);
  return row!;
}

/**
 * With the trial on, a new customer starts a trial of Pro (monthly price, TRIAL.seats people), not of
 * the default plan as the specification has it (decision 0056). Nobody enters a card for it, so the
 * provider is told to cancel it at its end rather than bill; the organization is then on the default plan.
 */
async function startTrial(db: Db, stripe: Stripe, customer: CustomerRow): Promise<void> {
  assertDefaultPlanAllowed();
  if (!TRIAL.enabled) return;
  const [any] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customer.id))
    .limit(1);
  if (any) return;
  await ensurePlans(db, () => stripe);
  const [price] = await db
    .select()
    .from(prices)
    .innerJoin(plans, eq(plans.id, prices.planId))
    .where(and(eq(plans.slug, TRIAL.plan), eq(prices.interval, 'month'), eq(prices.active, true)))
    .limit(1);
  if (!price) throw new ApiError({ code: 'PRICE_NOT_FOUND', message: 'Preço não encontrado' });
  if (!price.prices.providerId)
    throw new ApiError({ code: 'PRICE_PROVIDER_ID_MISSING', message: 'Price provider id missing' });
  const created = await stripe.subscriptions.create(
    {
      customer: customer.providerId!,
      items: [{ price: price.prices.providerId, quantity: TRIAL.seats }],
      trial_period_days: TRIAL.days,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      metadata: { referenceId: customer.organizationId },
    },
    { idempotencyKey: `trial-${customer.organizationId}` },
  );
  await db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      priceId: price.prices.id,
      trialDays: TRIAL.days,
      ...subscriptionValues(created),
      providerUpdatedAt: new Date(created.created * 1000),
    })
    .onConflictDoNothing({ target: subscriptions.providerId });
}
