import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/integrations';
import { members } from '../../db/schema/organizations';
import { supplierMembers } from '../../db/schema/supplier-people';
import { enqueueEmail } from '../email/enqueue-email';
import { dataEncryptionKey } from '../platform/env';
import { inTransaction, type Db } from '../platform/db';
import { openSecret } from '../platform/secret-box';
import { DISABLE_AFTER_FAILURES, MAX_ATTEMPTS } from './webhook-deliveries';
import { webhookSigner } from './signing';
import { webhookUrlProblem } from './url-policy';
import type { JobContext, JobKind } from '../platform/jobs/context';
import type { JobOutcome } from '../platform/jobs/job';
import { webhookDeliveryJobSchema, type WebhookDeliveryJob } from './webhook-delivery.payload';

const TIMEOUT_MS = 10_000;

/** Who hears that an endpoint was disabled: the organization's owner, or the supplier's admins. */
async function notifyDisabled(
  db: Db,
  sealKey: string,
  webhook: { organizationId: string | null; supplierId: string | null; url: string },
  appUrl: string,
) {
  const people = webhook.organizationId
    ? await db
        .select({ email: users.email })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(eq(members.organizationId, webhook.organizationId), eq(members.role, 'owner')))
    : await db
        .select({ email: users.email })
        .from(supplierMembers)
        .innerJoin(users, eq(users.id, supplierMembers.userId))
        .where(and(eq(supplierMembers.supplierId, webhook.supplierId!), eq(supplierMembers.role, 'admin')));
  const url = webhook.organizationId ? `${appUrl}/app/tools?aba=webhooks` : `${appUrl}/fornecedor/integracoes`;
  for (const person of people) {
    await enqueueEmail(db, sealKey, {
      to: person.email,
      template: 'notification',
      data: {
        title: 'Webhook desativado',
        message: `O endpoint ${webhook.url} falhou repetidamente e foi desativado. Corrija-o e reative-o nas configurações.`,
        url,
        actionLabel: 'Ver webhooks',
      },
    });
  }
}

/**
 * One attempt at one delivery, signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature v1). Redirects are not followed. 2xx
 * succeeds; 410 disables the endpoint; anything else is retried by the queue
 * until MAX_ATTEMPTS, and enough failures in a row disable the endpoint.
 */
export async function handleWebhookDelivery(job: WebhookDeliveryJob, { cfg, db }: JobContext): Promise<JobOutcome> {
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
      const signer = await webhookSigner(await openSecret(dataEncryptionKey(cfg), row.webhook.secret));
      const signature = signer.sign(row.delivery.messageId, timestamp, body);
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
  await inTransaction(db, async (tx) => {
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
      // The owner's e-mail commits with the disabling (outbox).
      if (disabled) await notifyDisabled(tx, dataEncryptionKey(cfg), row.webhook, cfg.APP_URL);
    }
  });
  return succeeded || finalFailure ? 'done' : 'retry';
}

export const webhookDeliveryJob: JobKind<'webhook-delivery'> = {
  payload: webhookDeliveryJobSchema,
  handle: handleWebhookDelivery,
};
