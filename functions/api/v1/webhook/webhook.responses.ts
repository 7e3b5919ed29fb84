import type { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../../../db/schema/integrations';

/** The area's response shapes, mapped explicitly from rows (the SPA sees them through the router's types). */

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

/** The secret never leaves here: only GET /webhook/:id/secret reveals it. */
export const toResponse = (w: WebhookRow) => ({
  id: w.id,
  url: w.url,
  events: w.events,
  enabled: w.enabled,
  consecutiveFailures: w.consecutiveFailures,
  disabledAt: w.disabledAt?.toISOString() ?? null,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

/** One webhook with its latest deliveries, each with its attempts. */
export const webhookDetailResponse = (webhook: WebhookRow, deliveries: DeliveryRow[], attempts: AttemptRow[]) => ({
  ...toResponse(webhook),
  deliveries: deliveries.map((d) => ({
    id: d.id,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        attempt: a.attempt,
        succeeded: a.succeeded,
        responseStatus: a.responseStatus,
        durationMs: a.durationMs,
        error: a.error,
        createdAt: a.createdAt.toISOString(),
      })),
    createdAt: d.createdAt.toISOString(),
  })),
});

export type WebhookResponse = ReturnType<typeof toResponse>;
export type WebhookDetailResponse = ReturnType<typeof webhookDetailResponse>;
