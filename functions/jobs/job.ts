import * as z from 'zod';
import type { TemplateData, TemplateName } from '../email/templates';
import type { DomainEvent } from '../events/domain-event';

/**
 * Every kind of background job, as it travels through the outbox and the queue. Types only (and
 * the usage-log schema): what handles each kind is in `<kind>.job.ts`, listed in registry.ts.
 */

/** An e-mail to send; `id` makes it idempotent across redeliveries. */
/** A file made when the e-mail is sent (never carried in the message): the pedido de compra's PDF. */
export type EmailAttachmentRef = { kind: 'supplier-order-pdf'; supplierId: string; supplierOrderId: string };

export type EmailJob = {
  [T in TemplateName]: {
    kind: 'email';
    id: string;
    to: string;
    template: T;
    data: TemplateData[T];
    sendAt?: string;
    attachment?: EmailAttachmentRef;
  };
}[TemplateName];

/** Something happened in the domain; webhooks and integrations subscribe. */
export type DomainEventJob = { kind: 'domain-event'; id: string; occurredAt: string; event: DomainEvent };

/** One attempt series at one webhook delivery (a webhook_deliveries row). */
export type WebhookDeliveryJob = { kind: 'webhook-delivery'; id: string };

/** One event for one installed integration; `id` is `<event id>:<integration id>`. */
export type IntegrationDeliveryJob = {
  kind: 'integration-delivery';
  id: string;
  integrationId: string;
  event: DomainEvent;
};

/** A new organization's customer (and trial) at the payment provider. */
export type BillingCustomerJob = { kind: 'billing-customer'; id: string; organizationId: string };

/** One supplier API call, as the product API reports it to the queue. */
export const usageLogJobSchema = z.object({
  kind: z.literal('usage-log'),
  id: z.string().uuid(),
  apiKeyId: z.string().uuid(),
  supplierId: z.string().uuid(),
  endpoint: z.string().min(1).max(300),
  method: z.string().min(1).max(10),
  statusCode: z.number().int().min(100).max(599),
  responseTime: z.number().int().min(0),
  ipAddress: z.string().max(100).nullable(),
  userAgent: z.string().max(300).nullable(),
  requestSize: z.number().int().min(0).nullable(),
  responseSize: z.number().int().min(0).nullable(),
  requestBody: z.string().max(4096).nullable(),
  queryParams: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string().datetime(),
});
export type UsageLogJob = z.infer<typeof usageLogJobSchema>;

export type Job =
  EmailJob | DomainEventJob | UsageLogJob | WebhookDeliveryJob | IntegrationDeliveryJob | BillingCustomerJob;

/** What a handler reports: done (ack), or try again later (retry with backoff). */
export type JobOutcome = 'done' | 'retry';
