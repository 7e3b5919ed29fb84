import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import {
  domainEventSubscribers,
  emitDomainEvents,
  handleDomainEventJob,
  type DomainEvent,
  type DomainEventJob,
} from './domain-events';

const event: DomainEvent = {
  type: 'purchase_order.status_changed',
  organizationId: crypto.randomUUID(),
  data: { orderId: crypto.randomUUID(), from: 'PENDING', to: 'APPROVED' },
};

describe('domain events', () => {
  it('become one queue message each, with an id and the time they happened', async () => {
    const sendBatch = vi.fn(async () => undefined);
    await emitDomainEvents({ JOBS: { sendBatch } } as unknown as Bindings, [
      event,
      { ...event, data: { ...event.data, to: 'CANCELLED' } },
    ]);
    expect(sendBatch).toHaveBeenCalledOnce();
    const [messages] = sendBatch.mock.calls[0] as unknown as [Array<{ body: DomainEventJob }>];
    expect(messages.map((m) => m.body.event.data)).toEqual([
      expect.objectContaining({ to: 'APPROVED' }),
      expect.objectContaining({ to: 'CANCELLED' }),
    ]);
    expect(messages.every((m) => m.body.kind === 'domain-event' && m.body.id && m.body.occurredAt)).toBe(true);
  });

  it('sends nothing when nothing happened', async () => {
    const sendBatch = vi.fn(async () => undefined);
    await emitDomainEvents({ JOBS: { sendBatch } } as unknown as Bindings, []);
    expect(sendBatch).not.toHaveBeenCalled();
  });

  it('hands each event to every subscriber in the consumer', async () => {
    const seen: string[] = [];
    const subscriber = async (e: DomainEvent) => void seen.push(e.type);
    domainEventSubscribers.push(subscriber);
    try {
      await handleDomainEventJob({ kind: 'domain-event', id: 'x', occurredAt: new Date().toISOString(), event }, env);
    } finally {
      domainEventSubscribers.splice(domainEventSubscribers.indexOf(subscriber), 1);
    }
    expect(seen).toEqual(['purchase_order.status_changed']);
  });
});
