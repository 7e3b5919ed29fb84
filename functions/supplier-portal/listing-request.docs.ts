import type { RouteDocs } from '../platform/describe';
import { listingRequestSchema, listingStatusSchema } from './listing-request.responses';

/**
 * How listing-request.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const listingRequestDocs = {
  'GET /': {
    summary: 'Se a empresa está no marketplace e o último pedido de anúncio (situação e motivo)',
    response: listingStatusSchema,
  },
  'POST /': {
    summary: 'Pede para anunciar no marketplace: cidades, categorias e um recado (administradores)',
    description:
      'O operador aprova ou recusa com um motivo; até lá a empresa continua visível só aos compradores que a cadastraram (e as listas de preço de cada um continuam só deles, mesmo depois). Um pedido já em análise, ou a empresa já anunciada: 409. Cidade ou categoria inexistente ou inativa: 400.',
    status: 201,
    response: listingRequestSchema,
    errors: [409],
    requestExample: {
      city_ids: ['0b8f3c1e-5a2d-4c6e-9f1a-2b3c4d5e6f70'],
      category_ids: ['7d6c5b4a-3e2f-4a1b-8c9d-0e1f2a3b4c5d'],
      message: 'Entregamos hortifrúti em São Paulo e Campinas, de segunda a sábado.',
    },
  },
} satisfies RouteDocs;
