import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { customers, paymentProviderEvents, plans, prices, subscriptions } from '../../db/schema/billing';
import { recordAudit, SYSTEM_ACTOR } from '../platform/audit-log';
import type { Db, Tx } from '../platform/db';
import { LIVE_STATUSES } from './plans';
import { providerCustomerId, providerPriceId, subscriptionValues } from './provider-subscription';
import { effectivePlan, isLive, type EffectivePlan } from './subscription-state';

type Email =
  | { template: 'billing-plan-upgrade' | 'billing-plan-downgrade'; planName: string }
  | { template: 'notification'; title: string; message: string };

/** What applying an event leaves to do after its transaction commits. */
export interface EventOutcome {
  status: 'processed' | 'ignored' | 'duplicate';
  organizationId?: string;
  emails: Email[];
  /** Provider subscriptions to cancel now that a paid one replaced them. */
  cancelAtProvider: string[];
  /** The trial ended unpaid: the organization is back on the default plan, with more people than it holds. */
  trialEnded?: boolean;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
]);
const CUSTOMER_EVENTS = new Set(['customer.created', 'customer.updated', 'customer.deleted']);
/** The provider's products are our plans. */
const PRODUCT_EVENTS = new Set(['product.created', 'product.updated', 'product.deleted']);
const PRICE_EVENTS = new Set(['price.created', 'price.updated', 'price.deleted']);

async function orgByProviderCustomer(tx: Tx, providerCustomer: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.providerId, providerCustomer));
  return row ?? null;
}

/**
 * Applies one subscription event. Events can arrive in any order: the
 * event's time is the state's version, an older event never overwrites a
 * newer state, a tie is settled by fetching the subscription again, and
 * canceled is final (the provider never revives a canceled subscription).
 */
async function applySubscription(tx: Tx, stripe: Stripe, event: Stripe.Event, outcome: EventOutcome): Promise<void> {
  let sub = event.data.object as Stripe.Subscription;
  const customer = await orgByProviderCustomer(tx, providerCustomerId(sub));
  if (!customer) return void (outcome.status = 'ignored');
  outcome.organizationId = customer.organizationId;
  const version = new Date(event.created * 1000);

  // Stripe sends this three days before a trial ends, which for the three-day trial of Pro is the
  // moment it starts: the hourly notice (trial-seats.ts) tells the owner and whoever would leave, the
  // day before.
  if (event.type === 'customer.subscription.trial_will_end') return void (outcome.status = 'ignored');

  // Two events of a subscription not yet stored (created and updated, delivered at once) would both
  // find no row to lock and both insert it: one waits for the other here, per customer (a paid one
  // going live also cancels the customer's free one).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscriptions:${customer.id}`}, 0))`);
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.providerId, sub.id)).for('update');
  if (existing?.status === 'canceled') return;
  if (existing?.providerUpdatedAt && event.type !== 'customer.subscription.deleted') {
    const stored = existing.providerUpdatedAt.getTime();
    if (version.getTime() < stored) return;
    if (version.getTime() === stored) sub = await stripe.subscriptions.retrieve(sub.id);
  }
  const providerPrice = providerPriceId(sub);
  const [price] = providerPrice ? await tx.select().from(prices).where(eq(prices.providerId, providerPrice)) : [];
  if (!price) return void (outcome.status = 'ignored');

  const before = await effectivePlan(tx, customer.organizationId);
  const values = {
    ...subscriptionValues(sub),
    ...(event.type === 'customer.subscription.deleted' ? { status: 'canceled' as const } : {}),
    priceId: price.id,
    providerUpdatedAt: version,
  };
  if (existing)
    await tx
      .update(subscriptions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, existing.id));
  else await tx.insert(subscriptions).values({ customerId: customer.id, ...values });

  // A paid subscription went live: the free one or the trial it replaces ends.
  if (isLive(values.status) && price.amount > 0 && values.status !== 'trialing') {
    const replaced = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.customerId, customer.id),
          ne(subscriptions.providerId, sub.id),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          or(
            eq(subscriptions.status, 'trialing'),
            inArray(subscriptions.priceId, tx.select({ id: prices.id }).from(prices).where(eq(prices.amount, 0))),
          ),
        ),
      )
      .returning({ providerId: subscriptions.providerId });
    outcome.cancelAtProvider.push(...replaced.flatMap((r) => (r.providerId ? [r.providerId] : [])));
  }

  const after = await effectivePlan(tx, customer.organizationId);
  await recordPlanChange(
    tx,
    { organizationId: customer.organizationId, subscriptionId: sub.id, status: values.status },
    before,
    after,
    outcome,
  );
}

const trialing = (plan: EffectivePlan) => plan.subscription?.status === 'trialing';

/**
 * The plan changed, or the trial became a paid plan: the audit entry and the owners' e-mail. A trial that
 * ended with nothing paid also leaves the organization's seats to release (trial-seats.ts).
 */
