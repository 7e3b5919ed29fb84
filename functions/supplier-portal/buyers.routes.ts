import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { pagination } from '../platform/pagination';
import { validate } from '../platform/validate';
import { buyerLineToResponse, buyerRefToResponse, portalBuyerToResponse } from './buyers.responses';
import { buyerLineParam, buyerParam, buyerPriceListPatchSchema, buyersQuery } from './buyers.schemas';
import { buyerPriceList, changeBuyerPriceListLine, listBuyers } from './buyers.service';

/** The buyers that added the supplier and the price list each keeps for it (#54): /supplier-portal/buyers. */
export const portalBuyerRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/buyers — the organizations that added the supplier themselves
  .get('/', doc('buyers', 'GET /'), validate('query', buyersQuery), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listBuyers(c.var.db, activeSupplierId(c), query);
    return c.json({ data: rows.map(portalBuyerToResponse), pagination: pagination(query.page, query.limit, total) });
  })
  // GET /supplier-portal/buyers/:organizationId/price-list — the price list that buyer keeps for the supplier
  .get(
    '/:organizationId/price-list',
    doc('buyers', 'GET /:organizationId/price-list'),
    validate('param', buyerParam),
    validate('query', buyersQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { buyer, rows, total } = await buyerPriceList(
        c.var.db,
        activeSupplierId(c),
        c.req.valid('param').organizationId,
        query,
      );
      return c.json({
        buyer: buyerRefToResponse(buyer),
        data: rows.map(buyerLineToResponse),
        pagination: pagination(query.page, query.limit, total),
      });
    },
  )
  // PATCH /supplier-portal/buyers/:organizationId/price-list/:productId — change price, validity, unit, stock
  .patch(
    '/:organizationId/price-list/:productId',
    doc('buyers', 'PATCH /:organizationId/price-list/:productId'),
    validate('param', buyerLineParam),
    validate('json', buyerPriceListPatchSchema),
    async (c) => {
      const { organizationId, productId } = c.req.valid('param');
      const body = c.req.valid('json');
      const { buyer, line } = await changeBuyerPriceListLine(c.var.db, {
        supplierId: activeSupplierId(c),
        organizationId,
        productId,
        userId: c.var.user.id,
        patch: {
          ...(body.price === undefined ? {} : { price: body.price.toFixed(2) }),
          ...(body.price_valid_until === undefined ? {} : { priceValidUntil: body.price_valid_until }),
          ...(body.unit === undefined ? {} : { unit: body.unit }),
          ...(body.in_stock === undefined ? {} : { inStock: body.in_stock }),
        },
      });
      return c.json({ ...buyerLineToResponse(line), buyer: buyerRefToResponse(buyer) });
    },
  );
