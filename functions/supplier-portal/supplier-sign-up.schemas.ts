import * as z from 'zod';
import { signUpSchema } from '../identity/auth.schemas';
import { isValidCnpj, normalizeCnpj } from '../platform/cnpj';

/**
 * A supplier's own sign-up (#54), shared by the API and the SPA's form: the person (the project's
 * name, e-mail and password rules, those of the buyer's sign-up), the company, and optionally the token
 * of a cotação's or an order's answer link, which names the supplier the account claims.
 */
export const supplierSignUpSchema = z.object({
  name: signUpSchema.shape.name,
  email: signUpSchema.shape.email,
  password: signUpSchema.shape.password,
  company_name: z
    .string({ error: 'Informe o nome da empresa' })
    .trim()
    .min(2, 'O nome da empresa deve ter pelo menos 2 caracteres')
    .max(120, 'O nome da empresa deve ter no máximo 120 caracteres'),
  cnpj: z
    .string({ error: 'CNPJ é obrigatório' })
    .trim()
    .min(1, 'CNPJ é obrigatório')
    .refine(isValidCnpj, 'CNPJ inválido')
    .transform(normalizeCnpj),
  token: z.string().trim().min(1, 'Link inválido').max(4000, 'Link inválido').optional(),
});

export type SupplierSignUpInput = z.infer<typeof supplierSignUpSchema>;
/** What the form holds before the transform (the CNPJ as typed). */
export type SupplierSignUpForm = z.input<typeof supplierSignUpSchema>;
