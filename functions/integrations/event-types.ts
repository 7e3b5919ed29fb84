/** The events a webhook can subscribe to (the domain events, plus the test ping). */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'submission.created',
  'purchase_order.created',
  'purchase_order.status_changed',
  'purchase_order.item_status_changed',
  'purchase_order.updated',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test';

/** The events a supplier's webhook can subscribe to: orders that reach it, their cancellation, fulfilment, incidents, cotações. */
export const SUPPLIER_WEBHOOK_EVENT_TYPES = [
  'supplier_order.sent',
  'supplier_order.cancelled',
  'supplier_order.shipped',
  'supplier_order.delivered',
  'incident.opened',
  'incident.answered',
  'incident.resolved',
  'incident.reopened',
  'quote.requested',
  'quote.awarded',
  'quote.lost',
] as const;
