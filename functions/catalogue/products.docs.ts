import type { RouteDocs } from '../platform/describe';
import { productDetailSchema, productFacetsSchema, productPageSchema } from './products.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How products.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const productsDocs = {
  'GET /': {
    summary: 'O catálogo: filtros, busca, ordenação e páginas',
    description:
      'Público: produtos ativos de fornecedores ativos, filtrados por categoria, fornecedor, cidade atendida (cityId), faixa de preço, estoque e busca (sem acentos, no nome, código, descrição, fornecedor e categoria, tolerante a erros), ordenados por relevância (padrão com busca), nome, preço ou mais novos. O operador pode pedir também os inativos com includeInactive=true. Com sessão, inclui a lista de preços própria da organização (dos fornecedores que ela cadastrou), nunca a de outra; essa resposta não passa pelo cache compartilhado.',
    response: productPageSchema,
  },
  'GET /facets': {
    summary: 'Contagem por categoria para o painel de filtros',
    description:
      'Público: os mesmos filtros do catálogo (busca, fornecedor, cidade, preço, estoque), sem o de categoria; categorias sem produtos não aparecem. total soma todas.',
    response: productFacetsSchema,
  },
  'GET /by-supplier/:id': {
    summary: 'Produtos ativos de um fornecedor',
    description:
      'Público: os mesmos filtros e a mesma ordenação do catálogo, restritos ao fornecedor do caminho (supplierId e includeInactive da query são ignorados). Um fornecedor desconhecido responde uma página vazia.',
    response: productPageSchema,
  },
  'GET /:id': {
    summary: 'Um produto com a categoria e as cidades do fornecedor',
    description:
      'Público: produto inativo ou de fornecedor inativo responde 404, salvo para o operador com ?includeInactive=true. Um produto da lista de preços própria de uma organização só abre para ela (com sessão); para qualquer outro, 404.',
    response: productDetailSchema,
  },
  'POST /': {
    summary: 'Cria um produto (operador)',
    description:
      'price aceita número ou texto ("8.90"). Um nome já usado pelo fornecedor, ou categoria/fornecedor inexistente, responde 400 (PRODUCT_CREATION_FAILED).',
    status: 201,
    response: productDetailSchema,
    requestExample: {
      name: 'Tomate italiano',
      price: 8.9,
      unit: 'kg',
      categoryId: '…',
      supplierId: '…',
      minimumOrder: 5,
    },
  },
  'PUT /:id': {
    summary: 'Atualiza um produto (operador)',
    description:
      'Só os campos enviados mudam (também inativos). Nome repetido no fornecedor ou categoria/fornecedor inexistente responde 400 (PRODUCT_CREATION_FAILED).',
    response: productDetailSchema,
    requestExample: { price: 9.5, inStock: false },
  },
  'DELETE /:id': {
    summary: 'Tira dos carrinhos e desativa um produto (operador)',
    description: 'Os pedidos continuam apontando para o produto; um produto já inativo responde 404.',
    response: messageResponse,
    example: { message: 'Produto excluído com sucesso' },
  },
} satisfies RouteDocs;
