import * as z from 'zod';
import { gtinSchema, skuSchema } from '../catalogue/product-codes';
import { isValidCnpj, normalizeCnpj } from '../platform/cnpj';
import { emailField } from '../platform/fields';
import { paginationQuery } from '../platform/pagination';
import { termFields } from '../suppliers/supplier-terms.schemas';
import { parseDayTyped, parsePriceTyped } from './typed-values';
import { normalizeWhatsapp } from './whatsapp';

export const OWN_SUPPLIER_MESSAGES = {
  emailRequired: 'Informe o e-mail do fornecedor: é por ele que pedidos e cotações chegam.',
  cnpjRequired: 'CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido: confira os dígitos',
  whatsapp: 'WhatsApp inválido: use um celular com DDD, como (11) 98765-4321',
  price: 'Preço deve ser maior que zero (ex.: 12,50)',
  validUntil: 'Validade inválida: use dd/mm/aaaa ou aaaa-mm-dd',
} as const;

const M = OWN_SUPPLIER_MESSAGES;

export const cnpjField = z
  .string({ error: M.cnpjRequired })
  .trim()
  .min(1, M.cnpjRequired)
  .refine(isValidCnpj, M.cnpjInvalid)
  .transform(normalizeCnpj);

const supplierEmail = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).pipe(emailField);

/** What people type ("(11) 98765-4321", "11987654321", "+55 11 9 8765 4321") → "+5511987654321". */
const whatsappField = z
  .string({ error: M.whatsapp })
  .trim()
  .max(30, M.whatsapp)
  .transform((typed, ctx) => {
    if (typed === '') return null;
    const e164 = normalizeWhatsapp(typed);
    if (!e164) ctx.addIssue({ code: 'custom', message: M.whatsapp });
    return e164 ?? z.NEVER;
  })
  .nullable()
  .optional();

/** The terms a buyer keeps for its supplier: the same bounds and words as the supplier's own settings. */
const termsFields = {
  minimum_order_value: termFields.minimumOrderValue,
  lead_time_days: termFields.leadTimeDays,
  payment_terms: termFields.paymentTerms,
  delivery_weekdays: termFields.deliveryWeekdays,
  order_cutoff: termFields.orderCutoff,
};

const ownSupplierFields = {
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120),
  email: supplierEmail,
  contact_name: z
    .string()
    .trim()
    .max(120, 'O contato pode ter até 120 caracteres')
    .transform((name) => name || null)
    .nullable()
    .optional(),
  whatsapp: whatsappField,
  city_ids: z.array(z.string().uuid('Cidade inválida')).max(500, 'No máximo 500 cidades').optional(),
  ...termsFields,
};

export const createOwnSupplierSchema = z.object({ ...ownSupplierFields, cnpj: cnpjField });

/** Every field optional; the CNPJ is the supplier itself and does not change. */
export const updateOwnSupplierSchema = z.object(ownSupplierFields).partial();

export const ownSupplierListQuery = paginationQuery.extend({
  q: z.string().trim().max(100, 'A busca pode ter até 100 caracteres').optional(),
});

export const lookupQuery = z.object({ cnpj: cnpjField });

export type CreateOwnSupplierInput = z.infer<typeof createOwnSupplierSchema>;
export type UpdateOwnSupplierInput = z.infer<typeof updateOwnSupplierSchema>;
export type OwnSupplierListQuery = z.infer<typeof ownSupplierListQuery>;

/** A price as a number or as typed ("12,50", "12.50", "R$ 12,50"), out as "12.50". */
const priceField = z.union([z.number(), z.string()], { error: M.price }).transform((value, ctx) => {
  const price = parsePriceTyped(String(value));
  if (price === null) ctx.addIssue({ code: 'custom', message: M.price });
  return price ?? z.NEVER;
});

const validUntilField = z
  .string({ error: M.validUntil })
  .trim()
  .transform((typed, ctx) => {
    const day = parseDayTyped(typed);
    if (day === null) ctx.addIssue({ code: 'custom', message: M.validUntil });
    return day ?? z.NEVER;
  })
  .meta({ example: '2026-12-31' })
  .nullable()
  .optional();

const priceListFields = {
  name: z.string({ error: 'Nome do produto é obrigatório' }).trim().min(1, 'Nome do produto é obrigatório').max(160),
  unit: z.string({ error: 'Unidade é obrigatória' }).trim().min(1, 'Unidade é obrigatória').max(20),
  price: priceField,
  category_id: z.string({ error: 'Categoria é obrigatória' }).trim().uuid('ID da categoria inválido'),
  sku: skuSchema().optional(),
  gtin: gtinSchema().nullable().optional(),
  price_valid_until: validUntilField,
  minimum_order: z
    .number()
    .int('Pedido mínimo deve ser um número inteiro')
    .positive('Pedido mínimo deve ser maior que zero')
    .optional(),
};

export const createPriceListProductSchema = z.object(priceListFields);
export const updatePriceListProductSchema = z
  .object({ ...priceListFields, in_stock: z.boolean({ error: 'Em estoque: verdadeiro ou falso' }) })
  .partial();

export const priceListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().positive().max(100).default(20),
  q: z.string().trim().max(100, 'A busca pode ter até 100 caracteres').optional(),
});

/** 2,000 lines and 1 MB: a supplier's whole price list, far below what a request may carry. */
export const IMPORT_LIMITS = { lines: 2000, chars: 1_000_000 } as const;

export const importSchema = z.object({
  csv: z
    .string({ error: 'Envie o conteúdo do arquivo CSV' })
    .min(1, 'O arquivo CSV está vazio')
    .max(IMPORT_LIMITS.chars, 'O arquivo pode ter até 1 MB: divida-o em partes'),
  category_id: z.string({ error: 'Categoria é obrigatória' }).trim().uuid('ID da categoria inválido'),
  dry_run: z.boolean({ error: 'dry_run: verdadeiro (só a prévia) ou falso (gravar)' }).default(true),
});

export type CreatePriceListProductInput = z.infer<typeof createPriceListProductSchema>;
export type UpdatePriceListProductInput = z.infer<typeof updatePriceListProductSchema>;
export type PriceListQuery = z.infer<typeof priceListQuery>;
export type ImportInput = z.infer<typeof importSchema>;
