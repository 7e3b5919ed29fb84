import * as z from 'zod';
import { isValidCnpj, normalizeCnpj } from '../platform/cnpj';
import { SLUG_PATTERN } from '../platform/slug';

const url = z.string().trim().url('URL inválida').max(500);
const optionalUrl = z.union([url, z.literal('')]).optional();

export const cnpjSchema = z
  .string({ error: 'CNPJ é obrigatório' })
  .trim()
  .min(1, 'CNPJ é obrigatório')
  .refine(isValidCnpj, 'CNPJ inválido')
  .transform(normalizeCnpj);

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, 'Use apenas letras minúsculas, números e hífens')
  .max(60);

/** Which e-mails the organization wants, as written and as read back (each flag optional). */
export const notificationFlags = z
  .object({
    sales: z.boolean().optional(),
    reports: z.boolean().optional(),
    newsletter: z.boolean().optional(),
    updates: z.boolean().optional(),
  })
  .optional();

/** Organization settings: contact, notification flags, links (all optional). */
export const organizationMetadataSchema = z.object({
  contact: z
    .object({
      email: z.union([z.string().trim().email('Email inválido'), z.literal('')]).optional(),
      phone: z.string().trim().max(30).optional(),
    })
    .optional(),
  notifications: notificationFlags,
  links: z
    .object({
      website: optionalUrl,
      linkedin: optionalUrl,
      instagram: optionalUrl,
      youtube: optionalUrl,
      twitter: optionalUrl,
      tiktok: optionalUrl,
      facebook: optionalUrl,
    })
    .optional(),
  referral_source: z.string().trim().max(100).optional(),
});

export const createOrganizationSchema = z.object({
  name: z
    .string({ error: 'O nome deve ter pelo menos 2 caracteres' })
    .trim()
    .min(2, 'O nome deve ter pelo menos 2 caracteres')
    .max(120),
  cnpj: cnpjSchema,
  slug: slug.optional(),
  logo: url.optional(),
  metadata: organizationMetadataSchema.optional(),
  withDemoData: z.boolean().optional(),
});

export const updateOrganizationSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120).optional(),
  slug: slug.optional(),
  logo: z.union([url, z.null()]).optional(),
  metadata: organizationMetadataSchema.optional(),
});

export const verifySlugSchema = z.object({ slug });

export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;
