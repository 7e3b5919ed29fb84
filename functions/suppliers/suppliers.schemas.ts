import * as z from 'zod';
import { emailField } from '../platform/fields';
import { isValidCnpj, normalizeCnpj } from '../platform/cnpj';

const cnpj = z
  .string({ error: 'CNPJ é obrigatório' })
  .trim()
  .min(1, 'CNPJ é obrigatório')
  .refine(isValidCnpj, 'CNPJ inválido')
  .transform(normalizeCnpj);

const fields = {
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120),
  email: emailField,
  phone: z.string().trim().max(30).nullable().optional(),
  cnpj,
  isActive: z.boolean().optional(),
  rating: z.number().min(0, 'A avaliação vai de 0 a 5').max(5, 'A avaliação vai de 0 a 5').nullable().optional(),
  logo: z.string().trim().url('URL inválida').max(500).nullable().optional(),
  color: z
    .string({ error: 'Selecione uma cor para o fornecedor' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Selecione uma cor para o fornecedor'),
  cityIds: z
    .array(z.string().uuid('Cidade inválida'), { error: 'Selecione pelo menos uma cidade' })
    .min(1, 'Selecione pelo menos uma cidade'),
};

export const createSupplierSchema = z.object(fields);

/** Same fields, all optional; null is "leave as it is" (the spec ignores null fields). */
export const updateSupplierSchema = z.object(
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, (schema as z.ZodType).nullish()])) as {
    [K in keyof typeof fields]: z.ZodOptional<z.ZodNullable<(typeof fields)[K]>>;
  },
);

export type CreateSupplierInput = z.infer<typeof createSupplierSchema>;
export type UpdateSupplierInput = z.infer<typeof updateSupplierSchema>;
