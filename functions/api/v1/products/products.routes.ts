import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { operatorAskedForInactive, requireOperator } from '../../../auth/middleware';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import { createProductSchema, listProductsQuery, updateProductSchema } from './products.schemas';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service';
import { area, doc } from '../../../lib/describe';
import { messageResponse } from '../../../lib/response-schemas';
import { productDetailSchema, productPageSchema, productToResponse } from './products.responses';

const productId = idParam('ID de produto inválido');

export const productRoutes = new Hono<AppEnv>()
  .use(area('Produtos'))
  // GET /products — the catalogue: filters, sort and pagination
  .get(
    '/',
    doc({
      summary: 'O catálogo: filtros, busca, ordenação e páginas',
      description: 'Público. O operador pode pedir também os inativos com includeInactive=true.',
      response: productPageSchema,
    }),
    validate('query', listProductsQuery),
    async (c) => {
      const { includeInactive, ...query } = c.req.valid('query');
      const { rows, pagination } = await listProducts(c.var.db, {
        ...query,
        includeInactive: await operatorAskedForInactive(c, includeInactive),
      });
      return c.json({ data: rows.map(productToResponse), pagination });
    },
  )
  // GET /products/by-supplier/:supplierId — one supplier's active products
  .get(
    '/by-supplier/:id',
    doc({ summary: 'Produtos ativos de um fornecedor', response: productPageSchema }),
    validate('param', idParam('ID do fornecedor inválido')),
    validate('query', listProductsQuery),
    async (c) => {
      const { includeInactive: _ignored, ...query } = c.req.valid('query');
      const { rows, pagination } = await listProducts(c.var.db, { ...query, supplierId: c.req.valid('param').id });
      return c.json({ data: rows.map(productToResponse), pagination });
    },
  )
  // GET /products/:id — with its category and its supplier's cities
  .get(
    '/:id',
    doc({ summary: 'Um produto com a categoria e as cidades do fornecedor', response: productDetailSchema }),
    validate('param', productId),
    async (c) => {
      const row = await getProduct(c.var.db, c.req.valid('param').id, {
        includeInactive: await operatorAskedForInactive(c, c.req.query('includeInactive')),
      });
      return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } });
    },
  )
  // POST /products — create (operator)
  .post(
    '/',
    doc({
      summary: 'Cria um produto (operador)',
      status: 201,
      response: productDetailSchema,
      requestExample: {
        name: 'Tomate italiano',
        price: 8.9,
        unit: 'kg',
        categoryId: '…',
        supplierId: '…',
        minimumOrder: 5,
      },
    }),
    requireOperator(),
    validate('json', createProductSchema),
    async (c) => {
      const row = await createProduct(c.var.db, c.req.valid('json'));
      return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } }, 201);
    },
  )
  // PUT /products/:id — update (operator)
  .put(
    '/:id',
    doc({ summary: 'Atualiza um produto (operador)', response: productDetailSchema }),
    requireOperator(),
    validate('param', productId),
    validate('json', updateProductSchema),
    async (c) => {
      const row = await updateProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ ...productToResponse(row), supplier: { ...row.supplier, cities: row.supplierCities } });
    },
  )
  // DELETE /products/:id — remove from carts, then retire (operator)
  .delete(
    '/:id',
    doc({ summary: 'Tira dos carrinhos e desativa um produto (operador)', response: messageResponse }),
    requireOperator(),
    validate('param', productId),
    async (c) => {
      await deleteProduct(c.var.db, c.req.valid('param').id);
      return c.json({ message: 'Produto excluído com sucesso' });
    },
  );
