import type { RouteDocs } from '../platform/describe';
import { leadDetailSchema, leadListSchema, leadSchema } from './lead.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How lead.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const leadDocs = {
  'GET /': { summary: 'Leads da organização: busca, ordenação, páginas', response: leadListSchema },
  'GET /:id': { summary: 'Um lead com seus envios', response: leadDetailSchema },
  'POST /': {
    summary: 'Cria um lead',
    description: 'Conta no limite de leads do plano (403 PLAN_QUOTA_EXCEEDED acima dele).',
    status: 201,
    response: leadSchema,
    errors: [409],
    requestExample: { email: 'cliente@exemplo.com', name: 'Cliente', phone: '(11) 98888-7777' },
  },
  'PUT /:id': { summary: 'Atualiza um lead', response: leadSchema, errors: [409] },
  'DELETE /:id': { summary: 'Exclui um lead e seus envios', response: messageResponse },
} satisfies RouteDocs;
