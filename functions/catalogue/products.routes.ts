import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { operatorAskedForInactive, requireOperator } from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createProductSchema, listProductsQuery, updateProductSchema } from './products.schemas';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  outsideCity,
  productCategoryCounts,
  updateProduct,
} from './products.service';
import { area, doc, documentedInput } from '../platform/describe';
import { edgeCached, operatorMayAsk, PRODUCT_TTL_SECONDS } from '../platform/edge-cache';
import { carriesSession, viewerOrganization } from '../suppliers/supplier-visibility';
import { productDetailToResponse, productToResponse } from './products.responses';

const productId = idParam('ID de produto inválido');

/**
 * GET /products/:id reads includeInactive without validating it (any other value is simply
 * "no"); this only puts the parameter in the document, behaviour unchanged.
 */
const includeInactiveDocumented = documentedInput(
  createMiddleware(async (_c, next) => {
    await next();
  }),
  'query',
  z.object({
    includeInactive: z
      .enum(['true', 'false'])
      .optional()
      .meta({ description: 'true: o operador vê também produtos inativos' }),
  }),
);

/**
 * The catalogue's reads are kept at the edge for anonymous callers only (computed with no organization:
 * the public catalogue). A request with a session may be a buyer with its own suppliers, whose private
 * price lists join its catalogue (#54), so it is never answered from nor stored in the shared copy: the
 * simplest correct choice — knowing whether the organization has own suppliers before the cache would
 * cost the database round trip the cache exists to save, and caching the public part to merge the
 * private one in breaks sorting and paging. The viewer's organization rides the read's own statement
 * (viewerOrganization), so a signed-in read costs the same round trips as an anonymous miss.
 */
const catalogueCache = () =>
  edgeCached({ ttlSeconds: PRODUCT_TTL_SECONDS, bypass: (c) => operatorMayAsk(c) || carriesSession(c) });

export const productRoutes = new Hono<AppEnv>()
  .use(area('Produtos'))
  // GET /products — the catalogue: filters, sort and pagination
  .get('/', doc('products', 'GET /'), catalogueCache(), validate('query', listProductsQuery), async (c) => {
    const { includeInactive, ...query } = c.req.valid('query');
    const input = {
      ...query,
      includeInactive: await operatorAskedForInactive(c, includeInactive),
      viewer: await viewerOrganization(c),
    };
    const { rows, pagination, approximate } = await listProducts(c.var.db, input);
    const elsewhere = await outsideCity(c.var.db, input, pagination.total);
    return c.json({
      data: rows.map(productToResponse),
      pagination,
      approximate,
      outsideCity: elsewhere && {
        city: elsewhere.city,
        total: elsewhere.total,
        data: elsewhere.rows.map(productToResponse),
      },
    });
  })
  // GET /products/facets — how many products each category holds under the same filters
  .get('/facets', doc('products', 'GET /facets'), catalogueCache(), validate('query', listProductsQuery), async (c) => {
    const { includeInactive, page: _page, limit: _limit, sort: _sort, order: _order, ...query } = c.req.valid('query');
    const facets = await productCategoryCounts(c.var.db, {
      ...query,
      includeInactive: await operatorAskedForInactive(c, includeInactive),
      viewer: await viewerOrganization(c),
    });
    return c.json(facets);
  })
  // GET /products/by-supplier/:supplierId — one supplier's active products
  .get(
    '/by-supplier/:id',
    doc('products', 'GET /by-supplier/:id'),
    catalogueCache(),
    validate('param', idParam('ID do fornecedor inválido')),
    validate('query', listProductsQuery),
    async (c) => {
      const { includeInactive: _ignored, ...query } = c.req.valid('query');
      const { rows, pagination, approximate } = await listProducts(c.var.db, {
        ...query,
        supplierId: c.req.valid('param').id,
        viewer: await viewerOrganization(c),
      });
      return c.json({ data: rows.map(productToResponse), pagination, approximate, outsideCity: null });
    },
  )
  // GET /products/:id — with its category and its supplier's cities
  .get(
    '/:id',
    doc('products', 'GET /:id'),
    catalogueCache(),
    validate('param', productId),
    includeInactiveDocumented,
    async (c) => {
      const row = await getProduct(c.var.db, c.req.valid('param').id, {
        includeInactive: await operatorAskedForInactive(c, c.req.query('includeInactive')),
        viewer: await viewerOrganization(c),
      });
      return c.json(productDetailToResponse(row));
    },
  )
  // POST /products — create (operator)
  .post('/', doc('products', 'POST /'), requireOperator(), validate('json', createProductSchema), async (c) => {
    const row = await createProduct(c.var.db, c.req.valid('json'));
    return c.json(productDetailToResponse(row), 201);
  })
  // PUT /products/:id — update (operator)
  .put(
    '/:id',
    doc('products', 'PUT /:id'),
    requireOperator(),
    validate('param', productId),
    validate('json', updateProductSchema),
    async (c) => {
      const row = await updateProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'));
      return c.json(productDetailToResponse(row));
    },
  )
  // DELETE /products/:id — remove from carts, then retire (operator)
  .delete('/:id', doc('products', 'DELETE /:id'), requireOperator(), validate('param', productId), async (c) => {
    await deleteProduct(c.var.db, c.req.valid('param').id);
    return c.json({ message: 'Produto excluído com sucesso' });
  });
