import type { RouteDocs } from '../platform/describe';
import {
  shoppingListLineSchema,
  shoppingListPageSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
} from './shopping-lists.responses';
import { messageResponse } from '../platform/response-schemas';
import { cartFillReportExample, cartFillReportSchema } from './cart-fill.responses';

/**
 * How shopping-lists.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const shoppingListsDocs = {
  'GET /': {
    summary: 'Listas de compras da organização, por nome, paginadas',
    description: 'Cada lista com o número de produtos, o total estimado aos preços de hoje e a última mudança.',
    response: shoppingListPageSchema,
  },
  'POST /': {
    summary: 'Cria uma lista de compras (vazia ou com as linhas de um pedido)',
    description:
      'O nome é único na organização, sem diferença entre maiúsculas e minúsculas (409 "Já existe uma lista com esse nome"). Com fromPurchaseOrderId, a lista leva as linhas do pedido que não foram rejeitadas, recusadas nem canceladas, nas quantidades pedidas.',
    status: 201,
    response: shoppingListSummarySchema,
    errors: [404, 409],
    requestExample: { name: 'Compra da semana', fromPurchaseOrderId: '3f0e8f5a-2d4b-4c51-9d1e-7a6b5c4d3e2f' },
  },
  'GET /:id': {
    summary: 'Uma lista com os produtos: nome, código, unidade, preço de hoje, mínimo e disponibilidade',
    response: shoppingListSchema,
  },
  'PUT /:id': {
    summary: 'Renomeia uma lista',
    response: shoppingListSummarySchema,
    errors: [409],
    requestExample: { name: 'Hortifrúti de segunda' },
  },
  'DELETE /:id': {
    summary: 'Exclui uma lista (qualquer pessoa da organização: as listas são compartilhadas)',
    response: messageResponse,
    example: { message: 'Lista excluída' },
  },
  'POST /:id/items': {
    summary: 'Adiciona um produto à lista (a quantidade se soma se ele já estiver nela)',
    description:
      'A linha precisa alcançar o pedido mínimo do produto (400 com o mínimo). Produto inexistente, fora do catálogo ou da lista de preços privada de outra organização responde 404.',
    status: 201,
    response: shoppingListLineSchema,
    requestExample: { productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11', quantity: 10 },
  },
  'PUT /:id/items/:itemId': {
    summary: 'Muda a quantidade de um produto da lista',
    description: 'A quantidade nova substitui a anterior e precisa alcançar o pedido mínimo do produto (senão 400).',
    response: shoppingListLineSchema,
    requestExample: { quantity: 12 },
  },
  'DELETE /:id/items/:itemId': {
    summary: 'Tira um produto da lista',
    response: messageResponse,
    example: { message: 'Item removido da lista' },
  },
  'POST /:id/add-to-cart': {
    summary: 'Adiciona tudo ao carrinho, aos preços de hoje, e diz o que mudou',
    description:
      'Cada produto entra na quantidade da lista (somada ao que o carrinho já tem); produtos indisponíveis ficam de fora e quantidades abaixo do mínimo atual sobem até ele, como em "Pedir novamente". Uma lista vazia responde 400.',
    response: cartFillReportSchema,
    example: { ...cartFillReportExample, priceChanges: [] },
  },
} satisfies RouteDocs;
