import * as z from 'zod';
import { formatCnpj } from '../platform/cnpj';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { SupplierWithRelations } from './suppliers.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const citySchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    state: z.string().meta({ example: 'SP' }),
    country: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'City' });

export const cityListSchema = /* @__PURE__ */ z.array(citySchema);

/** How a supplier delivers, as every answer that tells buyers (or the supplier) says it. */
export const deliveryTermsFields = {
  deliveryWeekdays: z
    .array(z.number().int())
    .meta({ description: 'Dias da semana em que entrega (0 = domingo … 6 = sábado)', example: [1, 3, 5] }),
  orderCutoff: z.string().nullable().meta({
    description: 'Pedidos depois deste horário (São Paulo) contam a partir do dia seguinte',
    example: '14:00',
  }),
};

export const supplierSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    cnpj: z.string(),
    cnpjFormatted: z.string(),
    rating: z.number().nullable(),
    isActive: z.boolean(),
    listed: z.boolean().meta({
      description: 'No marketplace (todas as organizações o veem); false: um fornecedor que a organização cadastrou',
    }),
    logo: z.string().nullable(),
    color: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    cities: z.array(citySchema),
    minimumOrderValue: z.number().meta({ description: 'Pedido mínimo por entrega, em R$ (0: nenhum)' }),
    leadTimeDays: z.number().int().meta({ description: 'Dias entre o pedido e a primeira entrega' }),
    paymentTerms: z.array(z.string()).meta({ example: ['PIX à vista', 'Boleto 28 dias'] }),
    ...deliveryTermsFields,
    categories: z.array(
      z.object({ id: uuid, name: z.string(), icon: z.string().nullable(), color: z.string().nullable() }),
    ),
  })
  .meta({ id: 'Supplier' });

export const supplierListSchema = /* @__PURE__ */ z.array(supplierSchema);

export const supplierToResponse = (s: SupplierWithRelations): z.output<typeof supplierSchema> => ({
  id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  cnpj: s.cnpj,
  cnpjFormatted: formatCnpj(s.cnpj),
  rating: s.rating === null ? null : Number(s.rating),
  isActive: s.isActive,
  listed: s.listed,
  logo: s.logo,
  color: s.color,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
  cities: s.cities,
  minimumOrderValue: Number(s.minimumOrderValue),
  leadTimeDays: s.leadTimeDays,
  paymentTerms: s.paymentTerms,
  deliveryWeekdays: s.deliveryWeekdays,
  orderCutoff: s.orderCutoff,
  categories: s.categories,
});
