import { Hono } from 'hono';
import * as z from 'zod';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import type { AppEnv } from '../platform/app-env';
import { area, doc } from '../platform/describe';
import { pagination } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { priceListProductToResponse as toResponse } from './own-suppliers.responses';
import { writerOf } from './own-suppliers.routes';
import {
  createPriceListProductSchema,
  importSchema,
  priceListQuery,
  updatePriceListProductSchema,
  type UpdatePriceListProductInput,
} from './own-suppliers.schemas';
import { importPriceList } from './price-list-import';
import {
  changePriceListProduct,
  createPriceListProduct,
  listPriceChanges,
  listPriceList,
  removePriceListProduct,
  type PriceListPatch,
} from './price-list.service';

const supplierId = idParam('ID de fornecedor inválido');
const lineParams = z.object({
  id: z.string().uuid('ID de fornecedor inválido'),
  productId: z.string().uuid('ID de produto inválido'),
});
const MANAGERS = ['owner', 'admin'] as const;

/** The API's snake_case body as the price list's columns. */
const patchOf = (input: UpdatePriceListProductInput): PriceListPatch => ({
  name: input.name,
  unit: input.unit,
  price: input.price,
  categoryId: input.category_id,
  sku: input.sku,
  gtin: input.gtin,
  priceValidUntil: input.price_valid_until,
  minimumOrder: input.minimum_order,
  inStock: input.in_stock,
});

const byBuyer = (userId: string) => ({ kind: 'buyer' as const, userId });

/**
 * The price list one buyer keeps for its own supplier (#54): products seen by this organization only.
 * Every price set or changed is recorded with who changed it.
 */
export const priceListRoutes = new Hono<AppEnv>()
  .use(area('Fornecedores próprios'), requireSession())
  // GET /own-suppliers/:id/products — this buyer's price list for the supplier
  .get(
    '/:id/products',
    doc('price-list', 'GET /:id/products'),
    requireRole(),
    validate('param', supplierId),
    validate('query', priceListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listPriceList(c.var.db, activeOrganizationId(c), c.req.valid('param').id, query);
      return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
    },
  )
  // POST /own-suppliers/:id/products — a new line of the price list
  .post(
    '/:id/products',
    doc('price-list', 'POST /:id/products'),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    validate('json', createPriceListProductSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { organizationId, userId } = writerOf(c);
      const row = await createPriceListProduct(c.var.db, {
        organizationId,
        supplierId: c.req.valid('param').id,
        input: {
          ...patchOf(input),
          name: input.name,
          unit: input.unit,
          price: input.price,
          categoryId: input.category_id,
        },
        by: byBuyer(userId),
      });
      return c.json(toResponse(row), 201);
    },
  )
  // POST /own-suppliers/:id/products/import — CSV: preview per line, then all or nothing
  .post(
    '/:id/products/import',
    doc('price-list', 'POST /:id/products/import'),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    validate('json', importSchema),
    async (c) => {
      const result = await importPriceList(c.var.db, writerOf(c), c.req.valid('param').id, c.req.valid('json'));
      const refused = !c.req.valid('json').dry_run && result.invalid > 0;
      return c.json({ ...result, rows: result.rows.map(({ productId: _p, ...row }) => row) }, refused ? 422 : 200);
    },
  )
  // PATCH /own-suppliers/:id/products/:productId — change a line (its price recorded)
  .patch(
    '/:id/products/:productId',
    doc('price-list', 'PATCH /:id/products/:productId'),
    requireRole(...MANAGERS),
    validate('param', lineParams),
    validate('json', updatePriceListProductSchema),
    async (c) => {
      const { id, productId } = c.req.valid('param');
      const { organizationId, userId } = writerOf(c);
      const row = await changePriceListProduct(c.var.db, {
        organizationId,
        supplierId: id,
        productId,
        patch: patchOf(c.req.valid('json')),
        by: byBuyer(userId),
      });
      return c.json(toResponse(row));
    },
  )
  // DELETE /own-suppliers/:id/products/:productId — retire a line
  .delete(
    '/:id/products/:productId',
    doc('price-list', 'DELETE /:id/products/:productId'),
    requireRole(...MANAGERS),
    validate('param', lineParams),
    async (c) => {
      const { id, productId } = c.req.valid('param');
      await removePriceListProduct(c.var.db, activeOrganizationId(c), id, productId);
      return c.json({ message: 'Produto removido da lista de preços' });
    },
  )
  // GET /own-suppliers/:id/products/:productId/price-changes — who changed the price, newest first
  .get(
    '/:id/products/:productId/price-changes',
    doc('price-list', 'GET /:id/products/:productId/price-changes'),
    requireRole(),
    validate('param', lineParams),
    async (c) => {
      const { id, productId } = c.req.valid('param');
      const rows = await listPriceChanges(c.var.db, activeOrganizationId(c), id, productId);
      return c.json({
        data: rows.map((r) => ({
          id: r.id,
          price: Number(r.price),
          previous_price: r.previousPrice === null ? null : Number(r.previousPrice),
          price_valid_until: r.priceValidUntil,
          changed_by: r.changedBy as 'buyer' | 'supplier' | 'operator' | 'import',
          changed_by_user_id: r.changedByUserId,
          who: r.who,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
