import type { RouteDocs } from '../platform/describe';

/**
 * How documents.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const documentsDocs = {
  'GET /nfe': {
    summary: 'Os XMLs das NF-e do mês em um zip, com o índice em CSV',
    description:
      'Para o contador: as NF-e recebidas pelo XML com emissão no mês (dia de São Paulo), uma por arquivo NFe<chave>.xml como o fornecedor enviou, e indice.csv (UTF-8 com BOM, ";" entre colunas): chave de acesso; número; série; emissão (dd/mm/aaaa); fornecedor; CNPJ do fornecedor; valor (1.234,56); pedido; remessa. Remessas registradas pelo formulário, sem XML, ficam de fora. Um mês sem notas responde um zip válido só com o cabeçalho do índice. Enviado aos poucos, um XML de cada vez: o tamanho do mês não pesa na memória. Só o dono e os administradores.',
    file: 'application/zip',
    responseDescription: 'nfe-AAAA-MM.zip',
  },
} satisfies RouteDocs;
