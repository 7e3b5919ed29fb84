import * as z from 'zod';
import { subscriptionStatus } from '../../db/schema/enums';
import { isoDateTime, uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const billingStateSchema = /* @__PURE__ */ z
  .object({
    plan: z.object({ slug: z.string(), name: z.string(), description: z.string().nullable() }),
    subscription: z
      .object({
        id: uuid,
        status: z.enum(subscriptionStatus.enumValues),
        cycle: z.string().nullable(),
        amount: z.number().int().meta({ description: 'Centavos' }),
        currency: z.string(),
        quantity: z.number().int(),
        trialEnd: isoDateTime.nullable(),
        currentPeriodStart: isoDateTime.nullable(),
        currentPeriodEnd: isoDateTime.nullable(),
        cancelAt: isoDateTime.nullable(),
        cancelAtPeriodEnd: z.boolean(),
        canceledAt: isoDateTime.nullable(),
      })
      .nullable(),
    features: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        enabled: z.boolean(),
        limit: z.number().int().nullable(),
        usage: z.number().int().nullable(),
        cycle: z.string().nullable(),
        lastReset: isoDateTime.nullable(),
        nextReset: isoDateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'BillingState' });

export const planChangeSchema = /* @__PURE__ */ z.object({
  url: z.url(),
  flow: z.enum(['checkout', 'confirm']).meta({ description: 'checkout: assinatura nova; confirm: troca de plano' }),
});

export const portalSchema = /* @__PURE__ */ z.object({ url: z.url() });

export const cancellationSchema = /* @__PURE__ */ z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  cancelAt: isoDateTime.nullable(),
});

export const providerWebhookSchema = /* @__PURE__ */ z.object({
  received: z.literal(true),
  status: z.enum(['processed', 'ignored', 'duplicate']),
});
