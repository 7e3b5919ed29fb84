import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { uuid } from '../platform/response-schemas';
import { listNegotiatedPrices, type NegotiatedPriceRow } from './negotiated-prices.service';

export const negotiatedPriceSchema = /* @__PURE__ */ z
  .object({
    productId: uuid,
    productName: z.string(),
    unit: z.string(),
    supplierId: uuid,
    supplierName: z.string(),
    unitPrice: z.number().meta({ description: 'Preço cotado em reais (R$), o que esta organização paga' }),
    listPrice: z.number().meta({ description: 'Preço de catálogo em reais (R$), o de todos' }),
    validUntil: z.iso.date().meta({ description: 'Último dia do preço cotado (horário de São Paulo)' }),
    quoteId: uuid.nullable(),
    quoteTitle: z.string().nullable(),
  })
  .meta({ id: 'NegotiatedPrice' });

const toResponse = (row: NegotiatedPriceRow): z.infer<typeof negotiatedPriceSchema> => ({
  productId: row.productId,
  productName: row.productName,
  unit: row.unit,
  supplierId: row.supplierId,
  supplierName: row.supplierName,
  unitPrice: Number(row.unitPrice),
  listPrice: Number(row.listPrice),
  validUntil: row.validUntil,
  quoteId: row.quoteId,
  quoteTitle: row.quoteTitle,
});

/**
 * This organization's negotiated prices (awarded cotações): the catalogue is cached for every caller
 * at its list price, so the SPA marks "Preço cotado até dd/mm" from this list, and the cart and the
 * checkout charge it.
 */
export const negotiatedPriceRoutes = new Hono<AppEnv>()
  .use(area('Cotações'), requireSession(), requireRole())
  // GET /negotiated-prices — the organization's negotiated prices valid today
  .get('/', doc('negotiated-prices', 'GET /'), async (c) => {
    const rows = await listNegotiatedPrices(c.var.db, activeOrganizationId(c));
    return c.json({ data: rows.map(toResponse) });
  });
