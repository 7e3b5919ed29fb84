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
import { categoryToResponse as toResponse, categoryWithCountToResponse } from './categories.responses';

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
  .get('/', doc('categories', 'GET /'), edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }), async (c) =>
    c.json((await listCategories(c.var.db, { includeInactive: false })).map(toResponse)),
  )
  // GET /categorys/with-count — active categories with their number of active products
  .get(
    '/with-count',
    doc('categories', 'GET /with-count'),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    async (c) => c.json((await listCategoriesWithCount(c.var.db)).map(categoryWithCountToResponse)),
  )
  // GET /categorys/:id — one category
  .get(
    '/:id',
    doc('categories', 'GET /:id'),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    validate('param', categoryId),
    async (c) => c.json(toResponse(await getCategory(c.var.db, c.req.valid('param').id))),
  )
  // POST /categorys — create (operator)
  .post('/', doc('categories', 'POST /'), requireOperator(), validate('json', body), async (c) =>
    c.json(toResponse(await createCategory(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /categorys/:id — update (operator)
  .put(
    '/:id',
    doc('categories', 'PUT /:id'),
    requireOperator(),
    validate('param', categoryId),
    validate('json', body.partial()),
    async (c) => c.json(toResponse(await updateCategory(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /categorys/:id — delete an unused category (operator)
  .delete('/:id', doc('categories', 'DELETE /:id'), requireOperator(), validate('param', categoryId), async (c) => {
    await deleteCategory(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Categoria excluída com sucesso' });
  });
