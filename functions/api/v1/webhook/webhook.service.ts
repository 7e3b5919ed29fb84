import { and, desc, eq, inArray } from 'drizzle-orm';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../../../db/schema/integrations';
import type { AppConfig } from '../../../env';
import type { Db } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import { openSecret, sealSecret } from '../../../lib/secret-box';
import { planDeliveries } from '../../../webhooks/deliveries';
import { ownedBy, type WebhookOwner } from '../../../webhooks/owner';
import { webhookUrlProblem } from '../../../webhooks/url-policy';

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

export async function revealWebhookSecret(db: Db, sealKey: string, owner: WebhookOwner, id: string) {
  const [row] = await db.select({ secret: webhooks.secret }).from(webhooks).where(ofOwner(owner, id));
  if (!row) throw webhookNotFound();
  return openSecret(sealKey, row.secret);
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
  },
) {
  assertUrlAllowed(input.url, input.environment);
  const [row] = await db
    .insert(webhooks)
    .values({
      ...input.owner,
      url: input.url,
      secret: await sealSecret(input.sealKey, input.secret ?? newSecret()),
      events: [...new Set(input.events)],
    })
    .returning();
  return row!;
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
  },
) {
  const { changes } = input;
  if (changes.url) assertUrlAllowed(changes.url, input.environment);
  const [row] = await db
    .update(webhooks)
    .set({
      ...(changes.url ? { url: changes.url } : {}),
      ...(changes.secret ? { secret: await sealSecret(input.sealKey, changes.secret) } : {}),
      ...(changes.events ? { events: [...new Set(changes.events)] } : {}),
      ...(changes.enabled !== undefined
        ? { enabled: changes.enabled, ...(changes.enabled ? { consecutiveFailures: 0, disabledAt: null } : {}) }
        : {}),
    })
    .where(ofOwner(input.owner, input.id))
    .returning();
  if (!row) throw webhookNotFound();
  return row;
}

export async function deleteWebhook(db: Db, owner: WebhookOwner, id: string) {
  const [row] = await db.delete(webhooks).where(ofOwner(owner, id)).returning({ id: webhooks.id });
  if (!row) throw webhookNotFound();
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
