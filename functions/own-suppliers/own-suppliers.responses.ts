import * as z from 'zod';
import { productFields, productFieldsToResponse } from '../catalogue/products.responses';
import { isoDateTime, paginationSchema, uuid } from '../platform/response-schemas';
import type { ProductRow } from '../../db/schema/catalogue';
import type { OwnSupplierView } from './own-suppliers.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const cityOfSupplier = /* @__PURE__ */ z.object({
  id: uuid,
  name: z.string(),
  state: z.string().meta({ example: 'SP' }),
});

/** What one buyer keeps for a supplier it added: only that buyer's data, never another buyer's. */
export const ownSupplierSchema = /* @__PURE__ */ z
  .object({
    id: uuid.meta({ description: 'O id do fornecedor (o mesmo para todo comprador que o cadastrou)' }),
    name: z.string().meta({ description: 'O nome pelo qual este comprador conhece o fornecedor' }),
    cnpj: z.string().meta({ description: 'Sem máscara', example: '11222333000181' }),
    email: z.string().meta({ description: 'Para onde vão os pedidos e cotações deste comprador' }),
    contact_name: z.string().nullable(),
    whatsapp: z.string().nullable().meta({ description: 'E.164', example: '+5511987654321' }),
    listed: z.boolean().meta({ description: 'Já está no marketplace do Abastece' }),
    claimed: z.boolean().meta({ description: 'O fornecedor já criou sua conta' }),
    cities: z.array(cityOfSupplier),
    minimum_order_value: z.number(),
    lead_time_days: z.number().int(),
    payment_terms: z.array(z.string()),
    delivery_weekdays: z.array(z.number().int()).meta({ description: '0 = domingo … 6 = sábado' }),
    order_cutoff: z.string().nullable().meta({ example: '14:00' }),
    product_count: z.number().int().meta({ description: 'Produtos ativos da lista de preços deste comprador' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'OwnSupplier' });

export const ownSupplierPageSchema = /* @__PURE__ */ z.object({
  data: z.array(ownSupplierSchema),
  pagination: paginationSchema,
});

export const ownSupplierToResponse = (s: OwnSupplierView): z.output<typeof ownSupplierSchema> => ({
  id: s.supplierId,
  name: s.name,
  cnpj: s.cnpj,
  email: s.email,
  contact_name: s.contactName,
  whatsapp: s.whatsapp,
  listed: s.listed,
  claimed: s.claimed,
  cities: s.cities,
  minimum_order_value: Number(s.minimumOrderValue),
  lead_time_days: s.leadTimeDays,
  payment_terms: s.paymentTerms,
  delivery_weekdays: s.deliveryWeekdays,
  order_cutoff: s.orderCutoff,
  product_count: s.productCount,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export const cnpjLookupSchema = /* @__PURE__ */ z
  .object({
    cnpj: z.string(),
    marketplace: z
      .object({ id: uuid, name: z.string(), cities: z.array(cityOfSupplier) })
      .nullable()
      .meta({ description: 'O fornecedor do marketplace com este CNPJ, se houver' }),
    already_added: z.boolean(),
    own_supplier_id: uuid
      .nullable()
      .meta({ description: 'O id do fornecedor (o das rotas /own-suppliers/:id) quando já foi cadastrado' }),
  })
  .meta({ id: 'OwnSupplierLookup' });

/** A line of the buyer's price list: the catalogue's product, with the buyer's name for the supplier. */
export const priceListProductSchema = /* @__PURE__ */ z
  .object({
    ...productFields,
    supplier: z.object({ id: uuid, name: z.string(), color: z.string() }),
    price_valid_until: z.string().nullable().meta({ format: 'date', example: '2026-12-31' }),
  })
  .meta({ id: 'PriceListProduct' });

export const priceListPageSchema = /* @__PURE__ */ z.object({
  data: z.array(priceListProductSchema),
  pagination: paginationSchema,
});

export interface PriceListRow {
  product: ProductRow;
  category: { id: string; name: string; icon: string | null; color: string | null };
  supplier: { id: string; name: string; color: string };
}

export const priceListProductToResponse = (row: PriceListRow): z.output<typeof priceListProductSchema> => ({
  ...productFieldsToResponse(row.product),
  category: row.category,
  supplier: row.supplier,
  price_valid_until: row.product.priceValidUntil,
});

export const priceChangeSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    price: z.number(),
    previous_price: z.number().nullable(),
    price_valid_until: z.string().nullable(),
    changed_by: z.enum(['buyer', 'supplier', 'operator', 'import']),
    changed_by_user_id: uuid.nullable(),
    who: z.string().meta({ description: 'O nome de quem mudou, ou "Fornecedor" / "Importação"' }),
    created_at: isoDateTime,
  })
  .meta({ id: 'PriceChange' });

export const priceChangeListSchema = /* @__PURE__ */ z.object({ data: z.array(priceChangeSchema) });

export const importRowSchema = /* @__PURE__ */ z.object({
  line: z.number().int().meta({ description: 'A linha do arquivo (o cabeçalho é a 1)' }),
  name: z.string(),
  unit: z.string(),
  price: z.string().nullable().meta({ description: 'Lido do arquivo, com duas casas ("12.50")' }),
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  price_valid_until: z.string().nullable(),
  action: z.enum(['create', 'update']).meta({ description: 'update: já há um produto com este nome na lista' }),
  errors: z.array(z.string()),
});

export const importPreviewSchema = /* @__PURE__ */ z
  .object({
    rows: z.array(importRowSchema),
    valid: z.number().int(),
    invalid: z.number().int(),
    written: z.boolean().meta({ description: 'true quando a importação gravou as linhas' }),
  })
  .meta({ id: 'PriceListImport' });
