import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { plans, prices, subscriptions } from '../../db/schema/billing';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';
import { ApiError } from '../platform/errors';
import { ensureCustomer } from './customers';
import { ensurePlans } from './plan-sync';
import { CYCLED_FEATURES, FEATURES, planBySlug, type Cycle, type FeatureSlug } from './plans';
import { limitOf, seatsInUse, usageInWindow } from './quotas';
import { subscriptionValues } from './provider-subscription';
import { effectivePlan, isLive } from './subscription-state';
import { currentWindow } from './usage-windows';

export const BILLING_PATH = '/app/settings/organization/billing';

export interface FeatureState {
  slug: FeatureSlug;
  name: string;
  description: string;
  limit: number | null;
  enabled: boolean;
  usage: number | null;
  cycle: Cycle | null;
  lastReset: Date | null;
  nextReset: Date | null;
}

/** Plan, subscription and, per feature, its limit and this cycle's usage. */
export async function getBillingState(db: Db, organizationId: string, now = new Date()) {
  const current = await effectivePlan(db, organizationId);
  const features: FeatureState[] = [];
  for (const [slug, feature] of Object.entries(current.plan.features) as [
    FeatureSlug,
    (typeof current.plan.features)[FeatureSlug],
  ][]) {
    const base = {
      slug,
      name: FEATURES[slug].name,
      description: FEATURES[slug].description,
      enabled: feature.enabled ?? true,
    };
    if (slug === 'seats') {
      features.push({
        ...base,
        limit: limitOf(current, 'seats'),
        usage: await seatsInUse(db, organizationId, now),
        cycle: null,
        lastReset: null,
        nextReset: null,
      });
    } else if ((CYCLED_FEATURES as readonly string[]).includes(slug)) {
      const counted = slug as (typeof CYCLED_FEATURES)[number];
      const window = await currentWindow(db, organizationId, slug, feature.cycle ?? 'month', now);
      features.push({
        ...base,
        limit: limitOf(current, counted),
        usage: await usageInWindow(db, organizationId, counted, window),
        cycle: window.cycle,
        lastReset: window.lastReset,
        nextReset: window.nextReset,
      });
    } else {
      features.push({ ...base, limit: null, usage: null, cycle: null, lastReset: null, nextReset: null });
    }
  }
  return { ...current, features };
}

async function priceFor(db: Db, planSlug: string, cycle: Cycle) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.slug, planSlug), eq(plans.archived, false)));
  if (!plan) throw new ApiError({ code: 'PLAN_NOT_FOUND', message: 'Plano não encontrado' });
  const [price] = await db
    .select()
    .from(prices)
    .where(and(eq(prices.planId, plan.id), eq(prices.interval, cycle), eq(prices.active, true)))
    .limit(1);
  if (!price) throw new ApiError({ code: 'PRICE_NOT_FOUND', message: 'Preço não encontrado' });
  if (!price.providerId)
    throw new ApiError({ code: 'PRICE_PROVIDER_ID_MISSING', message: 'Price provider id missing' });
  return { plan, price: price as typeof price & { providerId: string } };
}

/**
 * Starting or changing a plan. A paid subscription already running is
 * changed through the provider's confirmation page (portal flow); otherwise
 * (free, or the trial of Pro) a Checkout session starts the new one, and the
 * free or trial subscription is ended once the paid one is live (webhook).
 */
export async function startPlanChange(
  db: Db,
  stripe: Stripe,
  input: { organizationId: string; plan: string; cycle: Cycle; seats?: number; appUrl: string; actor: AuditActor },
): Promise<{ url: string; flow: 'checkout' | 'confirm' }> {
  const result = await startPlanChangeAtProvider(db, stripe, input);
  // Nothing changes here yet (the provider's webhook changes the plan, as "Sistema"): the entry says
  // who went to pay or confirm, and for what.
  await recordAudit(db, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'plan.change_started',
    target: { type: 'plan', id: input.plan, label: planBySlug(input.plan)?.name ?? input.plan },
    changes: { plan: { after: input.plan }, cycle: { after: input.cycle }, flow: { after: result.flow } },
  });
  return result;
}

