import * as z from 'zod';
import { isoDateTime, pageOf, uuid } from '../platform/response-schemas';
import type { listBuyers, PriceListLine } from './buyers.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** An organization that added the supplier, as the supplier's portal shows it. */
export const portalBuyerSchema = /* @__PURE__ */ z
  .object({
    organization_id: uuid,
    name: z.string(),
    city: z.object({ name: z.string(), state: z.string() }).nullable().meta({
      description: 'A cidade do endereço de entrega principal do cliente; null sem endereço',
    }),
    since: isoDateTime.meta({ description: 'Quando o cliente cadastrou a empresa' }),
    email_for_you: z.string().meta({ description: 'O e-mail em que este cliente envia pedidos e cotações à empresa' }),
    order_count: z.number().int().meta({ description: 'Pedidos deste cliente que chegaram à empresa' }),
    quote_count: z.number().int().meta({ description: 'Cotações deste cliente enviadas à empresa' }),
    price_list_count: z.number().int().meta({ description: 'Produtos da lista de preços que o cliente mantém' }),
  })
  .meta({ id: 'PortalBuyer' });

export const portalBuyerPageSchema = /* @__PURE__ */ pageOf(portalBuyerSchema);

type BuyerRow = Awaited<ReturnType<typeof listBuyers>>['rows'][number];
export const portalBuyerToResponse = (b: BuyerRow): z.infer<typeof portalBuyerSchema> => ({
  organization_id: b.organizationId,
  name: b.name,
  city: b.city,
  since: b.since.toISOString(),
  email_for_you: b.emailForYou,
  order_count: Number(b.orderCount),
  quote_count: Number(b.quoteCount),
  price_list_count: Number(b.priceListCount),
});

/** A line of the price list one buyer keeps for the supplier. */
export const buyerPriceListLineSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    unit: z.string(),
    price: z.number().meta({ description: 'R$, duas casas' }),
    sku: z.string(),
    gtin: z.string().nullable(),
    price_valid_until: z
      .string()
      .nullable()
      .meta({ description: 'AAAA-MM-DD: até quando o preço vale; null: até mudar' }),
    in_stock: z.boolean(),
    minimum_order: z.number().int(),
    category: z.object({ id: uuid, name: z.string() }),
    updated_at: isoDateTime,
  })
  .meta({ id: 'BuyerPriceListLine' });

const buyerRef = /* @__PURE__ */ z.object({ organization_id: uuid, name: z.string() });

export const buyerPriceListSchema = /* @__PURE__ */ pageOf(buyerPriceListLineSchema)
  .extend({ buyer: buyerRef })
  .meta({ id: 'BuyerPriceList' });

export const changedBuyerLineSchema = /* @__PURE__ */ buyerPriceListLineSchema
  .extend({ buyer: buyerRef })
  .meta({ id: 'BuyerPriceListLineChanged' });

export const buyerLineToResponse = (l: PriceListLine): z.infer<typeof buyerPriceListLineSchema> => ({
  id: l.id,
  name: l.name,
  unit: l.unit,
  price: Number(l.price),
  sku: l.sku,
  gtin: l.gtin,
  price_valid_until: l.priceValidUntil,
  in_stock: l.inStock,
  minimum_order: l.minimumOrder,
  category: l.category,
  updated_at: l.updatedAt.toISOString(),
});

export const buyerRefToResponse = (b: { organizationId: string; name: string }) => ({
  organization_id: b.organizationId,
  name: b.name,
});
