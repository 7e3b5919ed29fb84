import type { RouteDocs } from '../platform/describe';
import { managedCityListSchema, managedCitySchema } from './cities.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How cities.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const citiesDocs = {
  'GET /': {
    summary: 'Todas as cidades, ativas ou não, com quem as usa (operador)',
    description:
      'Por UF e nome. `search` acha parte do nome, a UF ou o código IBGE inteiros; `status` filtra ativas ou inativas.',
    response: managedCityListSchema,
  },
  'POST /': {
    summary: 'Cadastra uma cidade (operador)',
    description:
      'Nome, UF e código IBGE (7 dígitos, começando pelo código da UF: 35 para SP). Nome e UF já cadastrados, ou um código de outra cidade, respondem 409.',
    status: 201,
    response: managedCitySchema,
    errors: [409],
    requestExample: { name: 'Jundiaí', state: 'SP', ibgeCode: '3525904' },
  },
  'PATCH /:id': {
    summary: 'Altera uma cidade: nome, UF, código IBGE, ativa ou não (operador)',
    description:
      'Só muda o que vier. Uma cidade inativa deixa de ser oferecida a fornecedores e endereços, e quem já a usa continua com ela.',
    response: managedCitySchema,
    errors: [409],
    requestExample: { isActive: false },
  },
  'DELETE /:id': {
    summary: 'Exclui uma cidade que ninguém usa (operador)',
    description:
      'Uma cidade atendida por algum fornecedor ou com endereço de entrega de alguma organização responde 409: desative-a.',
    response: messageResponse,
    errors: [409],
    example: { message: 'Cidade excluída' },
  },
} satisfies RouteDocs;