async function startPlanChangeAtProvider(
  db: Db,
  stripe: Stripe,
  input: { organizationId: string; plan: string; cycle: Cycle; seats?: number; appUrl: string },
): Promise<{ url: string; flow: 'checkout' | 'confirm' }> {
  await ensurePlans(db, () => stripe);
  const { price } = await priceFor(db, input.plan, input.cycle);
  const customer = await ensureCustomer(db, stripe, input.organizationId);
  const current = await effectivePlan(db, input.organizationId);
  const billingUrl = `${input.appUrl}${BILLING_PATH}`;
  // The trial's room is not what was bought: without a choice, the people there today.
  const bought = current.subscription?.status === 'trialing' ? undefined : current.subscription?.quantity;
  const quantity = Math.max(1, input.seats ?? bought ?? (await seatsInUse(db, input.organizationId)));

  // A trial has no card: subscribing during it goes through Checkout too, and the paid subscription
  // replaces the trial once it is live (webhook).
  const paying =
    current.subscription?.providerId &&
    (current.price?.amount ?? 0) > 0 &&
    isLive(current.subscription.status) &&
    current.subscription.status !== 'trialing';
  if (paying && current.subscription?.providerId) {
    const providerSub = await stripe.subscriptions.retrieve(current.subscription.providerId);
    const item = providerSub.items.data[0];
    if (!item) throw new ApiError({ code: 'PAYMENT_PROVIDER_ERROR', message: 'No items found for subscription' });
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.providerId!,
      return_url: `${billingUrl}?return`,
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: {
          subscription: providerSub.id,
          items: [{ id: item.id, price: price.providerId, quantity }],
        },
        after_completion: { type: 'redirect', redirect: { return_url: `${billingUrl}?success` } },
      },
    });
    if (!session.url)
      throw new ApiError({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to create billing portal session URL' });
    return { url: session.url, flow: 'confirm' };
  }

  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.providerId!,
    client_reference_id: input.organizationId,
    line_items: [{ price: price.providerId, quantity }],
    subscription_data: { metadata: { referenceId: input.organizationId } },
    success_url: `${billingUrl}?success`,
    cancel_url: `${billingUrl}?cancel`,
    locale: 'pt-BR',
  });
  if (!session.url)
    throw new ApiError({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to create checkout session URL' });
  return { url: session.url, flow: 'checkout' };
}

/** The provider's billing portal, returning to `returnUrl` (ours only: no open redirect). */
export async function openPortal(
  db: Db,
  stripe: Stripe,
  input: { organizationId: string; returnUrl?: string; appUrl: string },
): Promise<string> {
  const fallback = `${input.appUrl}${BILLING_PATH}?return`;
  let returnUrl = fallback;
  if (input.returnUrl) {
    const target = new URL(input.returnUrl, input.appUrl);
    if (target.origin !== new URL(input.appUrl).origin)
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'returnUrl deve apontar para o próprio aplicativo',
        details: [{ path: 'returnUrl', message: 'Endereço de retorno inválido' }],
      });
    returnUrl = target.toString();
  }
  const customer = await ensureCustomer(db, stripe, input.organizationId);
  const session = await stripe.billingPortal.sessions.create({
    customer: customer.providerId!,
    return_url: returnUrl,
    locale: 'pt-BR',
  });
  if (!session.url)
    throw new ApiError({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to create billing portal session URL' });
  return session.url;
}

/**
 * Cancels the organization's paid subscription now (optionally prorated,
 * with a final invoice) or at the end of the period. The organization then
 * falls back to the default plan. The webhook confirms the same state.
 */
export async function cancelSubscription(
  db: Db,
  stripe: Stripe,
  input: {
    organizationId: string;
    when: 'now' | 'period_end';
    prorate: boolean;
    invoiceNow: boolean;
    actor: AuditActor;
  },
) {
  const current = await effectivePlan(db, input.organizationId);
  if (!current.subscription?.providerId || (current.price?.amount ?? 0) === 0) {
    throw new ApiError({ code: 'NOT_FOUND', message: 'Nenhuma assinatura paga para cancelar' });
  }
  const updated =
    input.when === 'now'
      ? await stripe.subscriptions.cancel(current.subscription.providerId, {
          prorate: input.prorate,
          invoice_now: input.invoiceNow,
        })
      : await stripe.subscriptions.update(current.subscription.providerId, { cancel_at_period_end: true });
  await inTransaction(db, async (tx) => {
    await tx
      .update(subscriptions)
      .set({ ...subscriptionValues(updated), updatedAt: new Date() })
      .where(eq(subscriptions.id, current.subscription!.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'plan.cancel_requested',
      target: { type: 'subscription', id: current.subscription!.providerId, label: current.plan.name },
      changes: { status: { before: current.subscription!.status, after: updated.status }, when: { after: input.when } },
    });
  });
  return updated;
}
