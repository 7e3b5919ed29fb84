import * as z from 'zod';
import { webhookDeliveryStatus } from '../../db/schema/enums';
import type { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/integrations';
import { isoDateTime, uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The area's response shapes: a zod schema each and the mapper from rows that must produce it. */

export const webhookSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    url: z.url(),
    events: z
      .array(z.string())
      .meta({ description: 'Os tipos assinados (GET /webhook/events)', example: ['purchase_order.created'] }),
    enabled: z.boolean(),
    consecutiveFailures: z
      .number()
      .int()
      .meta({ description: 'Entregas falhas seguidas; com 10 o endpoint é desativado e o dono avisado' }),
    disabledAt: isoDateTime.nullable().meta({ description: 'Quando foi desativado por falhas (ou por um 410)' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Webhook' });

export const webhookListSchema = /* @__PURE__ */ z.object({ data: z.array(webhookSchema) });

export const webhookDetailSchema = /* @__PURE__ */ webhookSchema
  .extend({
    deliveries: z.array(
      z
        .object({
          id: uuid,
          messageId: z.string().meta({ description: 'O webhook-id enviado (msg_…), estável entre tentativas' }),
          eventType: z.string(),
          status: z.enum(webhookDeliveryStatus.enumValues).meta({
            description:
              'pending enquanto há tentativas por fazer; failed depois da 6ª falha, de um 410 ou com a URL fora da política',
          }),
          attempts: z.array(
            z.object({
              attempt: z.number().int(),
              succeeded: z.boolean(),
              responseStatus: z
                .number()
                .int()
                .nullable()
                .meta({ description: 'O status HTTP do endpoint; null quando não houve resposta' }),
              durationMs: z.number().int(),
              error: z
                .string()
                .nullable()
                .meta({ description: 'Por que falhou (HTTP 500, timeout…); null no sucesso' }),
              createdAt: isoDateTime,
            }),
          ),
          createdAt: isoDateTime,
        })
        .meta({ id: 'WebhookDelivery' }),
    ),
  })
  .meta({ id: 'WebhookDetail' });

export const webhookSecretSchema = /* @__PURE__ */ z
  .object({
    secret: z.string().meta({
      description: 'Segredo de assinatura (whsec_ + base64)',
      example: 'whsec_…',
    }),
  })
  .meta({ id: 'WebhookSecret' });
export const testDeliverySchema = /* @__PURE__ */ z
  .object({ deliveryId: uuid.meta({ description: 'A entrega criada: acompanhe em GET /webhook/{id}' }) })
  .meta({ id: 'WebhookTestDelivery' });

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

/** The secret never leaves here: only GET /webhook/:id/secret reveals it. */
export const toResponse = (w: WebhookRow): z.output<typeof webhookSchema> => ({
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
export const webhookDetailResponse = (
  webhook: WebhookRow,
  deliveries: DeliveryRow[],
  attempts: AttemptRow[],
): z.output<typeof webhookDetailSchema> => ({
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
