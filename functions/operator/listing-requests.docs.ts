import type { RouteDocs } from '../platform/describe';
import { operatorListingRequestPageSchema, operatorListingRequestSchema } from './listing-requests.responses';

/**
 * How listing-requests.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const listingRequestsDocs = {
  'GET /': {
    summary: 'Pedidos de anúncio no marketplace, os que aguardam primeiro (operador)',
    description: 'Os pendentes primeiro (o mais antigo antes), depois os decididos, do mais novo. `status` filtra.',
    response: operatorListingRequestPageSchema,
  },
  'POST /:id/approve': {
    summary: 'Aprova: o fornecedor entra no marketplace, nas cidades pedidas (operador)',
    description:
      'Todas as organizações passam a ver a empresa e seu catálogo público; as listas de preço que cada comprador mantém continuam só dele. Fica no registro de auditoria da plataforma e os administradores do fornecedor recebem um e-mail. Um pedido já decidido: 409.',
    response: operatorListingRequestSchema,
    errors: [409],
  },
  'POST /:id/refuse': {
    summary: 'Recusa com um motivo, que o fornecedor recebe por e-mail (operador)',
    description: 'O motivo é obrigatório. O fornecedor pode pedir de novo depois. Um pedido já decidido: 409.',
    response: operatorListingRequestSchema,
    errors: [409],
    requestExample: { reason: 'Falta o catálogo público: cadastre seus produtos no portal e peça de novo.' },
  },
} satisfies RouteDocs;
