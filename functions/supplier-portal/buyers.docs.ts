import type { RouteDocs } from '../platform/describe';
import { buyerPriceListSchema, changedBuyerLineSchema, portalBuyerPageSchema } from './buyers.responses';

/**
 * How buyers.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const buyersDocs = {
  'GET /': {
    summary: 'Clientes que cadastraram a empresa: cidade, desde quando, pedidos, cotações e lista de preços',
    description:
      'Só as organizações que cadastraram a empresa como fornecedor próprio; quem só comprou pelo marketplace não aparece. `search` acha parte do nome.',
    response: portalBuyerPageSchema,
  },
  'GET /:organizationId/price-list': {
    summary: 'A lista de preços que um cliente mantém para a empresa',
    description:
      'Só deste cliente e só desta empresa; uma organização que não cadastrou a empresa responde 404, como uma que não existe.',
    response: buyerPriceListSchema,
  },
  'PATCH /:organizationId/price-list/:productId': {
    summary: 'Muda preço, validade, unidade ou estoque de um produto da lista de um cliente',
    description:
      'Vale para os pedidos feitos depois (os já feitos guardam seus preços). A mudança fica no histórico de preços do cliente como feita pelo fornecedor, e o proprietário e os administradores do cliente são avisados. Outro cliente ou produto: 404.',
    response: changedBuyerLineSchema,
    requestExample: { price: 12.9, price_valid_until: '2026-12-31', in_stock: true },
  },
} satisfies RouteDocs;
