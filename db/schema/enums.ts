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

/** A supplier's people: admins manage keys, people and settings; staff answer orders. */
export const supplierMemberRole = pgEnum('supplier_member_role', ['admin', 'staff']);

/**
 * A supplier order's lifecycle (functions/orders/move/supplier-order-machine.ts is the table of moves).
 * AWAITING_APPROVAL is the buyer's side only: the supplier never sees it.
 */
export const supplierOrderStatus = pgEnum('supplier_order_status', [
  'AWAITING_APPROVAL',
  'SENT',
  'ACKNOWLEDGED',
  'REFUSED',
  'CANCELLED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
]);

/** The supplier's answer on one line. */
export const supplierLineStatus = pgEnum('supplier_line_status', ['PENDING', 'ACCEPTED', 'REFUSED']);

export const lineRefusalReason = pgEnum('line_refusal_reason', [
  'SEM_ESTOQUE',
  'PRECO_ALTERADO',
  'FORA_DA_AREA',
  'ABAIXO_DO_MINIMO',
  'OUTRO',
]);

/** A shipment's way to the buyer: on the truck, at the door, checked by the buyer. */
export const shipmentStatus = pgEnum('shipment_status', ['SHIPPED', 'DELIVERED', 'RECEIVED']);

/** How a shipped line arrived: in order, or what went wrong with the units that did not. */
export const receiptCondition = pgEnum('receipt_condition', ['OK', 'AVARIADO', 'FALTANTE', 'ITEM_ERRADO']);

/** An incident (ocorrência) on a received line: the supplier answers, the buyer resolves or reopens. */
export const incidentStatus = pgEnum('incident_status', ['OPEN', 'ANSWERED', 'RESOLVED']);

/** The supplier's answer to an incident. */
export const incidentResolution = pgEnum('incident_resolution', ['CREDIT', 'REPLACEMENT', 'DISPUTE']);
