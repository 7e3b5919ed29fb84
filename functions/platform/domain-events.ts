import type { DomainEventJob } from './jobs/job';
import { writeOutbox } from './jobs/outbox';
import type { DbOrTx } from './db';
import type { DomainEvent } from './domain-event';

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
