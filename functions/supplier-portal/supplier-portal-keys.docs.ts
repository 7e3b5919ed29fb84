import type { RouteDocs } from '../platform/describe';
import {
  supplierKeyWithSecretSchema,
  supplierKeysOfSupplierSchema,
  usageAnalyticsSchema,
} from './supplier-api-key.responses';

/**
 * How supplier-portal-keys.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierPortalKeysDocs = {
  'GET /': { summary: 'Chaves de API do fornecedor e as 10 últimas chamadas', response: supplierKeysOfSupplierSchema },
  'GET /analytics': {
    summary: 'Uso da API somando as chaves do fornecedor (todos os dias do período)',
    description: 'Nos últimos days dias UTC (1 a 365, padrão 30, hoje incluído): um dia sem chamadas vem com 0.',
    response: usageAnalyticsSchema,
  },
  'POST /': {
    summary: 'Cria uma chave sk_… (administradores): a chave inteira vem só nesta resposta',
    description:
      'Guardamos só o hash: a chave não pode ser mostrada de novo (gere outra em /regenerate). expiresAt, quando neverExpires é false, deve estar no futuro (400).',
    status: 201,
    response: supplierKeyWithSecretSchema,
    requestExample: { name: 'ERP', neverExpires: true },
  },
} satisfies RouteDocs;
