import { z } from 'zod';

/** Shared by the API validators and the SPA's forms: one set of rules and messages. */
const email = z.string().trim().toLowerCase().email('Por favor, insira um e-mail válido');

export const signUpSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres'),
  email,
  password: z.string().min(8, 'A senha deve ter pelo menos 8 caracteres'),
});

export const signInSchema = z.object({
  email,
  password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres'),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Token é obrigatório'),
  password: z.string().min(8, 'A senha deve ter pelo menos 8 caracteres'),
});

export const verifyEmailSchema = z.object({ token: z.string().min(1, 'Token é obrigatório') });

export const setPasswordSchema = z.object({ password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres') });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const setActiveOrganizationSchema = z.object({ organizationId: z.string().uuid('ID da organização inválido') });
