import * as z from 'zod';
import { PROVIDERS } from './catalogue';
import { isoDateTime } from '../platform/response-schemas';

/** The area's response shapes (the mapper, which opens the sealed settings, is in integrations.routes.ts). */

const masked = (what: string) =>
  z.string().meta({ description: `${what}: só os 4 últimos caracteres (…abcd)`, example: '…f3a9' });

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The settings as stored, credentials masked: the catalogue's known keys described, anything else kept. */
export const integrationSettingsSchema = /* @__PURE__ */ z
  .object({
    webhookUrl: masked('A URL do webhook (slack, discord, zapier)').optional(),
    apiKey: masked('A chave de API (brevo)').optional(),
    listId: z.number().int().optional().meta({ description: 'A lista de contatos (brevo)', example: 7 }),
    apiUrl: z.string().optional().meta({ description: 'A base da API (brevo)', example: 'https://api.brevo.com' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'IntegrationSettings' });

export const integrationSchema = /* @__PURE__ */ z
  .object({
    slug: z.enum(PROVIDERS.map((p) => p.slug)).meta({ example: 'slack' }),
    name: z.string(),
    category: z.enum(['notifications', 'automations', 'email-marketing']),
    description: z.string(),
    installed: z.boolean(),
    enabled: z.boolean().meta({ description: 'false quando não instalada' }),
    metadata: integrationSettingsSchema.nullable().meta({ description: 'As configurações; null quando não instalada' }),
    installedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Integration' });

export const integrationListSchema = /* @__PURE__ */ z.object({ data: z.array(integrationSchema) });
