import { deliverToIntegrations } from './integrations/deliveries';
import { deliverDomainEvent } from './integrations/webhook-deliveries';
import { hookSupplierOfOrder, mailSupplierOfOrder } from './orders/outbound/supplier-order-outbound';
import { tellQuoteOutcome } from './quotes/quote-outcome-notices';
import type { DomainEvent } from './platform/domain-event';
import type { JobContext, JobKind } from './platform/jobs/context';
import { domainEventJobSchema, type DomainEventJob } from './platform/jobs/domain-event.payload';

/** Subscribers run in the queue consumer, never on the request path. */
export type DomainEventSubscriber = (
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  ctx: JobContext,
) => Promise<void>;

export const DOMAIN_EVENT_SUBSCRIBERS: readonly DomainEventSubscriber[] = [
  deliverDomainEvent,
  deliverToIntegrations,
  mailSupplierOfOrder,
  hookSupplierOfOrder,
  tellQuoteOutcome,
];

export async function handleDomainEventJob(
  job: DomainEventJob,
  ctx: JobContext,
  subscribers = DOMAIN_EVENT_SUBSCRIBERS,
): Promise<'done'> {
  for (const subscriber of subscribers) await subscriber(job.event, { id: job.id, occurredAt: job.occurredAt }, ctx);
  return 'done';
}

export const domainEventJob: JobKind<'domain-event'> = {
  payload: domainEventJobSchema,
  handle: handleDomainEventJob,
};
