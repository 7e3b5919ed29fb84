import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../../../db/schema/integrations';
import type { AppEnv } from '../../../app-env';
import { dataEncryptionKey } from '../../../env';
import { activeOrganizationId, requireRole, requireSession } from '../../../lib/auth';
import { ApiError, notFound } from '../../../lib/errors';
import { idParam } from '../../../lib/params';
import { openSecret, sealSecret } from '../../../lib/secret-box';
import { validate } from '../../../lib/validate';
import { planDeliveries } from '../../../webhooks/deliveries';
import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/event-types';
import { webhookUrlProblem } from '../../../webhooks/url-policy';

type WebhookRow = typeof webhooks.$inferSelect;

const webhookNotFound = () => notFound('Webhook not found');
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Evento desconhecido' }))
  .min(1, 'Escolha ao menos um evento');
const secret = z.string().regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'O segredo deve ter o formato whsec_… (base64)');
const createBody = z.object({ url: z.string().trim().url('URL inválida').max(500), secret: secret.optional(), events });
const updateBody = z.object({
  url: z.string().trim().url('URL inválida').max(500).optional(),
  secret: secret.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});

/** whsec_ + 32 random bytes in base64, as Standard Webhooks expects. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/** The secret never leaves here: only GET /webhook/:id/secret reveals it. */
const toResponse = (w: WebhookRow) => ({
  id: w.id,
  url: w.url,
  events: w.events,
  enabled: w.enabled,
  consecutiveFailures: w.consecutiveFailures,
  disabledAt: w.disabledAt?.toISOString() ?? null,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

export const webhookRoutes = new Hono<AppEnv>()
  .use(requireSession(), requireRole('owner', 'admin'))
  // GET /webhook/events — the event types a webhook can subscribe to
  .get('/events', (c) => c.json({ data: WEBHOOK_EVENT_TYPES }))
  // GET /webhook — the organization's webhooks
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.organizationId, activeOrganizationId(c)))
      .orderBy(desc(webhooks.createdAt));
    return c.json({ data: rows.map(toResponse) });
  })
  // GET /webhook/:id — one webhook with its latest deliveries and their attempts
  .get('/:id', validate('param', idParam('Webhook not found')), async (c) => {
    const [webhook] = await c.var.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, c.req.valid('param').id), eq(webhooks.organizationId, activeOrganizationId(c))));
    if (!webhook) throw webhookNotFound();
    const deliveries = await c.var.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(25);
    const attempts = deliveries.length
      ? await c.var.db
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
    return c.json({
      ...toResponse(webhook),
      deliveries: deliveries.map((d) => ({
        id: d.id,
        messageId: d.messageId,
        eventType: d.eventType,
        status: d.status,
        attempts: attempts
          .filter((a) => a.deliveryId === d.id)
          .map((a) => ({
            attempt: a.attempt,
            succeeded: a.succeeded,
            responseStatus: a.responseStatus,
            durationMs: a.durationMs,
            error: a.error,
            createdAt: a.createdAt.toISOString(),
          })),
        createdAt: d.createdAt.toISOString(),
      })),
    });
  })
  // GET /webhook/:id/secret — reveal the signing secret (owner/admin)
  .get('/:id/secret', validate('param', idParam('Webhook not found')), async (c) => {
    const [row] = await c.var.db
      .select({ secret: webhooks.secret })
      .from(webhooks)
      .where(and(eq(webhooks.id, c.req.valid('param').id), eq(webhooks.organizationId, activeOrganizationId(c))));
    if (!row) throw webhookNotFound();
    return c.json({ secret: await openSecret(dataEncryptionKey(c.var.config), row.secret) });
  })
  // POST /webhook — create (201); a secret is generated when none is given
  .post('/', validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    const problem = webhookUrlProblem(body.url, c.var.config.ENVIRONMENT);
    if (problem)
      throw new ApiError({ code: 'VALIDATION_ERROR', message: problem, details: [{ path: 'url', message: problem }] });
    const [row] = await c.var.db
      .insert(webhooks)
      .values({
        organizationId: activeOrganizationId(c),
        url: body.url,
        secret: await sealSecret(dataEncryptionKey(c.var.config), body.secret ?? newSecret()),
        events: [...new Set(body.events)],
      })
      .returning();
    return c.json(toResponse(row!), 201);
  })
  // PUT /webhook/:id — change URL, events, secret; re-enabling clears the failure count
  .put('/:id', validate('param', idParam('Webhook not found')), validate('json', updateBody), async (c) => {
    const body = c.req.valid('json');
    if (body.url) {
      const problem = webhookUrlProblem(body.url, c.var.config.ENVIRONMENT);
      if (problem)
        throw new ApiError({
          code: 'VALIDATION_ERROR',
          message: problem,
          details: [{ path: 'url', message: problem }],
        });
    }
    const [row] = await c.var.db
      .update(webhooks)
      .set({
        ...(body.url ? { url: body.url } : {}),
        ...(body.secret ? { secret: await sealSecret(dataEncryptionKey(c.var.config), body.secret) } : {}),
        ...(body.events ? { events: [...new Set(body.events)] } : {}),
        ...(body.enabled !== undefined
          ? { enabled: body.enabled, ...(body.enabled ? { consecutiveFailures: 0, disabledAt: null } : {}) }
          : {}),
      })
      .where(and(eq(webhooks.id, c.req.valid('param').id), eq(webhooks.organizationId, activeOrganizationId(c))))
      .returning();
    if (!row) throw webhookNotFound();
    return c.json(toResponse(row));
  })
  // DELETE /webhook/:id
  .delete('/:id', validate('param', idParam('Webhook not found')), async (c) => {
    const [row] = await c.var.db
      .delete(webhooks)
      .where(and(eq(webhooks.id, c.req.valid('param').id), eq(webhooks.organizationId, activeOrganizationId(c))))
      .returning({ id: webhooks.id });
    if (!row) throw webhookNotFound();
    return c.json({ message: 'Webhook excluído com sucesso' });
  })
  // POST /webhook/:id/test — send a "webhook.test" event to this endpoint now
  .post('/:id/test', validate('param', idParam('Webhook not found')), async (c) => {
    const organizationId = activeOrganizationId(c);
    const [webhook] = await c.var.db
      .select({ id: webhooks.id, enabled: webhooks.enabled })
      .from(webhooks)
      .where(and(eq(webhooks.id, c.req.valid('param').id), eq(webhooks.organizationId, organizationId)));
    if (!webhook) throw webhookNotFound();
    if (!webhook.enabled) throw new ApiError({ code: 'BAD_REQUEST', message: 'Reative o webhook antes de testar' });
    const [deliveryId] = await planDeliveries(
      c.var.db,
      dataEncryptionKey(c.var.config),
      {
        id: crypto.randomUUID(),
        occurredAt: new Date().toISOString(),
        type: 'webhook.test',
        organizationId,
        data: { message: 'Teste de entrega do Abastece' },
      },
      webhook.id,
    );
    return c.json({ deliveryId }, 202);
  });
