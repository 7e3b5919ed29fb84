import type { DomainEventJob } from './jobs/job';
import { writeOutbox } from './jobs/outbox';
import type { DbOrTx } from './db';
import type { DomainEvent } from './domain-event';

/** Domain events as the outbox's jobs: for a write batch that commits them with the change (outboxInsert). */
export function domainEventJobs(events: DomainEvent[]): DomainEventJob[] {
  const occurredAt = new Date().toISOString();
  return events.map((event) => ({ kind: 'domain-event', id: crypto.randomUUID(), occurredAt, event }));
}

/**
 * The one way the domain announces events: written to the outbox in the transaction that made them
 * true (`tx`), so an event exists exactly when its change committed; the relay queues it.
 */
export async function recordDomainEvents(tx: DbOrTx, sealKey: string, events: DomainEvent[]): Promise<void> {
  await writeOutbox(tx, sealKey, domainEventJobs(events));
}