async function recordPlanChange(
  tx: Tx,
  target: { organizationId: string; subscriptionId: string; status: string },
  before: EffectivePlan,
  after: EffectivePlan,
  outcome: EventOutcome,
): Promise<void> {
  const subscribed =
    trialing(before) && after.plan.slug === before.plan.slug && after.subscription?.status === 'active';
  if (after.plan.slug === before.plan.slug && !subscribed) return;
  await recordAudit(tx, {
    organizationId: target.organizationId,
    actor: SYSTEM_ACTOR,
    action: 'plan.changed',
    target: { type: 'subscription', id: target.subscriptionId, label: after.plan.name },
    changes: {
      plan: { before: before.plan.slug, after: after.plan.slug },
      status: subscribed ? { before: 'trialing', after: 'active' } : { after: target.status },
    },
  });
  const upgrade = subscribed || (after.price?.amount ?? 0) > (before.price?.amount ?? 0);
  outcome.emails.push({
    template: upgrade ? 'billing-plan-upgrade' : 'billing-plan-downgrade',
    planName: after.plan.name,
  });
  if (trialing(before) && !after.subscription) outcome.trialEnded = true;
}

async function applyCustomer(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const customer = event.data.object as Stripe.Customer;
  if (event.type === 'customer.deleted') {
    // Gone at the provider: the next billing call creates a new one.
    const [row] = await tx
      .update(customers)
      .set({ providerId: null, updatedAt: sql`now()` })
      .where(eq(customers.providerId, customer.id))
      .returning({ id: customers.id });
    if (row)
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: sql`now()` })
        .where(and(eq(subscriptions.customerId, row.id), inArray(subscriptions.status, [...LIVE_STATUSES])));
    return Boolean(row);
  }
  const referenceId = customer.metadata?.referenceId;
  const [row] = await tx
    .update(customers)
    .set({ name: customer.name ?? null, email: customer.email ?? null, updatedAt: sql`now()` })
    .where(eq(customers.providerId, customer.id))
    .returning({ id: customers.id });
  if (row || !referenceId) return Boolean(row);
  // Created at the provider before our row recorded its id (an interrupted first attempt).
  const linked = await tx
    .update(customers)
    .set({ providerId: customer.id, updatedAt: sql`now()` })
    .where(and(eq(customers.organizationId, referenceId), sql`${customers.providerId} is null`))
    .returning({ id: customers.id });
  return linked.length > 0;
}

async function applyProduct(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const product = event.data.object as Stripe.Product;
  const archived = event.type === 'product.deleted' || product.active === false;
  const rows = await tx
    .update(plans)
    .set({
      ...(product.name ? { name: product.name } : {}),
      description: product.description ?? null,
      archived,
      updatedAt: sql`now()`,
    })
    .where(eq(plans.providerId, product.id))
    .returning({ id: plans.id });
  return rows.length > 0;
}

async function applyPrice(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const price = event.data.object as Stripe.Price;
  const active = event.type !== 'price.deleted' && price.active !== false;
  const rows = await tx
    .update(prices)
    .set({
      active,
      ...(typeof price.unit_amount === 'number' ? { amount: price.unit_amount } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(prices.providerId, price.id))
    .returning({ id: prices.id });
  return rows.length > 0;
}

async function applyInvoice(tx: Tx, event: Stripe.Event, outcome: EventOutcome): Promise<void> {
  const invoice = event.data.object as Stripe.Invoice;
  const providerCustomer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
  const customer = providerCustomer ? await orgByProviderCustomer(tx, providerCustomer) : null;
  if (!customer) return void (outcome.status = 'ignored');
  outcome.organizationId = customer.organizationId;
  if (event.type === 'invoice.payment_failed') {
    outcome.emails.push({
      template: 'notification',
      title: 'Pagamento não aprovado',
      message: 'Não conseguimos cobrar a assinatura do Abastece. Atualize a forma de pagamento para manter o plano.',
    });
  }
}

/**
 * One verified event, applied once: the event id is recorded in the same
 * transaction as its effect, so ten deliveries (one after another or all at
 * once) change the state once; a failed apply records nothing and the
 * provider's retry applies it.
 */
export async function applyProviderEvent(db: Db, stripe: Stripe, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const outcome: EventOutcome = { status: 'processed', emails: [], cancelAtProvider: [] };
    const [fresh] = await tx
      .insert(paymentProviderEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentProviderEvents.id });
    if (!fresh) return { ...outcome, status: 'duplicate' };

    if (SUBSCRIPTION_EVENTS.has(event.type)) await applySubscription(tx, stripe, event, outcome);
    else if (CUSTOMER_EVENTS.has(event.type))
      outcome.status = (await applyCustomer(tx, event)) ? 'processed' : 'ignored';
    else if (PRODUCT_EVENTS.has(event.type)) outcome.status = (await applyProduct(tx, event)) ? 'processed' : 'ignored';
    else if (PRICE_EVENTS.has(event.type)) outcome.status = (await applyPrice(tx, event)) ? 'processed' : 'ignored';
    else if (event.type === 'invoice.payment_succeeded' || event.type === 'invoice.payment_failed')
      await applyInvoice(tx, event, outcome);
    else outcome.status = 'ignored';

    if (outcome.status === 'ignored')
      await tx.update(paymentProviderEvents).set({ status: 'ignored' }).where(eq(paymentProviderEvents.id, event.id));
    return outcome;
  });
}
