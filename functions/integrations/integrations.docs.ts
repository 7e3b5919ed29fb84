import type { RouteDocs } from '../platform/describe';
import { integrationListSchema, integrationSchema } from './integrations.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How integrations.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const integrationsDocs = {
  'GET /': {
    summary: 'O catálogo por categoria, com o que esta organização instalou',
    response: integrationListSchema,
  },
  'GET /:slug': {
    summary: 'Uma integração do catálogo, com a instalação desta organização',
    response: integrationSchema,
  },
  'POST /:slug/install': {
    summary: 'Instala com as configurações (ativa)',
    description:
      'metadata: { webhookUrl } para slack, discord e zapier; { apiKey, listId, apiUrl? } para brevo. URLs seguem a política dos webhooks (só https, nunca endereço privado, local ou de metadados): fora dela, 400. Instalar de novo troca as configurações e reativa. Credenciais ficam cifradas e voltam só com os 4 últimos caracteres.',
    status: 201,
    response: integrationSchema,
    requestExample: { metadata: { webhookUrl: 'https://hooks.slack.com/services/…' } },
  },
  'PUT /:slug': {
    summary: 'Muda as configurações ou ativa/desativa',
    description:
      'As chaves de metadata enviadas substituem as guardadas (as outras ficam) e o conjunto é validado de novo. Uma integração não instalada responde 404.',
    response: integrationSchema,
    requestExample: { enabled: false },
  },
  'DELETE /:slug/uninstall': {
    summary: 'Remove a integração (e suas configurações)',
    description: 'Uma integração não instalada responde 404.',
    response: messageResponse,
  },
} satisfies RouteDocs;
