import type { RouteDocs } from '../platform/describe';
import { priceHistorySchema } from './price-history.responses';

/**
 * How price-history.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const priceHistoryDocs = {
  'GET /:id/price-history': {
    summary: 'Histórico de preços de um produto: o que a organização pagou e o que lhe cotaram',
    description:
      'Só os pedidos e as cotações da organização ativa, do mais antigo ao mais novo, nos últimos `months` meses (padrão 12, no máximo 36). Pago: itens aprovados dos pedidos, na data do pedido, que o fornecedor não recusou. Cotado: a resposta em vigor de cada fornecedor em cada cotação, na data da resposta, sem os "não cotado". Mudanças: para um produto da lista de preços própria da organização, quem mudou o preço e quando. Produto inexistente, ou da lista de preços de outra organização: 404.',
    response: priceHistorySchema,
    errors: [404],
  },
} satisfies RouteDocs;
