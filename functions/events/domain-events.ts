import type { Bindings } from '../env';
import { writeOutbox } from '../jobs/outbox';
import type { DbOrTx } from '../lib/db';
import { deliverDomainEvent } from '../webhooks/deliveries';
import { deliverToIntegrations } from '../integrations/deliveries';

/** What happened in the domain; outbound webhooks and integrations subscribe to these. */
export type DomainEvent =
  | { type: 'lead.created'; organizationId: string; data: { leadId: string; email: string } }
  | {
      type: 'submission.created';
      organizationId: string;
      data: { submissionId: string; leadId: string; source: string | null };
    }
  | {
      type: 'purchase_order.created';
      organizationId: string;
      data: { orderId: string; totalAmount: number; supplierIds: string[]; clientId: string | null };
    }
  | {
      type: 'purchase_order.status_changed';
      organizationId: string;
      data: { orderId: string; from: string; to: string };
    }
  | {
      type: 'purchase_order.item_status_changed';
      organizationId: string;
      data: { orderId: string; itemId: string; from: string; to: string; adminNotes: string | null };
    };

export type DomainEventJob = { kind: 'domain-event'; id: string; occurredAt: string; event: DomainEvent };

/** Subscribers run in the queue consumer, never on the request path. */
export type DomainEventSubscriber = (
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  env: Bindings,
) => Promise<void>;

export const DOMAIN_EVENT_SUBSCRIBERS: readonly DomainEventSubscriber[] = [deliverDomainEvent, deliverToIntegrations];

/**
 * The one way the domain announces events: written to the outbox in the transaction that made them
 * true (`tx`), so an event exists exactly when its change committed; the relay queues it.
 */
export async function recordDomainEvents(tx: DbOrTx, sealKey: string, events: DomainEvent[]): Promise<void> {
  const occurredAt = new Date().toISOString();
  await writeOutbox(
    tx,
    sealKey,
    events.map(
      (event) => ({ kind: 'domain-event', id: crypto.randomUUID(), occurredAt, event }) satisfies DomainEventJob,
    ),
  );
}

export async function handleDomainEventJob(
  job: DomainEventJob,
  env: Bindings,
  subscribers = DOMAIN_EVENT_SUBSCRIBERS,
): Promise<'done'> {
  for (const subscriber of subscribers) await subscriber(job.event, { id: job.id, occurredAt: job.occurredAt }, env);
  return 'done';
}
