import type { RouteDocs } from '../platform/describe';
import {
  supplierKeyPageSchema,
  supplierKeyWithSecretSchema,
  supplierKeysOfSupplierSchema,
  usageAnalyticsSchema,
} from './supplier-api-key.responses';

/**
 * How supplier-api-key.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierApiKeyDocs = {
  'GET /': {
    summary: 'Chaves de fornecedor, com busca, mais novas primeiro',
    description:
      'Só o operador da plataforma. search procura no nome e na descrição da chave e no nome do fornecedor; supplierId filtra por fornecedor.',
    response: supplierKeyPageSchema,
  },
  'GET /supplier/:supplierId/analytics': {
    summary: 'Uso da API de um fornecedor (todos os dias do período)',
    description:
      'Somando todas as chaves do fornecedor, nos últimos days dias UTC (1 a 365, padrão 30, hoje incluído): um dia sem chamadas vem com 0; recentActivity traz as 10 chamadas mais novas. Um fornecedor que não existe responde 404.',
    response: usageAnalyticsSchema,
  },
  'GET /supplier/:supplierId': {
    summary: 'Chaves de um fornecedor com as 10 últimas chamadas',
    response: supplierKeysOfSupplierSchema,
  },
  'POST /': {
    summary: 'Cria uma chave sk_… para um fornecedor: a chave inteira vem só nesta resposta',
    description:
      'O sistema do fornecedor a envia no cabeçalho x-api-key da API do fornecedor. Guardamos só o hash: a chave não pode ser mostrada de novo (gere outra em /regenerate). expiresAt, quando neverExpires é false, deve estar no futuro (400); um supplierId que não existe responde 404.',
    status: 201,
    response: supplierKeyWithSecretSchema,
    errors: [404],
    requestExample: { name: 'ERP do fornecedor', supplierId: '…', neverExpires: true },
  },
} satisfies RouteDocs;
