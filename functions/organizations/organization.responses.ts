import * as z from 'zod';
import { formatCnpj } from '../platform/cnpj';
import { isoDateTime, memberRoleSchema, uuid } from '../platform/response-schemas';
import { notificationFlags } from './organization.schemas';
import type { OrganizationRow } from './organization.service';

const LINKS = ['website', 'linkedin', 'instagram', 'youtube', 'twitter', 'tiktok', 'facebook'] as const;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** Settings as stored: the known keys described, anything else kept. */
const organizationMetadataResponse = /* @__PURE__ */ z
  .object({
    contact: z.object({ email: z.string().optional(), phone: z.string().optional() }).optional(),
    notifications: notificationFlags,
    links: z.partialRecord(z.enum(LINKS), z.string()).optional(),
    referral_source: z.string().optional(),
    has_demo_data: z.boolean().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'OrganizationMetadata' });

export const organizationSchema = /* @__PURE__ */ z
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

export const activeOrganizationSchema = /* @__PURE__ */ organizationSchema.extend({ role: memberRoleSchema }).meta({
  id: 'ActiveOrganization',
});

export const publicOrganizationSchema = /* @__PURE__ */ z
  .object({
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    links: z.partialRecord(z.enum(LINKS), z.string()),
  })
  .meta({ id: 'PublicOrganization' });

export const slugAvailabilitySchema = /* @__PURE__ */ z.object({ available: z.boolean() });

const metric = /* @__PURE__ */ z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number().meta({ description: 'Percent change; 100 when `previous` is 0 and `current` above 0' }),
});

export const dashboardStatsSchema = /* @__PURE__ */ z
  .object({
    leads: metric,
    submissions: metric,
    purchaseOrders: metric,
    spend: metric.meta({ description: 'Gasto: what was received in order, of orders placed in each period (R$)' }),
    committed: metric.meta({ description: 'Comprometido: approved and not yet received, of the same orders (R$)' }),
    series: z.array(
      z.object({
        date: z.string().meta({ example: '2026-11-24', description: 'A São Paulo day' }),
        leads: z.number().int(),
        submissions: z.number().int(),
        orders: z.number().int(),
        spend: z.number().meta({ description: 'Gasto of the orders placed that day (R$)' }),
        committed: z.number().meta({ description: 'Comprometido of the orders placed that day (R$)' }),
      }),
    ),
  })
  .meta({ id: 'DashboardStats' });

const count = (description: string) => z.number().int().meta({ description });

export const procurementOverviewSchema = /* @__PURE__ */ z
  .object({
    orders: z.object({
      inProgress: count('Pedidos com alguma parte entre a aprovação e o recebimento'),
      awaitingSupplier: count('Partes enviadas que o fornecedor ainda não respondeu'),
    }),
    approvals: z.object({ awaitingApproval: count('Pedidos com alguma parte aguardando aprovação') }),
    deliveries: z.object({
      onTheWay: count('Remessas despachadas, a caminho'),
      toCheck: count('Remessas entregues que ainda não foram conferidas no recebimento'),
      toShip: count('Partes confirmadas pelo fornecedor com itens ainda por despachar'),
      nextExpectedOn: z.string().nullable().meta({
        example: '2026-11-27',
        description: 'O primeiro dia previsto: de uma remessa a caminho ou prometido numa parte por despachar',
      }),
    }),
  })
  .meta({ id: 'ProcurementOverview' });

export const onboardingSchema = /* @__PURE__ */ z
  .object({
    steps: z.object({
      deliveryAddress: z.boolean().meta({ description: 'Um endereço de entrega cadastrado' }),
      inviteMembers: z.boolean().meta({ description: 'Mais alguém na organização (ou convidado)' }),
      firstOrder: z.boolean().meta({ description: 'O primeiro pedido feito' }),
      createBrand: z.boolean(),
      configureIntegrations: z.boolean(),
      upgradePlan: z.boolean(),
    }),
    completed: z
      .number()
      .int()
      .meta({ description: 'Quantos dos três primeiros passos (endereço, equipe, pedido) estão feitos' }),
    total: z.number().int().meta({ description: 'Os três primeiros passos' }),
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
