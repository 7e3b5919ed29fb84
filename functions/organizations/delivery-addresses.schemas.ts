import * as z from 'zod';

/** "01310-100", "01310100" or "01.310-100" → eight digits; anything else is refused by name. */
export const cep = z
  .string({ error: 'CEP é obrigatório' })
  .trim()
  .transform((v) => v.replace(/[.\-\s]/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, 'CEP deve ter 8 dígitos'));
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const addressBody = z.object({
  label: optional(60),
  cep,
  street: required('Logradouro é obrigatório', 200),
  number: required('Número é obrigatório (use "s/n" se não houver)', 20),
  complement: optional(100),
  district: required('Bairro é obrigatório', 100),
  cityId: z.string({ error: 'Cidade é obrigatória' }).uuid('Cidade inválida'),
  isDefault: z.boolean().optional(),
});

export const addressUpdateBody = addressBody.partial();

export type AddressInput = z.output<typeof addressBody>;
export type AddressUpdateInput = z.output<typeof addressUpdateBody>;
