import type { RouteDocs } from '../platform/describe';
import { categoryListSchema, categorySchema, categoryWithCountListSchema } from './categories.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How categories.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const categoriesDocs = {
  'GET /': {
    summary: 'Categorias ativas, por nome',
    description: 'Público. /categorys é o caminho da especificação; /categories responde o mesmo.',
    response: categoryListSchema,
  },
  'GET /with-count': {
    summary: 'Categorias ativas com o número de produtos ativos',
    response: categoryWithCountListSchema,
  },
  'GET /:id': { summary: 'Uma categoria (também inativa)', response: categorySchema },
  'POST /': {
    summary: 'Cria uma categoria (operador)',
    description: 'O nome é único sem diferenciar maiúsculas: um nome já usado responde 409.',
    status: 201,
    response: categorySchema,
    errors: [409],
    requestExample: { name: 'Hortifrúti', icon: 'carrot', color: '#16a34a' },
  },
  'PUT /:id': {
    summary: 'Atualiza uma categoria (operador)',
    description: 'Só os campos enviados mudam; null limpa image, icon e color. Um nome já usado responde 409.',
    response: categorySchema,
    errors: [409],
    requestExample: { isActive: false },
  },
  'DELETE /:id': {
    summary: 'Exclui uma categoria sem produtos (operador)',
    description: 'Uma categoria com produtos (mesmo inativos) não é excluída (409): desative-a.',
    response: messageResponse,
    errors: [409],
    example: { message: 'Categoria excluída com sucesso' },
  },
} satisfies RouteDocs;
