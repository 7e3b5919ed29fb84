import type { RouteDocs } from '../../platform/describe';

const CSV_DOC = {
  file: 'text/csv',
  description:
    'Para o Excel em português: UTF-8 com BOM, ";" entre colunas, vírgula decimal sem R$ nem separador de milhar, datas dd/mm/aaaa (horário de Brasília). Os filtros são os da lista de pedidos (status) e quem vê a lista vê a exportação: qualquer pessoa da organização, só os pedidos dela. Enviado aos poucos (lotes de 1.000 linhas lidos por chave), então o tamanho não pesa na memória. Uma célula que começa com =, +, -, @ ganha um apóstrofo na frente, para a planilha não executar fórmula.',
} as const;

/**
 * How purchase-orders-export.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const purchaseOrdersExportDocs = {
  'GET /export.csv': {
    summary: 'Exporta os pedidos em CSV (um por linha)',
    ...CSV_DOC,
    responseDescription:
      'pedidos-AAAA-MM-DD.csv: Número; Descrição; Data; Status; Solicitante; Fornecedores; Itens; Total — mais novos primeiro',
  },
  'GET /export-lines.csv': {
    summary: 'Exporta os itens dos pedidos em CSV (um por linha de pedido)',
    ...CSV_DOC,
    responseDescription:
      'pedidos-itens-AAAA-MM-DD.csv: Número do pedido; Número do pedido do fornecedor (1042-1); Data; Fornecedor; CNPJ do fornecedor; SKU; Produto; Unidade; Quantidade; Preço unitário; Total da linha; Status da linha',
  },
} satisfies RouteDocs;
