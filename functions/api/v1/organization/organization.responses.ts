import * as z from 'zod';
import { formatCnpj } from '../../../lib/cnpj';
import { isoDateTime, memberRoleSchema, metadataObject, uuid } from '../../../lib/response-schemas';
import type { OrganizationRow } from './organization.service';

export const organizationSchema = z
  .object({
    id: uuid,
    name: z.string(),
    slug: z.string(),
    cnpj: z.string().meta({ description: 'Só dígitos', example: '11222333000181' }),
    cnpjFormatted: z.string().meta({ example: '11.222.333/0001-81' }),
    logo: z.string().nullable(),
    metadata: metadataObject,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Organization' });

export const activeOrganizationSchema = organizationSchema.extend({ role: memberRoleSchema }).meta({
  id: 'ActiveOrganization',
});

export const publicOrganizationSchema = z
  .object({ name: z.string(), slug: z.string(), logo: z.string().nullable(), links: metadataObject })
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
