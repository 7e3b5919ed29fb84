import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/jobs';
import { inTransaction } from './db';
import { openSecret } from './secret-box';
import { withDb } from '../test/tenant';
import { DOMAIN_EVENT_SUBSCRIBERS, handleDomainEventJob } from '../domain-event-subscribers';
import type { DomainEventJob } from './jobs/job';
import { withJobContext } from '../test/jobs';
import type { DomainEvent } from './domain-event';
import { recordDomainEvents } from './domain-events';

const event: DomainEvent = {
  type: 'purchase_order.status_changed',
  organizationId: crypto.randomUUID(),
  data: { orderId: crypto.randomUUID(), from: 'PENDING', to: 'APPROVED' },
};

describe('domain events', () => {
  it("are written to the outbox in the caller's transaction, sealed, and vanish with a rollback", async () => {
    const committed = { ...event, organizationId: crypto.randomUUID() };
    const rolledBack = { ...event, organizationId: crypto.randomUUID() };
    await withDb((db) => inTransaction(db, (tx) => recordDomainEvents(tx, env.SESSION_SECRET, [committed])));
    await withDb((db) =>
      inTransaction(db, async (tx) => {
        await recordDomainEvents(tx, env.SESSION_SECRET, [rolledBack]);
        throw new Error('rolled back');
      }),
    ).catch(() => undefined);
    const rows = await withDb((db) => db.select().from(outbox).where(eq(outbox.kind, 'domain-event')));
    const jobs = await Promise.all(
      rows.map(async (r) => JSON.parse(await openSecret(env.SESSION_SECRET, r.sealedJob)) as DomainEventJob),
    );
    expect(rows.every((r) => r.sealedJob.startsWith('enc:v1:'))).toBe(true);
    const ours = jobs.filter((j) => j.event.organizationId === committed.organizationId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ kind: 'domain-event', event: committed });
    expect(rows.find((r) => r.id === `domain-event:${ours[0]!.id}`)).toBeDefined();
    expect(jobs.some((j) => j.event.organizationId === rolledBack.organizationId)).toBe(false);
  });

  it('hands each event to every subscriber in the consumer', async () => {
    const seen: string[] = [];
    const subscriber = async (e: DomainEvent) => void seen.push(e.type);
    const job = { kind: 'domain-event' as const, id: 'x', occurredAt: new Date().toISOString(), event };
    await withJobContext((ctx) => handleDomainEventJob(job, ctx, [subscriber, subscriber]));
    expect(seen).toEqual(['purchase_order.status_changed', 'purchase_order.status_changed']);
    expect(DOMAIN_EVENT_SUBSCRIBERS.map((s) => s.name)).toEqual([
      'deliverDomainEvent',
      'deliverToIntegrations',
      'mailSupplierOfOrder',
      'hookSupplierOfOrder',
      'tellQuoteOutcome',
    ]);
  });
});
