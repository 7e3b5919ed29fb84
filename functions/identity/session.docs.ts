import type { RouteDocs } from '../platform/describe';
import { sessionListSchema } from './session.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How session.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const sessionDocs = {
  'GET /': {
    summary: 'Sessões abertas do usuário (a atual marcada)',
    description: 'As 50 usadas mais recentemente, sem as encerradas e as expiradas.',
    response: sessionListSchema,
  },
  'DELETE /revoke': {
    summary: 'Encerra uma sessão do usuário (token = id da sessão)',
    description: 'Uma sessão de outra pessoa, ou já encerrada, é 404.',
    response: messageResponse,
    errors: [404],
  },
} satisfies RouteDocs;
