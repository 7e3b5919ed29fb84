import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  supplierCategoryListSchema,
  supplierProductPageSchema,
  supplierProductSchema,
  supplierProductStatsSchema,
  supplierProductToResponse as toResponse,
} from './supplier-products.responses';
import { PRODUCT_MESSAGES, listQuery, productSchemas } from './supplier-products.schemas';
import {
  createSupplierProduct,
  deactivateSupplierProduct,
  listActiveCategories,
  listSupplierProducts,
  ownProduct,
  supplierProductStats,
  updateSupplierProduct,
} from './supplier-products.service';

const pt = PRODUCT_MESSAGES['pt-BR'];
const { createBody, updateBody, productId } = productSchemas(pt);

/**
 * The supplier's own catalogue from the portal: the supplier product API's rules (active category,
 * unique name among active products, removal deactivates), for any of the supplier's people.
 */
export const supplierPortalProductRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/products/categories — the categories a product may be in
  .get(
    '/categories',
    doc({ summary: 'Categorias ativas, por nome (para cadastrar produtos)', response: supplierCategoryListSchema }),
    async (c) => c.json(await listActiveCategories(c.var.db)),
  )
  // GET /supplier-portal/products/stats — how many products, active and removed
  .get(
    '/stats',
    doc({ summary: 'Contagem dos produtos do fornecedor', response: supplierProductStatsSchema }),
    async (c) => c.json(await supplierProductStats(c.var.db, activeSupplierId(c))),
  )
  // GET /supplier-portal/products — the active catalogue, newest first, searchable by name
  .get(
    '/',
    doc({ summary: 'Produtos ativos do fornecedor, com busca por nome', response: supplierProductPageSchema }),
    validate('query', listQuery),
    async (c) => {
      const { page, limit, search } = c.req.valid('query');
      const { rows, total } = await listSupplierProducts(c.var.db, activeSupplierId(c), page, limit, search);
      return c.json({
        data: rows.map(toResponse),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      });
    },
  )
  // GET /supplier-portal/products/:id — one of the supplier's products
  .get(
    '/:id',
    doc({ summary: 'Um produto do fornecedor', response: supplierProductSchema }),
    validate('param', productId),
    async (c) => c.json(toResponse(await ownProduct(c.var.db, activeSupplierId(c), c.req.valid('param').id, pt))),
  )
  // POST /supplier-portal/products — add a product to the catalogue
  .post(
    '/',
    doc({
      summary: 'Cadastra um produto no catálogo do fornecedor',
      description:
        'As regras da API do fornecedor: categoria ativa (senão 400), nome único entre os produtos ativos do fornecedor (senão 409), preço em reais.',
      status: 201,
      errors: [409],
      response: supplierProductSchema,
      requestExample: { name: 'Tomate italiano', price: 8.9, unit: 'kg', categoryId: '…', minimumOrder: 5 },
    }),
    validate('json', createBody),
    async (c) =>
      c.json(toResponse(await createSupplierProduct(c.var.db, activeSupplierId(c), c.req.valid('json'), pt)), 201),
  )
  // PUT /supplier-portal/products/:id — price, stock or any other field
  .put(
    '/:id',
    doc({
      summary: 'Muda preço, estoque ou outro campo de um produto',
      errors: [409],
      response: supplierProductSchema,
      requestExample: { price: 9.5, inStock: false },
    }),
    validate('param', productId),
    validate('json', updateBody),
    async (c) => {
      const id = c.req.valid('param').id;
      return c.json(
        toResponse(await updateSupplierProduct(c.var.db, activeSupplierId(c), id, c.req.valid('json'), pt)),
      );
    },
  )
  // DELETE /supplier-portal/products/:id — takes the product out of the catalogue
  .delete(
    '/:id',
    doc({
      summary: 'Remove (desativa) um produto',
      description: 'Sai do catálogo e das buscas; continua nos pedidos já feitos.',
      response: messageResponse,
    }),
    validate('param', productId),
    async (c) => {
      await deactivateSupplierProduct(c.var.db, activeSupplierId(c), c.req.valid('param').id, pt);
      return c.json({ message: 'Produto removido do catálogo' });
    },
  );
