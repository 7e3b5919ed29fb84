import { and, desc, eq, inArray } from 'drizzle-orm';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/integrations';
import type { AppConfig } from '../platform/env';
import type { AuditChanges } from '../../db/schema/audit';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { changedFields } from '../platform/audit-changes';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { openSecret, sealSecret } from '../platform/secret-box';
import { planDeliveries } from './webhook-deliveries';
import { ownedBy, type WebhookOwner } from './owner';
import { webhookUrlProblem } from './url-policy';

export type WebhookRow = typeof webhooks.$inferSelect;

const webhookNotFound = () => notFound('Webhook not found');

/** whsec_ + 32 random bytes in base64, as Standard Webhooks expects. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/** The URL policy (no private networks, https in production) as a validation error on `url`. */
function assertUrlAllowed(url: string, environment: AppConfig['ENVIRONMENT']) {
  const problem = webhookUrlProblem(url, environment);
  if (problem)
    throw new ApiError({ code: 'VALIDATION_ERROR', message: problem, details: [{ path: 'url', message: problem }] });
}

const ofOwner = (owner: WebhookOwner, id: string) => and(eq(webhooks.id, id), ownedBy(owner));

export function listWebhooks(db: Db, owner: WebhookOwner) {
  return db.select().from(webhooks).where(ownedBy(owner)).orderBy(desc(webhooks.createdAt));
}

/** One webhook with its latest 25 deliveries and their attempts. */
export async function getWebhookWithDeliveries(db: Db, owner: WebhookOwner, id: string) {
  const [webhook] = await db.select().from(webhooks).where(ofOwner(owner, id));
  if (!webhook) throw webhookNotFound();
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhook.id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(25);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookDeliveryAttempts)
        .where(
          inArray(
            webhookDeliveryAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(webhookDeliveryAttempts.attempt)
    : [];
  return { webhook, deliveries, attempts };
}

/**
 * A webhook's entries go to its organization's audit log; a supplier's webhooks to the platform's.
 * The signing secret is never a value in them: a new one shows as `signing: 'alterada'`.
 */
async function auditWebhook(
  tx: Db,
  owner: WebhookOwner,
  actor: AuditActor,
  action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted' | 'webhook.secret_revealed',
  row: Pick<WebhookRow, 'id' | 'url'>,
  changes: AuditChanges | null,
) {
  await recordAudit(tx, {
    organizationId: 'organizationId' in owner ? owner.organizationId : null,
    actor,
    action,
    target: { type: 'webhook', id: row.id, label: row.url },
    changes: 'supplierId' in owner ? { supplierId: { after: owner.supplierId }, ...changes } : changes,
  });
}

/** Showing the secret is recorded (who saw it, when) in the same transaction that reads it. */
export async function revealWebhookSecret(db: Db, sealKey: string, owner: WebhookOwner, id: string, actor: AuditActor) {
  const sealed = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(ofOwner(owner, id));
    if (!row) throw webhookNotFound();
    await auditWebhook(tx, owner, actor, 'webhook.secret_revealed', row, null);
    return row.secret;
  });
  return openSecret(sealKey, sealed);
}

/** A secret is generated when none is given; it is stored sealed. */
export async function createWebhook(
  db: Db,
  input: {
    sealKey: string;
    environment: AppConfig['ENVIRONMENT'];
    owner: WebhookOwner;
    url: string;
    secret?: string;
    events: string[];
    actor: AuditActor;
  },
) {
  assertUrlAllowed(input.url, input.environment);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({
        ...input.owner,
        url: input.url,
        secret: await sealSecret(input.sealKey, input.secret ?? newSecret()),
        events: [...new Set(input.events)],
      })
      .returning();
    await auditWebhook(tx, input.owner, input.actor, 'webhook.created', row!, {
      url: { after: row!.url },
      events: { after: row!.events },
      enabled: { after: row!.enabled },
    });
    return row!;
  });
}

/** Re-enabling clears the failure count. */
export async function updateWebhook(
  db: Db,
  input: {
    sealKey: string;
    environment: AppConfig['ENVIRONMENT'];
    owner: WebhookOwner;
    id: string;
    changes: { url?: string; secret?: string; events?: string[]; enabled?: boolean };
    actor: AuditActor;
  },
) {
  const { changes } = input;
  if (changes.url) assertUrlAllowed(changes.url, input.environment);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(webhooks).where(ofOwner(input.owner, input.id)).for('update');
    if (!before) throw webhookNotFound();
    const [row] = await tx
      .update(webhooks)
      .set({
        ...(changes.url ? { url: changes.url } : {}),
        ...(changes.secret ? { secret: await sealSecret(input.sealKey, changes.secret) } : {}),
        ...(changes.events ? { events: [...new Set(changes.events)] } : {}),
        ...(changes.enabled !== undefined
          ? { enabled: changes.enabled, ...(changes.enabled ? { consecutiveFailures: 0, disabledAt: null } : {}) }
          : {}),
      })
      .where(eq(webhooks.id, before.id))
      .returning();
    const fields = changedFields(before, row!, ['url', 'events', 'enabled']);
    const recorded = { ...fields, ...(changes.secret ? { signing: { after: 'alterada' } } : {}) };
    if (Object.keys(recorded).length)
      await auditWebhook(tx, input.owner, input.actor, 'webhook.updated', row!, recorded);
    return row!;
  });
}

export async function deleteWebhook(db: Db, owner: WebhookOwner, id: string, actor: AuditActor) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(webhooks).where(ofOwner(owner, id)).returning();
    if (!row) throw webhookNotFound();
    await auditWebhook(tx, owner, actor, 'webhook.deleted', row, {
      url: { before: row.url },
      events: { before: row.events },
    });
  });
}

/** A "webhook.test" event for this endpoint only, delivered through the outbox like any other. */
export async function sendTestEvent(db: Db, sealKey: string, owner: WebhookOwner, id: string) {
  const [webhook] = await db
    .select({ id: webhooks.id, enabled: webhooks.enabled })
    .from(webhooks)
    .where(ofOwner(owner, id));
  if (!webhook) throw webhookNotFound();
  if (!webhook.enabled) throw new ApiError({ code: 'BAD_REQUEST', message: 'Reative o webhook antes de testar' });
  const [deliveryId] = await planDeliveries(
    db,
    sealKey,
    {
      id: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
      type: 'webhook.test',
      data: { message: 'Teste de entrega do Abastece' },
    },
    owner,
    webhook.id,
  );
  return deliveryId!;
}
