import type { RouteDocs } from '../platform/describe';
import {
  importPreviewSchema,
  priceChangeListSchema,
  priceListPageSchema,
  priceListProductSchema,
} from './own-suppliers.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How price-list.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const priceListDocs = {
  'GET /:id/products': {
    summary: 'A lista de preços da organização para o fornecedor',
    description: 'Só os produtos ativos desta organização, por nome; `q` acha parte do nome ou do SKU.',
    response: priceListPageSchema,
  },
  'POST /:id/products': {
    summary: 'Cadastra um produto na lista de preços (dono ou administrador)',
    description:
      'Preço maior que zero (número, "12.50" ou "12,50"); GTIN com dígito verificador; SKU único nesta lista (gerado quando vazio); validade em AAAA-MM-DD ou dd/mm/aaaa. O preço fica no histórico de preços com quem o definiu.',
    status: 201,
    response: priceListProductSchema,
    errors: [409],
    requestExample: {
      name: 'Tomate italiano',
      unit: 'kg',
      price: '8,90',
      category_id: '…',
      price_valid_until: '2026-12-31',
    },
  },
  'POST /:id/products/import': {
    summary: 'Importa a lista de preços de um CSV: prévia por linha, depois tudo ou nada (dono ou administrador)',
    description:
      'Cabeçalho com nome, unidade e preço (ou name, unit, price), e opcionais sku/codigo, gtin/ean e validade (dd/mm/aaaa ou aaaa-mm-dd); separador ";" ou ","; preço como 12,50, 12.50 ou R$ 12,50. Até 2.000 linhas e 1 MB. `dry_run` true (o padrão) só responde a prévia; false grava todas as linhas numa transação quando nenhuma tem erro, senão responde 422 com a mesma prévia e nada é gravado. Um nome que já está na lista atualiza o preço daquele produto (`action: "update"`).',
    response: importPreviewSchema,
    errors: [413],
    responses: {
      422: {
        description: 'Alguma linha tem erro: nada foi gravado (a prévia diz quais)',
        schema: importPreviewSchema,
      },
    },
    requestExample: { csv: 'nome;unidade;preço\nTomate italiano;kg;8,90\n', category_id: '…', dry_run: true },
  },
  'PATCH /:id/products/:productId': {
    summary: 'Altera um produto da lista de preços (dono ou administrador)',
    description:
      'Só muda o que vier. Um preço novo vale para os próximos pedidos: os já feitos guardam o preço de cada item.',
    response: priceListProductSchema,
    errors: [409],
    requestExample: { price: 9.5, price_valid_until: '2026-12-31' },
  },
  'DELETE /:id/products/:productId': {
    summary: 'Remove um produto da lista de preços (dono ou administrador)',
    description: 'O produto sai da lista e dos carrinhos; os pedidos que o têm continuam a mostrá-lo.',
    response: messageResponse,
    example: { message: 'Produto removido da lista de preços' },
  },
  'GET /:id/products/:productId/price-changes': {
    summary: 'Quem mudou o preço do produto e quando, do mais recente ao mais antigo',
    description: '`who` é o nome da pessoa da organização, "Fornecedor" ou "Importação".',
    response: priceChangeListSchema,
  },
} satisfies RouteDocs;
