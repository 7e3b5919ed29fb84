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
import { messageResponse } from '../platform/response-schemas';
import {
  productDetailSchema,
  productDetailToResponse,
  productFacetsSchema,
  productPageSchema,
  productToResponse,
} from './products.responses';

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
  .get(
    '/',
    doc({
      summary: 'O catálogo: filtros, busca, ordenação e páginas',
      description:
        'Público: produtos ativos de fornecedores ativos, filtrados por categoria, fornecedor, cidade atendida (cityId), faixa de preço, estoque e busca (sem acentos, no nome, código, descrição, fornecedor e categoria, tolerante a erros), ordenados por relevância (padrão com busca), nome, preço ou mais novos. O operador pode pedir também os inativos com includeInactive=true. Com sessão, inclui a lista de preços própria da organização (dos fornecedores que ela cadastrou), nunca a de outra; essa resposta não passa pelo cache compartilhado.',
      response: productPageSchema,
    }),
    catalogueCache(),
    validate('query', listProductsQuery),
    async (c) => {
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
    },
  )
  // GET /products/facets — how many products each category holds under the same filters
  .get(
    '/facets',
    doc({
      summary: 'Contagem por categoria para o painel de filtros',
      description:
        'Público: os mesmos filtros do catálogo (busca, fornecedor, cidade, preço, estoque), sem o de categoria; categorias sem produtos não aparecem. total soma todas.',
      response: productFacetsSchema,
    }),
    catalogueCache(),
    validate('query', listProductsQuery),
    async (c) => {
      const {
        includeInactive,
        page: _page,
        limit: _limit,
        sort: _sort,
        order: _order,
        ...query
      } = c.req.valid('query');
      const facets = await productCategoryCounts(c.var.db, {
        ...query,
        includeInactive: await operatorAskedForInactive(c, includeInactive),
        viewer: await viewerOrganization(c),
      });
      return c.json(facets);
    },
  )
  // GET /products/by-supplier/:supplierId — one supplier's active products
  .get(
    '/by-supplier/:id',
    doc({
      summary: 'Produtos ativos de um fornecedor',
      description:
        'Público: os mesmos filtros e a mesma ordenação do catálogo, restritos ao fornecedor do caminho (supplierId e includeInactive da query são ignorados). Um fornecedor desconhecido responde uma página vazia.',
      response: productPageSchema,
    }),
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
    doc({
      summary: 'Um produto com a categoria e as cidades do fornecedor',
      description:
        'Público: produto inativo ou de fornecedor inativo responde 404, salvo para o operador com ?includeInactive=true. Um produto da lista de preços própria de uma organização só abre para ela (com sessão); para qualquer outro, 404.',
      response: productDetailSchema,
    }),
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
  .post(
    '/',
    doc({
      summary: 'Cria um produto (operador)',
      description:
        'price aceita número ou texto ("8.90"). Um nome já usado pelo fornecedor, ou categoria/fornecedor inexistente, responde 400 (PRODUCT_CREATION_FAILED).',
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
      return c.json(productDetailToResponse(row), 201);
    },
  )
  // PUT /products/:id — update (operator)
  .put(
    '/:id',
    doc({
      summary: 'Atualiza um produto (operador)',
      description:
        'Só os campos enviados mudam (também inativos). Nome repetido no fornecedor ou categoria/fornecedor inexistente responde 400 (PRODUCT_CREATION_FAILED).',
      response: productDetailSchema,
      requestExample: { price: 9.5, inStock: false },
    }),
    requireOperator(),
    validate('param', productId),
    validate('json', updateProductSchema),
    async (c) => {
      const row = await updateProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'));
      return c.json(productDetailToResponse(row));
    },
  )
  // DELETE /products/:id — remove from carts, then retire (operator)
  .delete(
    '/:id',
    doc({
      summary: 'Tira dos carrinhos e desativa um produto (operador)',
      description: 'Os pedidos continuam apontando para o produto; um produto já inativo responde 404.',
      response: messageResponse,
      example: { message: 'Produto excluído com sucesso' },
    }),
    requireOperator(),
    validate('param', productId),
    async (c) => {
      await deleteProduct(c.var.db, c.req.valid('param').id);
      return c.json({ message: 'Produto excluído com sucesso' });
    },
  );
