import type { RouteDocs } from '../platform/describe';
import { apiKeyListSchema, apiKeySchema, createdApiKeySchema } from './api-key.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How api-key.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const apiKeyDocs = {
  'GET /': { summary: 'Chaves da organização ativa (só prévias)', response: apiKeyListSchema },
  'GET /:id': { summary: 'Uma chave (só a prévia)', response: apiKeySchema },
  'POST /': {
    summary: 'Cria uma chave ak_…: a chave inteira vem só nesta resposta',
    status: 201,
    response: createdApiKeySchema,
    requestExample: { description: 'Formulário do site', neverExpires: true },
  },
  'PUT /:id': { summary: 'Renomeia, ativa ou desativa uma chave', response: apiKeySchema },
  'POST /:id/regenerate': {
    summary: 'Gera uma nova chave no lugar da atual: a antiga para na hora, a nova vem só nesta resposta',
    description: 'Descrição, validade e situação ficam como estavam. Guardamos só o hash da nova chave.',
    response: createdApiKeySchema,
  },
  'DELETE /:id': { summary: 'Revoga uma chave de vez', response: messageResponse },
} satisfies RouteDocs;
