import * as z from 'zod';
import { isKeyUsable, keyPreview } from './api-keys';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { OrganizationApiKeyRow } from './api-key.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const apiKeySchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    description: z.string(),
    keyPreview: z.string().meta({ description: 'Prefixo e últimos 4 caracteres; a chave inteira só aparece ao criar' }),
    enabled: z.boolean(),
    neverExpires: z.boolean(),
    expiresAt: isoDateTime.nullable(),
    valid: z.boolean(),
    lastUsedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ApiKey' });

export const apiKeyListSchema = /* @__PURE__ */ z.object({ data: z.array(apiKeySchema) });

export const createdApiKeySchema = /* @__PURE__ */ apiKeySchema
  .extend({ key: z.string().meta({ description: 'A chave ak_… inteira: mostrada só nesta resposta' }) })
  .meta({ id: 'CreatedApiKey' });

/** Never the key or its hash: a preview of prefix and last 4 characters. */
export const apiKeyToResponse = (k: OrganizationApiKeyRow): z.output<typeof apiKeySchema> => ({
  id: k.id,
  description: k.description,
  keyPreview: keyPreview(k.keyPrefix, k.keyLast4),
  enabled: k.enabled,
  neverExpires: k.neverExpires,
  expiresAt: k.expiresAt?.toISOString() ?? null,
  valid: isKeyUsable(k),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  createdAt: k.createdAt.toISOString(),
  updatedAt: k.updatedAt.toISOString(),
});
