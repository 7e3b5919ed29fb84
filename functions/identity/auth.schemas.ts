import * as z from 'zod';

/** Shared by the API validators and the SPA's forms: one set of rules and messages. */
const email = z.string().trim().toLowerCase().email('Por favor, insira um e-mail válido');

/** bcrypt reads only the first 72 bytes: longer passwords are refused, never silently cut. */
const MAX_PASSWORD_BYTES = 72;
const password = (min: number) =>
  z
    .string()
    .min(min, `A senha deve ter pelo menos ${min} caracteres`)
    .refine(
      (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
      'A senha deve ter no máximo 72 bytes',
    );

/**
 * Where to continue once the address is confirmed (an invitation, say): a page of this app only, so a
 * link in our e-mail never sends anyone elsewhere.
 */
const callbackURL = z
  .string()
  .trim()
  .max(500, 'Endereço de retorno longo demais')
  .refine(
    // No whitespace or control character inside: a browser drops tabs and line breaks from a URL, so
    // '/\t/site' would become '//site', another site.
    (path) => path.startsWith('/') && !path.startsWith('//') && !/[\\\s\p{Cc}]/u.test(path),
    'O endereço de retorno deve ser uma página do Abastece',
  )
  .optional();

export const signUpSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres'),
  email,
  password: password(8),
  callbackURL,
});

export const signInSchema = z.object({
  email,
  password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres'),
  callbackURL,
});

export const forgotPasswordSchema = z.object({ email });

/** Missing, not a string or empty: the specification's one message. */
const token = z.string({ error: 'Token é obrigatório' }).min(1, 'Token é obrigatório');

export const resetPasswordSchema = z.object({
  token,
  password: password(8),
});

export const verifyEmailSchema = z.object({ token });

export const setPasswordSchema = z.object({ password: password(6) });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const setActiveSupplierSchema = z.object({ supplierId: z.string().uuid('ID do fornecedor inválido') });
export const setActiveOrganizationSchema = z.object({ organizationId: z.string().uuid('ID da organização inválido') });
