import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireOperator } from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  listCategoriesWithCount,
  updateCategory,
} from './categories.service';
import { area, doc } from '../platform/describe';
import { edgeCached, TAXONOMY_TTL_SECONDS } from '../platform/edge-cache';
import { messageResponse } from '../platform/response-schemas';
import {
  categoryListSchema,
  categorySchema,
  categoryToResponse as toResponse,
  categoryWithCountListSchema,
  categoryWithCountToResponse,
} from './categories.responses';

const body = z.object({
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(80),
  image: z.string().trim().url('URL inválida').max(500).nullable().optional(),
  icon: z.string().trim().max(50).nullable().optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida')
    .nullable()
    .optional(),
  isActive: z.boolean().optional(),
});

const categoryId = idParam('ID de categoria inválido');

export const categoryRoutes = new Hono<AppEnv>()
  .use(area('Categorias'))
  // GET /categorys — active categories by name
  .get(
    '/',
    doc({
      summary: 'Categorias ativas, por nome',
      description: 'Público. /categorys é o caminho da especificação; /categories responde o mesmo.',
      response: categoryListSchema,
    }),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    async (c) => c.json((await listCategories(c.var.db, { includeInactive: false })).map(toResponse)),
  )
  // GET /categorys/with-count — active categories with their number of active products
  .get(
    '/with-count',
    doc({ summary: 'Categorias ativas com o número de produtos ativos', response: categoryWithCountListSchema }),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    async (c) => c.json((await listCategoriesWithCount(c.var.db)).map(categoryWithCountToResponse)),
  )
  // GET /categorys/:id — one category
  .get(
    '/:id',
    doc({ summary: 'Uma categoria (também inativa)', response: categorySchema }),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    validate('param', categoryId),
    async (c) => c.json(toResponse(await getCategory(c.var.db, c.req.valid('param').id))),
  )
  // POST /categorys — create (operator)
  .post(
    '/',
    doc({
      summary: 'Cria uma categoria (operador)',
      description: 'O nome é único sem diferenciar maiúsculas: um nome já usado responde 409.',
      status: 201,
      response: categorySchema,
      errors: [409],
      requestExample: { name: 'Hortifrúti', icon: 'carrot', color: '#16a34a' },
    }),
    requireOperator(),
    validate('json', body),
    async (c) => c.json(toResponse(await createCategory(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /categorys/:id — update (operator)
  .put(
    '/:id',
    doc({
      summary: 'Atualiza uma categoria (operador)',
      description: 'Só os campos enviados mudam; null limpa image, icon e color. Um nome já usado responde 409.',
      response: categorySchema,
      errors: [409],
      requestExample: { isActive: false },
    }),
    requireOperator(),
    validate('param', categoryId),
    validate('json', body.partial()),
    async (c) => c.json(toResponse(await updateCategory(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /categorys/:id — delete an unused category (operator)
  .delete(
    '/:id',
    doc({
      summary: 'Exclui uma categoria sem produtos (operador)',
      description: 'Uma categoria com produtos (mesmo inativos) não é excluída (409): desative-a.',
      response: messageResponse,
      errors: [409],
      example: { message: 'Categoria excluída com sucesso' },
    }),
    requireOperator(),
    validate('param', categoryId),
    async (c) => {
      await deleteCategory(c.var.db, c.req.valid('param').id);
      return c.json({ message: 'Categoria excluída com sucesso' });
    },
  );
