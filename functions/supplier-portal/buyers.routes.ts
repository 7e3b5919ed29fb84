import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { pagination } from '../platform/pagination';
import { validate } from '../platform/validate';
import {
  buyerLineToResponse,
  buyerPriceListSchema,
  buyerRefToResponse,
  changedBuyerLineSchema,
  portalBuyerPageSchema,
  portalBuyerToResponse,
} from './buyers.responses';
import { buyerLineParam, buyerParam, buyerPriceListPatchSchema, buyersQuery } from './buyers.schemas';
import { buyerPriceList, changeBuyerPriceListLine, listBuyers } from './buyers.service';

/** The buyers that added the supplier and the price list each keeps for it (#54): /supplier-portal/buyers. */
export const portalBuyerRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/buyers — the organizations that added the supplier themselves
  .get(
    '/',
    doc({
      summary: 'Clientes que cadastraram a empresa: cidade, desde quando, pedidos, cotações e lista de preços',
      description:
        'Só as organizações que cadastraram a empresa como fornecedor próprio; quem só comprou pelo marketplace não aparece. `search` acha parte do nome.',
      response: portalBuyerPageSchema,
    }),
    validate('query', buyersQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listBuyers(c.var.db, activeSupplierId(c), query);
      return c.json({ data: rows.map(portalBuyerToResponse), pagination: pagination(query.page, query.limit, total) });
    },
  )
  // GET /supplier-portal/buyers/:organizationId/price-list — the price list that buyer keeps for the supplier
  .get(
    '/:organizationId/price-list',
    doc({
      summary: 'A lista de preços que um cliente mantém para a empresa',
      description:
        'Só deste cliente e só desta empresa; uma organização que não cadastrou a empresa responde 404, como uma que não existe.',
      response: buyerPriceListSchema,
    }),
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
    doc({
      summary: 'Muda preço, validade, unidade ou estoque de um produto da lista de um cliente',
      description:
        'Vale para os pedidos feitos depois (os já feitos guardam seus preços). A mudança fica no histórico de preços do cliente como feita pelo fornecedor, e o proprietário e os administradores do cliente são avisados. Outro cliente ou produto: 404.',
      response: changedBuyerLineSchema,
      requestExample: { price: 12.9, price_valid_until: '2026-12-31', in_stock: true },
    }),
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
