import * as z from 'zod';
import { dayField } from '../platform/fields';
import { searchablePageQuery } from '../platform/pagination';

/** The buyers' list and a buyer's price list: a page, and part of a name (or SKU) to find. */
export const buyersQuery = searchablePageQuery;

export const buyerParam = z.object({ organizationId: z.string().uuid('ID de cliente inválido') });
export const buyerLineParam = buyerParam.extend({ productId: z.string().uuid('ID de produto inválido') });

/**
 * What the supplier may change on a line of a buyer's price list (#54): the price, until when it holds,
 * the unit, and whether it is in stock. Shared with the SPA's inline editor.
 */
export const buyerPriceListPatchSchema = z
  .object({
    price: z
      .number({ error: 'Informe o preço' })
      .positive('O preço deve ser maior que zero')
      .max(1_000_000, 'Preço alto demais')
      .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'Use no máximo 2 casas decimais')
      .optional(),
    price_valid_until: dayField('Validade inválida (use AAAA-MM-DD)').nullable().optional(),
    unit: z
      .string({ error: 'Informe a unidade' })
      .trim()
      .min(1, 'Informe a unidade')
      .max(20, 'A unidade deve ter no máximo 20 caracteres')
      .optional(),
    in_stock: z.boolean({ error: 'Em estoque deve ser sim ou não' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nada para alterar');

export type BuyerPriceListPatch = z.infer<typeof buyerPriceListPatchSchema>;
