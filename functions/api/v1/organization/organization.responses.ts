import * as z from 'zod';
import { formatCnpj } from '../../../lib/cnpj';
import { isoDateTime, memberRoleSchema, uuid } from '../../../lib/response-schemas';
import type { OrganizationRow } from './organization.service';

const LINKS = ['website', 'linkedin', 'instagram', 'youtube', 'twitter', 'tiktok', 'facebook'] as const;

/** Settings as stored: the known keys described, anything else kept. */
const organizationMetadataResponse = z
  .object({
    contact: z.object({ email: z.string().optional(), phone: z.string().optional() }).optional(),
    notifications: z
      .object({
        sales: z.boolean().optional(),
        reports: z.boolean().optional(),
        newsletter: z.boolean().optional(),
        updates: z.boolean().optional(),
      })
      .optional(),
    links: z.partialRecord(z.enum(LINKS), z.string()).optional(),
    referral_source: z.string().optional(),
    has_demo_data: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'OrganizationMetadata' });

export const organizationSchema = z
  .object({
    id: uuid,
    name: z.string(),
    slug: z.string(),
    cnpj: z.string().meta({ description: 'Só dígitos', example: '11222333000181' }),
    cnpjFormatted: z.string().meta({ example: '11.222.333/0001-81' }),
    logo: z.string().nullable(),
    metadata: organizationMetadataResponse,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Organization' });

export const activeOrganizationSchema = organizationSchema.extend({ role: memberRoleSchema }).meta({
  id: 'ActiveOrganization',
});

export const publicOrganizationSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    links: z.partialRecord(z.enum(LINKS), z.string()),
  })
  .meta({ id: 'PublicOrganization' });

export const slugAvailabilitySchema = z.object({ available: z.boolean() });

const metric = z.object({ current: z.number(), previous: z.number(), change: z.number() });

export const dashboardStatsSchema = z
  .object({
    leads: metric,
    submissions: metric,
    purchaseOrders: metric,
    spend: metric,
    series: z.array(
      z.object({
        date: z.string().meta({ example: '2026-11-24' }),
        leads: z.number().int(),
        submissions: z.number().int(),
        orders: z.number().int(),
        spend: z.number(),
      }),
    ),
  })
  .meta({ id: 'DashboardStats' });

export const onboardingSchema = z
  .object({
    steps: z.object({
      createBrand: z.boolean(),
      inviteMembers: z.boolean(),
      configureIntegrations: z.boolean(),
      upgradePlan: z.boolean(),
    }),
    completed: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'Onboarding' });

export const organizationToResponse = (o: OrganizationRow): z.output<typeof organizationSchema> => ({
  id: o.id,
  name: o.name,
  slug: o.slug,
  cnpj: o.cnpj,
  cnpjFormatted: formatCnpj(o.cnpj),
  logo: o.logo,
  metadata: o.metadata,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});
