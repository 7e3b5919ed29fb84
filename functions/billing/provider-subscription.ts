import type Stripe from 'stripe';
import { subscriptionStatus } from '../../db/schema/enums';

type Status = (typeof subscriptionStatus.enumValues)[number];
/** A status this schema does not know (the provider may add some) is treated as not live. */
const statusOf = (status: string): Status =>
  (subscriptionStatus.enumValues as readonly string[]).includes(status) ? (status as Status) : 'incomplete';

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The columns a provider subscription object sets (its timestamps are in seconds). */
export function subscriptionValues(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  return {
    providerId: sub.id,
    status: statusOf(sub.status),
    quantity: item?.quantity ?? 1,
    trialEndsAt: at(sub.trial_end),
    billingCycleAnchor: at(sub.billing_cycle_anchor),
    currentPeriodStart: at(item?.current_period_start),
    currentPeriodEnd: at(item?.current_period_end),
    cancelAt: at(sub.cancel_at),
    canceledAt: at(sub.canceled_at),
    metadata: { ...(sub.metadata ?? {}), cancelAtPeriodEnd: sub.cancel_at_period_end ?? false },
  };
}

export const providerCustomerId = (sub: Stripe.Subscription) =>
  typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
export const providerPriceId = (sub: Stripe.Subscription) => sub.items?.data?.[0]?.price?.id ?? null;
