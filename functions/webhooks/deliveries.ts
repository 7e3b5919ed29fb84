import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { users } from '../../db/schema/identity';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/integrations';
import { members } from '../../db/schema/organizations';
import { enqueueEmail } from '../email/enqueue-email';
import { config, dataEncryptionKey, type Bindings } from '../env';
import type { DomainEvent } from '../events/domain-events';
import { createDb, inTransaction, type Db } from '../lib/db';
import { writeOutbox } from '../jobs/outbox';
import { openSecret } from '../lib/secret-box';
import type { JobOutcome } from '../queue/consumer';
import { webhookUrlProblem } from './url-policy';

export type WebhookDeliveryJob = { kind: 'webhook-delivery'; id: string };

/** Attempts per delivery before it is given up (the queue's backoff spaces them out). */
export const MAX_ATTEMPTS = 6;
/** Failed deliveries in a row after which the endpoint is disabled and its owner told. */
export const DISABLE_AFTER_FAILURES = 10;
const TIMEOUT_MS = 10_000;

/**
 * Turns an event into one delivery per subscribed, enabled webhook of its
 * organization. The message id is derived from the event and the webhook, so a
 * redelivered event creates nothing new.
 */
export async function planDeliveries(
  db: Db,
  sealKey: string,
  event: { id: string; occurredAt: string; type: string; organizationId: string; data: unknown },
  onlyWebhookId?: string,
) {
  const targets = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.organizationId, event.organizationId),
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
  env: Bindings,
): Promise<void> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    await planDeliveries(db, dataEncryptionKey(cfg), { ...meta, ...event });
  } finally {
    await close();
  }
}

async function notifyDisabled(db: Db, env: Bindings, webhook: { organizationId: string; url: string }, appUrl: string) {
  const [owner] = await db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, webhook.organizationId), eq(members.role, 'owner')));
  if (!owner) return;
  await enqueueEmail(db, dataEncryptionKey(config(env)), {
    to: owner.email,
    template: 'notification',
    data: {
      title: 'Webhook desativado',
      message: `O endpoint ${webhook.url} falhou repetidamente e foi desativado. Corrija-o e reative-o nas configurações.`,
      url: `${appUrl}/app/tools?aba=webhooks`,
      actionLabel: 'Ver webhooks',
    },
  });
}

/**
 * One attempt at one delivery, signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature v1). Redirects are not followed. 2xx
 * succeeds; 410 disables the endpoint; anything else is retried by the queue
 * until MAX_ATTEMPTS, and enough failures in a row disable the endpoint.
 */
export async function handleWebhookDelivery(job: WebhookDeliveryJob, env: Bindings): Promise<JobOutcome> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    const [row] = await db
      .select({ delivery: webhookDeliveries, webhook: webhooks })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, job.id));
    if (!row || row.delivery.status !== 'pending' || !row.webhook.enabled) return 'done';
    const attempt = row.delivery.attempts + 1;
    const body = JSON.stringify(row.delivery.payload);
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = webhookUrlProblem(row.webhook.url, cfg.ENVIRONMENT);
    if (!error) {
      try {
        const timestamp = new Date();
        const signature = new Webhook(await openSecret(dataEncryptionKey(cfg), row.webhook.secret)).sign(
          row.delivery.messageId,
          timestamp,
          body,
        );
        const res = await fetch(row.webhook.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Abastece-Webhooks/1.0',
            'webhook-id': row.delivery.messageId,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body,
        });
        status = res.status;
        await res.body?.cancel();
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    const succeeded = error === null;
    const gone = status === 410;
    const finalFailure =
      !succeeded && (gone || attempt >= MAX_ATTEMPTS || Boolean(webhookUrlProblem(row.webhook.url, cfg.ENVIRONMENT)));
    let disabledNow = false;
    await db.transaction(async (tx) => {
      await tx
        .insert(webhookDeliveryAttempts)
        .values({
          deliveryId: row.delivery.id,
          attempt,
          succeeded,
          responseStatus: status,
          durationMs: Date.now() - started,
          error,
        })
        .onConflictDoNothing();
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: attempt,
          status: succeeded ? 'succeeded' : finalFailure ? 'failed' : 'pending',
          updatedAt: sql`now()`,
        })
        .where(eq(webhookDeliveries.id, row.delivery.id));
      const [webhook] = await tx
        .update(webhooks)
        .set({ consecutiveFailures: succeeded ? 0 : sql`${webhooks.consecutiveFailures} + 1` })
        .where(eq(webhooks.id, row.webhook.id))
        .returning({ consecutiveFailures: webhooks.consecutiveFailures });
      if (!succeeded && (gone || webhook!.consecutiveFailures >= DISABLE_AFTER_FAILURES)) {
        const [disabled] = await tx
          .update(webhooks)
          .set({ enabled: false, disabledAt: new Date() })
          .where(and(eq(webhooks.id, row.webhook.id), eq(webhooks.enabled, true)))
          .returning({ id: webhooks.id });
        disabledNow = Boolean(disabled);
      }
    });
    if (disabledNow) await notifyDisabled(db, env, row.webhook, cfg.APP_URL);
    return succeeded || finalFailure ? 'done' : 'retry';
  } finally {
    await close();
  }
}
