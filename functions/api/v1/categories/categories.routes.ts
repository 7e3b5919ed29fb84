import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { requireOperator } from '../../../auth/middleware';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  listCategoriesWithCount,
  updateCategory,
  type CategoryRow,
} from './categories.service';

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

const toResponse = (c: CategoryRow) => ({
  id: c.id,
  name: c.name,
  image: c.image,
  icon: c.icon,
  color: c.color,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

const categoryId = idParam('ID de categoria inválido');

export const categoryRoutes = new Hono<AppEnv>()
  // GET /categorys — active categories by name
  .get('/', async (c) => c.json((await listCategories(c.var.db, { includeInactive: false })).map(toResponse)))
  // GET /categorys/with-count — active categories with their number of active products
  .get('/with-count', async (c) =>
    c.json(
      (await listCategoriesWithCount(c.var.db)).map((r) => ({
        ...toResponse(r.category),
        productCount: r.productCount,
      })),
    ),
  )
  // GET /categorys/:id — one category
  .get('/:id', validate('param', categoryId), async (c) =>
    c.json(toResponse(await getCategory(c.var.db, c.req.valid('param').id))),
  )
  // POST /categorys — create (operator)
  .post('/', requireOperator(), validate('json', body), async (c) =>
    c.json(toResponse(await createCategory(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /categorys/:id — update (operator)
  .put('/:id', requireOperator(), validate('param', categoryId), validate('json', body.partial()), async (c) =>
    c.json(toResponse(await updateCategory(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /categorys/:id — delete an unused category (operator)
  .delete('/:id', requireOperator(), validate('param', categoryId), async (c) => {
    await deleteCategory(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Categoria excluída com sucesso' });
  });
