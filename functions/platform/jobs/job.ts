import type { BillingCustomerJob } from '../../billing/billing-customer.payload';
import type { DomainEventJob } from './domain-event.payload';
import type { DocumentsPurgeJob } from '../../fulfilment/documents-purge.payload';
import type { EmailJob } from '../../email/email.payload';
import type { IntegrationDeliveryJob } from '../../integrations/integration-delivery.payload';
import type { UsageLogJob } from '../../identity/usage-log.payload';
import type { WebhookDeliveryJob } from '../../integrations/webhook-delivery.payload';

/**
 * Every kind of background job, as it travels through the outbox and the queue. Each kind's payload
 * is a zod schema in `<kind>.payload.ts` (types are inferred from it, so producers and the consumer's
 * check agree); its handler is `<kind>.job.ts`, listed in registry.ts. The schemas sit apart from the
 * handlers so that producers can name a payload without importing what handles it.
 */
export type {
  BillingCustomerJob,
  DocumentsPurgeJob,
  DomainEventJob,
  EmailJob,
  IntegrationDeliveryJob,
  UsageLogJob,
  WebhookDeliveryJob,
};
export type { EmailAttachmentRef } from '../../email/email.payload';

export type Job =
  | EmailJob
  | DomainEventJob
  | UsageLogJob
  | WebhookDeliveryJob
  | IntegrationDeliveryJob
  | BillingCustomerJob
  | DocumentsPurgeJob;

/** What a handler reports: done (ack), or try again later (retry with backoff). */
export type JobOutcome = 'done' | 'retry';
