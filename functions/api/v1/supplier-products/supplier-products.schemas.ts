import * as z from 'zod';
import { atLeastOneCent } from '../../../lib/money';
import { PRODUCT_CODE_MESSAGES, gtinSchema, skuSchema } from '../products/product-codes';

/**
 * What a supplier's product may be, in the words of each face that edits it: the supplier product
 * API keeps the specification's English messages, the supplier portal speaks pt-BR. Same rules.
 */
export const PRODUCT_MESSAGES = {
  en: {
    name: 'Product name is required',
    price: 'Price must be positive',
    unit: 'Unit is required',
    image: 'Image must be a valid URL',
    minimumOrderInteger: 'Minimum order must be an integer',
    minimumOrderPositive: 'Minimum order must be positive',
    categoryId: 'Invalid category ID',
    productId: 'Invalid product ID',
    notFound: 'Product not found',
    category: 'Category not found',
    duplicate: 'A product with this name already exists',
    duplicateSku: 'A product with this SKU already exists',
    codes: PRODUCT_CODE_MESSAGES.en,
  },
  'pt-BR': {
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
  },
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
