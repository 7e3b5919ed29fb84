import * as z from 'zod';
import { atLeastOneCent } from '../platform/money';
import { paginationQuery } from '../platform/pagination';
import { gtinSchema, skuSchema } from './product-codes';

const requiredId = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).uuid(invalid);

/** Money in, two decimals out: "8.90". */
const price = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'Preço deve ser maior que zero')
        .transform(Number),
    ],
    { error: 'Preço deve ser maior que zero' },
  )
  .refine(atLeastOneCent, 'Preço deve ser maior que zero')
  .refine((v) => v < 10_000_000_000, 'Preço muito alto')
  .transform((v) => v.toFixed(2));

export const productFields = {
  sku: skuSchema().optional(),
  gtin: gtinSchema().nullable().optional(),
  name: z.string({ error: 'Nome do produto é obrigatório' }).trim().min(1, 'Nome do produto é obrigatório').max(160),
  price,
  unit: z.string({ error: 'Unidade é obrigatória' }).trim().min(1, 'Unidade é obrigatória').max(20),
  description: z.string().trim().max(2000).nullable().optional(),
  image: z.string().trim().url('URL inválida').max(500).nullable().optional(),
  minimumOrder: z
    .number()
    .int('Pedido mínimo deve ser um número inteiro')
    .positive('Pedido mínimo deve ser maior que zero')
    .optional(),
  categoryId: requiredId('Categoria é obrigatória', 'ID da categoria inválido'),
  supplierId: requiredId('Fornecedor é obrigatório', 'ID do fornecedor inválido'),
  inStock: z.boolean().optional(),
  isActive: z.boolean().optional(),
};

export const createProductSchema = z.object(productFields);
export const updateProductSchema = z.object(productFields).partial();

/** A price limit in the query: digits with an optional decimal point; empty means none. */
const priceBound = (message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, message)
        .transform(Number)
        .optional(),
    )
    .optional()
    .meta({ description: 'Em reais, com ponto decimal (12.50)' });

export const listProductsQuery = paginationQuery
  .extend({
    limit: z.coerce.number().int().positive().max(100).default(20),
    categoryId: z.string().uuid('ID de categoria inválido').optional(),
    supplierId: z.string().uuid('ID de fornecedor inválido').optional(),
    cityId: z.string().uuid('Cidade inválida').optional(),
    inStock: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    search: z.string().trim().max(100, 'A busca pode ter até 100 caracteres').optional().meta({
      description:
        'Sem diferença de acentos e maiúsculas, no nome, código (SKU/GTIN), descrição, fornecedor e categoria; tolera erros de digitação',
    }),
    minPrice: priceBound('Preço mínimo inválido: use um número como 12.50'),
    maxPrice: priceBound('Preço máximo inválido: use um número como 12.50'),
    sort: z
      .enum(['relevance', 'name', 'price', 'newest'])
      .optional()
      .meta({ description: 'Padrão: relevance quando há busca, senão name' }),
    order: z.enum(['asc', 'desc']).default('asc'),
    includeInactive: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'O preço mínimo não pode ser maior que o máximo',
    path: ['minPrice'],
  });

export type CreateProductInput = z.infer<typeof createProductSchema>;
export type UpdateProductInput = z.infer<typeof updateProductSchema>;
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
