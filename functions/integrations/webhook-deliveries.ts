import { and, arrayContains, eq } from 'drizzle-orm';
import { ownedBy, type WebhookOwner } from './owner';
import { webhookDeliveries, webhooks } from '../../db/schema/integrations';
import { dataEncryptionKey } from '../platform/env';
import type { DomainEvent } from '../platform/domain-event';
import type { JobContext } from '../platform/jobs/context';
import type { WebhookDeliveryJob } from './webhook-delivery.payload';
import { writeOutbox } from '../platform/jobs/outbox';
import { inTransaction, type Db } from '../platform/db';

/** Attempts per delivery before it is given up (the queue's backoff spaces them out). */
export const MAX_ATTEMPTS = 6;
/** Failed deliveries in a row after which the endpoint is disabled and its owner told. */
export const DISABLE_AFTER_FAILURES = 10;

/**
 * Turns an event into one delivery per subscribed, enabled webhook of its
 * owner (organization or supplier). The message id is derived from the event and the webhook, so a
 * redelivered event creates nothing new.
 */
export async function planDeliveries(
  db: Db,
  sealKey: string,
  event: { id: string; occurredAt: string; type: string; data: unknown },
  owner: WebhookOwner,
  onlyWebhookId?: string,
) {
  const targets = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        ownedBy(owner),
        eq(webhooks.enabled, true),
        onlyWebhookId ? eq(webhooks.id, onlyWebhookId) : arrayContains(webhooks.events, [event.type]),
      ),
    );
  if (targets.length === 0) return [];
  // The deliveries and their jobs commit together: a redelivered event finds both there already.
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        targets.map((t) => ({
          webhookId: t.id,
          messageId: `msg_${event.id.replace(/-/g, '')}_${t.id.slice(0, 8)}`,
          eventType: event.type,
          payload: { type: event.type, timestamp: event.occurredAt, data: event.data },
          status: 'pending' as const,
        })),
      )
      .onConflictDoNothing({ target: webhookDeliveries.messageId })
      .returning({ id: webhookDeliveries.id });
    const ids = rows.map((r) => r.id);
    await writeOutbox(
      tx,
      sealKey,
      ids.map((id) => ({ kind: 'webhook-delivery', id }) satisfies WebhookDeliveryJob),
    );
    return ids;
  });
}

/** The domain-event subscriber: plans deliveries and queues them. */
export async function deliverDomainEvent(
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  { cfg, db }: JobContext,
): Promise<void> {
  await planDeliveries(db, dataEncryptionKey(cfg), { ...meta, ...event }, { organizationId: event.organizationId });
}
