import type { RouteDocs } from '../platform/describe';
import { clientDetailSchema, clientListSchema } from './clients.responses';

/**
 * How clients.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const clientsDocs = {
  'GET /': { summary: 'Membros da organização como clientes (admin/proprietário)', response: clientListSchema },
  'GET /:id': {
    summary: 'Um cliente: organização, contas vinculadas, 5 sessões e 10 pedidos recentes',
    response: clientDetailSchema,
  },
} satisfies RouteDocs;
