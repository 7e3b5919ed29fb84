import type { RouteDocs } from '../platform/describe';
import { membershipListSchema, membershipRoleSchema } from './membership.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How membership.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const membershipDocs = {
  'GET /': {
    summary: 'Membros da organização ativa, com busca e ordenação',
    description: '`search` procura no nome e no e-mail; qualquer membro vê a lista.',
    response: membershipListSchema,
  },
  'PUT /:id': {
    summary: 'Muda o papel de um membro (admin ou member)',
    description: 'O papel do proprietário não muda (400).',
    response: membershipRoleSchema,
    requestExample: { role: 'admin' },
  },
  'DELETE /:id': {
    summary: 'Remove um membro (nunca o proprietário)',
    description: 'Vale a partir da próxima requisição do membro removido. O proprietário não sai (400).',
    response: messageResponse,
  },
} satisfies RouteDocs;
