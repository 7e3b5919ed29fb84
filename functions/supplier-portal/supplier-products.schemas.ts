import * as z from 'zod';
import { atLeastOneCent } from '../platform/money';
import { PRODUCT_CODE_MESSAGES, gtinSchema, skuSchema } from '../catalogue/product-codes';

/**
 * What a supplier's product may be, in the words of each face that edits it: the supplier product
 * API keeps the specification's fixed English messages, the supplier portal speaks pt-BR throughout.
 */
const PT_BR_PRODUCT_MESSAGES = {
  name: 'Informe o nome do produto',
  price: 'O preço deve ser maior que zero',
  unit: 'Informe a unidade',
  image: 'A imagem deve ser uma URL válida',
  minimumOrderInteger: 'O pedido mínimo deve ser um número inteiro',
  minimumOrderPositive: 'O pedido mínimo deve ser maior que zero',
  categoryId: 'Categoria inválida',
  productId: 'ID de produto inválido',
  notFound: 'Produto não encontrado',
  category: 'Categoria não encontrada ou inativa',
  duplicate: 'Já existe um produto ativo com esse nome',
  duplicateSku: 'Já existe um produto ativo com esse SKU',
  codes: PRODUCT_CODE_MESSAGES['pt-BR'],
};

export const PRODUCT_MESSAGES = {
  // The specification fixes these words for the supplier product API; the rest is Portuguese.
  en: {
    ...PT_BR_PRODUCT_MESSAGES,
    name: 'Product name is required',
    price: 'Price must be positive',
    unit: 'Unit is required',
    categoryId: 'Invalid category ID',
    notFound: 'Product not found',
    category: 'Category not found',
  },
  'pt-BR': PT_BR_PRODUCT_MESSAGES,
} as const;
export type ProductMessages = (typeof PRODUCT_MESSAGES)[keyof typeof PRODUCT_MESSAGES];

/** The bodies and params for one face's messages (also what the OpenAPI document describes). */
export function productSchemas(m: ProductMessages) {
  const fields = {
    name: z.string({ error: m.name }).trim().min(1, m.name).max(160),
    sku: skuSchema(m.codes).optional(),
    gtin: gtinSchema(m.codes).nullable().optional(),
    price: z.number({ error: m.price }).refine(atLeastOneCent, m.price).max(9_999_999_999),
    unit: z.string({ error: m.unit }).trim().min(1, m.unit).max(20),
    description: z.string().trim().max(2000).nullable().optional(),
    image: z.string().trim().url(m.image).max(500).nullable().optional(),
    minimumOrder: z.number().int(m.minimumOrderInteger).positive(m.minimumOrderPositive).optional(),
    categoryId: z.string({ error: m.categoryId }).uuid(m.categoryId),
    inStock: z.boolean().default(true),
  };
  return {
    createBody: z.object(fields),
    updateBody: z.object({ ...fields, inStock: z.boolean().optional() }).partial(),
    productId: z.object({ id: z.string().uuid(m.productId) }),
  };
}

export const { createBody, updateBody, productId } = productSchemas(PRODUCT_MESSAGES.en);
/** Both faces search like the catalogue (accents, codes, description, typos). */
export const listQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(50),
  search: z.string().trim().max(100, 'Busca com no máximo 100 caracteres').optional(),
});
