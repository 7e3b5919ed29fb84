import { formatCents } from '../platform/brazil';
import * as z from 'zod';
import type { DomainEvent } from '../platform/domain-event';

/** What an installed integration does with an event: one HTTP request, or nothing. */
export interface OutboundRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface IntegrationProvider {
  slug: string;
  name: string;
  category: 'notifications' | 'automations' | 'email-marketing';
  description: string;
  /** The settings a user gives at install time. */
  settings: z.ZodType<Record<string, unknown>>;
  /** The HTTP call that delivers an event, or null when this provider ignores it. */
  request(event: DomainEvent, settings: Record<string, unknown>): OutboundRequest | null;
}

const describe = (event: DomainEvent): string => {
  switch (event.type) {
    case 'lead.created':
      return `Novo lead: ${event.data.email}`;
    case 'submission.created':
      return `Novo envio de formulário${event.data.source ? ` (${event.data.source})` : ''}`;
    case 'purchase_order.created':
      return `Novo pedido de compra${event.data.number ? ` nº ${event.data.number}` : ''} de ${formatCents(Math.round(event.data.totalAmount * 100))}`;
    case 'purchase_order.updated':
      return `Pedido nº ${event.data.supplierOrderNumber}: ${event.data.status}`;
    case 'purchase_order.status_changed':
      return `Pedido ${event.data.orderId.slice(0, 8)}: ${event.data.from} → ${event.data.to}`;
    case 'purchase_order.item_status_changed':
      return `Item do pedido ${event.data.orderId.slice(0, 8)}: ${event.data.to}`;
    case 'quote.awarded':
      return `Cotação fechada com os vencedores: pedido ${event.data.orderId.slice(0, 8)}`;
  }
};

const webhookUrl = z.string().url('URL inválida');

/** The integrations the catalogue offers; each delivers for real over HTTP. */
export const PROVIDERS: IntegrationProvider[] = [
  {
    slug: 'slack',
    name: 'Slack',
    category: 'notifications',
    description: 'Avisos de pedidos e leads num canal do Slack (Incoming Webhook).',
    settings: z.object({ webhookUrl }),
    request: (event, s) => ({
      url: String(s.webhookUrl),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: describe(event) }),
    }),
  },
  {
    slug: 'discord',
    name: 'Discord',
    category: 'notifications',
    description: 'Avisos num canal do Discord (webhook do canal).',
    settings: z.object({ webhookUrl }),
    request: (event, s) => ({
      url: String(s.webhookUrl),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: describe(event) }),
    }),
  },
  {
    slug: 'zapier',
    name: 'Zapier / Make / n8n',
    category: 'automations',
    description: 'Envia cada evento, em JSON, para um catch hook de automação.',
    settings: z.object({ webhookUrl }),
    request: (event, s) => ({
      url: String(s.webhookUrl),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: event.type, organizationId: event.organizationId, data: event.data }),
    }),
  },
  {
    slug: 'brevo',
    name: 'Brevo',
    category: 'email-marketing',
    description: 'Adiciona cada novo lead como contato numa lista do Brevo.',
    settings: z.object({
      apiKey: z.string().min(10, 'Chave de API inválida'),
      listId: z.coerce.number().int().positive('Lista inválida'),
      apiUrl: z.string().url().default('https://api.brevo.com'),
    }),
    request: (event, s) =>
      event.type === 'lead.created'
        ? {
            url: `${String(s.apiUrl)}/v3/contacts`,
            headers: { 'content-type': 'application/json', accept: 'application/json', 'api-key': String(s.apiKey) },
            body: JSON.stringify({ email: event.data.email, listIds: [Number(s.listId)], updateEnabled: true }),
          }
        : null,
  },
];

export const providerBySlug = (slug: string) => PROVIDERS.find((p) => p.slug === slug);
