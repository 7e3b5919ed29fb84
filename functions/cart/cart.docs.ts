import type { RouteDocs } from '../platform/describe';
import { addedCartItemSchema, cartSchema } from './cart.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How cart.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const cartDocs = {
  'GET /': {
    summary: 'O carrinho na organização ativa, com itens e totais por fornecedor',
    description:
      'Um carrinho por usuário e organização ativa, criado no primeiro uso. Cada linha guarda o preço do momento em que foi adicionada; o resumo soma unidades e subtotais por fornecedor.',
    response: cartSchema,
  },
  'POST /item': {
    summary: 'Adiciona um produto (quantidades se somam se já estiver no carrinho)',
    description:
      'O fornecedor e o preço vêm do produto (supplierId e price no corpo são aceitos por compatibilidade e ignorados). Produto inexistente, inativo ou que a organização não vê (da lista de preços privada de outra organização) responde 404; fora de estoque, ou abaixo do pedido mínimo do produto, 400.',
    errors: [404],
    status: 201,
    response: addedCartItemSchema,
    requestExample: { productId: '…', quantity: 5 },
  },
  'PUT /item/:itemId': {
    summary: 'Muda a quantidade de uma linha',
    description: 'A quantidade nova substitui a anterior e precisa alcançar o pedido mínimo do produto (senão 400).',
    response: messageResponse,
    example: { message: 'Quantidade atualizada' },
    requestExample: { quantity: 10 },
  },
  'DELETE /item/:itemId': {
    summary: 'Remove uma linha',
    response: messageResponse,
    example: { message: 'Item removido do carrinho' },
  },
  'POST /clear': {
    summary: 'Esvazia o carrinho',
    response: messageResponse,
    example: { message: 'Carrinho esvaziado' },
  },
} satisfies RouteDocs;
