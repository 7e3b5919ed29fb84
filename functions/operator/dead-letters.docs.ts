import type { RouteDocs } from '../platform/describe';
import { deadLetterListSchema } from './dead-letters.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How dead-letters.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const deadLettersDocs = {
  'GET /': {
    summary: 'Jobs que esgotaram as tentativas, mais novos primeiro',
    description:
      'Só o operador da plataforma. O corpo do job fica cifrado e nunca é mostrado: só o tipo, o id e um resumo sem links nem tokens.',
    response: deadLetterListSchema,
  },
  'POST /:messageId/replay': {
    summary: 'Devolve o job à fila',
    description:
      'O job volta à fila com o mesmo id (os handlers são idempotentes por id) e sai da lista; um id que não está na lista responde 404.',
    response: messageResponse,
  },
  'DELETE /:messageId': { summary: 'Descarta o job (sai da lista sem ser executado)', response: messageResponse },
} satisfies RouteDocs;
