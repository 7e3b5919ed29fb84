import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import type { WebhookOwner } from './owner';
import { dataEncryptionKey } from '../platform/env';
import { sessionActor } from '../platform/audit-actor';
import {
  activeOrganizationId,
  activeSupplierId,
  requireRole,
  requireSession,
  requireSupplierMember,
} from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { SUPPLIER_WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './event-types';
import {
  createWebhook,
  deleteWebhook,
  getWebhookWithDeliveries,
  listWebhooks,
  revealWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './webhook.service';
import {
  testDeliverySchema,
  toResponse,
  webhookDetailResponse,
  webhookDetailSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from './webhook.responses';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';

// The specification takes the user's own secret: any of 16 characters or more (whsec_… still works).
const secret = z
  .string({ error: 'O segredo deve ser um texto' })
  .min(16, 'O segredo deve ter pelo menos 16 caracteres')
  .max(256, 'O segredo deve ter no máximo 256 caracteres');
const webhookId = idParam('ID de webhook inválido');

/** How deliveries are signed and retried: the create and secret routes' description. */
const SIGNATURE =
  'Cada entrega é um POST JSON { type, timestamp, data } assinado no padrão Standard Webhooks: cabeçalhos webhook-id (msg_…, o mesmo em todas as tentativas: use-o para descartar repetidas), webhook-timestamp (segundos Unix) e webhook-signature ("v1,<base64>": HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<corpo>" com a chave em base64 depois de whsec_; um segredo escolhido por você, fora desse formato, assina com os próprios bytes UTF-8). Confira com uma biblioteca standardwebhooks: new Webhook(segredo).verify(corpo, cabeçalhos), ou new Webhook(bytesDoSegredo, { format: "raw" }) para um segredo seu. Responda 2xx em até 10 s (redirecionamentos não são seguidos); outra resposta é tentada de novo com espera crescente, até 6 tentativas; um 410 ou 10 falhas seguidas desativam o endpoint.';

/** What one area's webhooks differ in: whose they are, who may manage them, which events exist. */
interface WebhookArea {
  tag: string;
  /** The role check after the session (organization owner/admin, supplier admin). */
  guard: MiddlewareHandler<SessionEnv>;
  owner: (c: Context<SessionEnv>) => WebhookOwner;
  eventTypes: readonly [string, ...string[]];
  /** "/webhook" or "/supplier-portal/webhooks", for the descriptions. */
  path: string;
  example: string;
}

/** The webhooks of an organization or of a supplier: same routes, same signing, scoped to the owner. */
export function webhookRoutesFor(area_: WebhookArea) {
  const events = z
    .array(z.enum(area_.eventTypes, { error: 'Evento desconhecido' }))
    .min(1, 'Escolha ao menos um evento');
  const createBody = z.object({
    url: z.string().trim().url('URL inválida').max(500),
    secret: secret.optional(),
    events,
  });
  const updateBody = z.object({
    url: z.string().trim().url('URL inválida').max(500).optional(),
    secret: secret.optional(),
    events: events.optional(),
    enabled: z.boolean().optional(),
  });
  return (
    new Hono<SessionEnv>()
      .use(area(area_.tag), requireSession(), area_.guard)
      // GET /webhook/events — the event types a webhook can subscribe to
      .get(
        '/events',
        doc({
          summary: 'Tipos de evento que um webhook pode assinar',
          response: z.object({ data: z.array(z.enum(area_.eventTypes)) }),
        }),
        (c) => c.json({ data: [...area_.eventTypes] }),
      )
      // GET /webhook — the organization's webhooks
      .get('/', doc({ summary: 'Os webhooks cadastrados', response: webhookListSchema }), async (c) =>
        c.json({ data: (await listWebhooks(c.var.db, area_.owner(c))).map(toResponse) }),
      )
      // GET /webhook/:id — one webhook with its latest deliveries and their attempts
      .get(
        '/:id',
        doc({ summary: 'Um webhook com as 25 últimas entregas e suas tentativas', response: webhookDetailSchema }),
        validate('param', webhookId),
        async (c) => {
          const { webhook, deliveries, attempts } = await getWebhookWithDeliveries(
            c.var.db,
            area_.owner(c),
            c.req.valid('param').id,
          );
          return c.json(webhookDetailResponse(webhook, deliveries, attempts));
        },
      )
      // GET /webhook/:id/secret — reveal the signing secret (owner/admin)
      .get(
        '/:id/secret',
        doc({
          summary: 'Revela o segredo de assinatura (whsec_…)',
          description: `Só quem administra. ${SIGNATURE}`,
          response: webhookSecretSchema,
        }),
        validate('param', webhookId),
        async (c) => {
          const key = dataEncryptionKey(c.var.config);
          return c.json({
            secret: await revealWebhookSecret(c.var.db, key, area_.owner(c), c.req.valid('param').id, sessionActor(c)),
          });
        },
      )
      // POST /webhook — create (201); a secret is generated when none is given
      .post(
        '/',
        doc({
          summary: 'Cria um webhook (um segredo é gerado se nenhum vier)',
          description: `secret (opcional): o seu segredo, de 16 a 256 caracteres, ou whsec_ seguido de ao menos 24 bytes em base64; sem ele um é gerado (leia em GET ${area_.path}/{id}/secret). A URL segue a política de webhooks (só https, nunca endereço privado, local ou de metadados): fora dela, 400. ${SIGNATURE}`,
          status: 201,
          response: webhookSchema,
          requestExample: { url: 'https://erp.padariaboa.com.br/webhooks/abastece', events: [area_.example] },
        }),
        validate('json', createBody),
        async (c) => {
          const row = await createWebhook(c.var.db, {
            ...c.req.valid('json'),
            sealKey: dataEncryptionKey(c.var.config),
            environment: c.var.config.ENVIRONMENT,
            owner: area_.owner(c),
            actor: sessionActor(c),
          });
          return c.json(toResponse(row), 201);
        },
      )
      // PUT /webhook/:id — change URL, events, secret; re-enabling clears the failure count
      .put(
        '/:id',
        doc({
          summary: 'Muda URL, eventos ou segredo; reativar zera as falhas',
          response: webhookSchema,
          requestExample: { enabled: true },
        }),
        validate('param', webhookId),
        validate('json', updateBody),
        async (c) => {
          const row = await updateWebhook(c.var.db, {
            sealKey: dataEncryptionKey(c.var.config),
            environment: c.var.config.ENVIRONMENT,
            owner: area_.owner(c),
            id: c.req.valid('param').id,
            changes: c.req.valid('json'),
            actor: sessionActor(c),
          });
          return c.json(toResponse(row));
        },
      )
      // DELETE /webhook/:id
      .delete(
        '/:id',
        doc({ summary: 'Exclui um webhook', response: messageResponse }),
        validate('param', webhookId),
        async (c) => {
          await deleteWebhook(c.var.db, area_.owner(c), c.req.valid('param').id, sessionActor(c));
          return c.json({ message: 'Webhook excluído com sucesso' });
        },
      )
      // POST /webhook/:id/test — send a "webhook.test" event to this endpoint now
      .post(
        '/:id/test',
        doc({
          summary: 'Envia agora um evento webhook.test para este endpoint',
          description:
            'A entrega vai pela fila, assinada como as outras, com data { message }. Um webhook desativado responde 400: reative-o antes.',
          status: 202,
          response: testDeliverySchema,
        }),
        validate('param', webhookId),
        async (c) => {
          const key = dataEncryptionKey(c.var.config);
          const deliveryId = await sendTestEvent(c.var.db, key, area_.owner(c), c.req.valid('param').id);
          return c.json({ deliveryId }, 202);
        },
      )
  );
}

// The organization's webhooks: /webhook (owner and admin).
export const webhookRoutes = webhookRoutesFor({
  tag: 'Webhooks',
  guard: requireRole('owner', 'admin'),
  owner: (c) => ({ organizationId: activeOrganizationId(c) }),
  eventTypes: WEBHOOK_EVENT_TYPES,
  path: '/webhook',
  example: 'purchase_order.created',
});

// The supplier's own webhooks: /supplier-portal/webhooks (supplier admins).
export const supplierWebhookRoutes = webhookRoutesFor({
  tag: 'Portal do fornecedor',
  guard: requireSupplierMember('admin'),
  owner: (c) => ({ supplierId: activeSupplierId(c) }),
  eventTypes: SUPPLIER_WEBHOOK_EVENT_TYPES,
  path: '/supplier-portal/webhooks',
  example: 'supplier_order.sent',
});
