import { Hono } from 'hono';
import { validate } from '../platform/validate';
import { requireSupplierKey, type SupplierKeyEnv } from '../identity/middleware';
import { logSupplierUsage } from '../identity/supplier-key';
import { createBody, listQuery, productId, updateBody } from './supplier-products.schemas';
import {
  createSupplierProduct,
  deactivateSupplierProduct,
  listActiveCategories,
  listSupplierProducts,
  ownProduct,
  supplierProductStats,
  updateSupplierProduct,
} from './supplier-products.service';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import {
  supplierCategoryListSchema,
  supplierProductPageSchema,
  supplierProductSchema,
  supplierProductStatsSchema,
  supplierProductToResponse as toResponse,
} from './supplier-products.responses';

export const supplierProductRoutes = new Hono<SupplierKeyEnv>()
  .use(area('API do fornecedor'), logSupplierUsage(), requireSupplierKey())
  // GET /supplier/products/categories — active categories by name
  .get(
    '/categories',
    doc({
      summary: 'Categorias ativas, por nome (para escolher o categoryId)',
      description:
        'As categorias em que um produto pode ser cadastrado: o id de uma delas é o categoryId do POST e do PUT. Exemplo: curl …/api/v1/supplier/products/categories -H "x-api-key: sk_…"',
      response: supplierCategoryListSchema,
    }),
    async (c) => c.json(await listActiveCategories(c.var.db)),
  )
  // GET /supplier/products/stats — totalProducts, activeProducts, inactiveProducts
  .get(
    '/stats',
    doc({
      summary: 'Contagem dos produtos do fornecedor',
      description:
        'Todos os produtos do fornecedor da chave, ativos e inativos (os removidos pelo DELETE contam como inativos).',
      response: supplierProductStatsSchema,
      example: { totalProducts: 42, activeProducts: 40, inactiveProducts: 2 },
    }),
    async (c) => c.json(await supplierProductStats(c.var.db, c.var.supplierKey.supplierId)),
  )
  // GET /supplier/products — the supplier's active products, newest first
  .get(
    '/',
    doc({
      summary: 'Produtos ativos do fornecedor, mais novos primeiro',
      description:
        'Com a chave do fornecedor (sk_…) no cabeçalho x-api-key: cada chave só alcança os produtos do seu fornecedor e cada chamada aparece nos analytics. Cada resposta autenticada traz X-RateLimit-Limit, X-RateLimit-Remaining e X-RateLimit-Reset; passado o limite por minuto, 429 com Retry-After. Páginas de até 100 (50 por padrão). Exemplo: curl "…/api/v1/supplier/products?page=1&limit=50" -H "x-api-key: sk_…"',
      response: supplierProductPageSchema,
    }),
    validate('query', listQuery),
    async (c) => {
      const { page, limit, search } = c.req.valid('query');
      const { rows, total } = await listSupplierProducts(c.var.db, c.var.supplierKey.supplierId, page, limit, search);
      return c.json({
        data: rows.map(toResponse),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      });
    },
  )
  // GET /supplier/products/:id — one of the supplier's products
  .get(
    '/:id',
    doc({
      summary: 'Um produto do fornecedor',
      description: 'Um produto de outro fornecedor, inexistente ou removido responde 404.',
      response: supplierProductSchema,
    }),
    validate('param', productId),
    async (c) => c.json(toResponse(await ownProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id))),
  )
  // POST /supplier/products — create (201)
  .post(
    '/',
    doc({
      summary: 'Cria um produto no catálogo do fornecedor',
      description:
        'O produto entra no catálogo do fornecedor da chave, ativo. price em reais (arredondado a 2 casas); minimumOrder (inteiro, 1 por padrão) é a quantidade mínima por pedido, na unidade do produto; inStock é true por padrão. categoryId precisa ser uma categoria ativa (GET /supplier/products/categories), senão 400. O nome é único entre os produtos ativos do fornecedor, sem diferenciar maiúsculas: um nome repetido responde 409.',
      status: 201,
      errors: [409],
      response: supplierProductSchema,
      requestExample: { name: 'Tomate italiano', price: 8.9, unit: 'kg', categoryId: '…', minimumOrder: 5 },
    }),
    validate('json', createBody),
    async (c) =>
      c.json(toResponse(await createSupplierProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('json'))), 201),
  )
  // PUT /supplier/products/:id — update any of the fields
  .put(
    '/:id',
    doc({
      summary: 'Atualiza um produto (campos opcionais)',
      description:
        'Só os campos enviados mudam: por exemplo o preço e o estoque. categoryId precisa ser uma categoria ativa (senão 400); um nome já usado por outro produto ativo do fornecedor responde 409; um produto removido responde 404.',
      errors: [409],
      response: supplierProductSchema,
      requestExample: { price: 9.5, inStock: false },
    }),
    validate('param', productId),
    validate('json', updateBody),
    async (c) => {
      const updated = await updateSupplierProduct(
        c.var.db,
        c.var.supplierKey.supplierId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(toResponse(updated));
    },
  )
  // DELETE /supplier/products/:id — soft delete
  .delete(
    '/:id',
    doc({
      summary: 'Remove (desativa) um produto',
      description:
        'O produto sai do catálogo e desta API (depois, 404), mas continua nos pedidos já feitos e na contagem de inativos.',
      response: messageResponse,
      example: { message: 'Product deleted successfully' },
    }),
    validate('param', productId),
    async (c) => {
      await deactivateSupplierProduct(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id);
      return c.json({ message: 'Product deleted successfully' });
    },
  );
