import { pgEnum } from 'drizzle-orm/pg-core';

export const memberRole = pgEnum('member_role', ['owner', 'admin', 'member']);
export const invitationRole = pgEnum('invitation_role', ['admin', 'member']);
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'rejected', 'canceled']);

export const socialProvider = pgEnum('social_provider', [
  'github',
  'apple',
  'discord',
  'facebook',
  'microsoft',
  'google',
  'spotify',
  'twitch',
  'twitter',
  'dropbox',
  'linkedin',
  'gitlab',
  'reddit',
]);

export const purchaseOrderStatus = pgEnum('purchase_order_status', [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
]);
export const purchaseOrderItemStatus = pgEnum('purchase_order_item_status', [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
]);

/** Stripe's subscription statuses; the live ones are active, trialing, past_due and unpaid. */
export const subscriptionStatus = pgEnum('subscription_status', [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);
export const billingInterval = pgEnum('billing_interval', ['day', 'week', 'month', 'year']);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'succeeded', 'failed']);
