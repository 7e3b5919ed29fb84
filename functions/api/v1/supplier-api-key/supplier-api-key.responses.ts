import * as z from 'zod';
import { isKeyUsable, keyPreview } from '../../../lib/api-keys';
import { isoDateTime, paginationSchema, uuid } from '../../../lib/response-schemas';
import type { SupplierKeyRow, UsageLogRow } from './supplier-api-key.service';

export const usageLogSchema = z
  .object({
    id: uuid,
    apiKeyId: uuid,
    supplierId: uuid,
    endpoint: z.string().meta({ example: '/supplier/products/:id' }),
    method: z.string(),
    statusCode: z.number().int(),
    responseTime: z.number().int().meta({ description: 'Milissegundos' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestSize: z.number().int().nullable(),
    responseSize: z.number().int().nullable(),
    requestBody: z.unknown(),
    queryParams: z.unknown(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SupplierApiUsageLog' });

export const supplierKeySchema = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string().nullable(),
    keyPreview: z
      .string()
      .meta({ description: 'Prefixo e últimos 4 caracteres; a chave inteira só ao criar ou gerar de novo' }),
    enabled: z.boolean(),
    neverExpires: z.boolean(),
    expiresAt: isoDateTime.nullable(),
    valid: z.boolean(),
    supplierId: uuid,
    supplier: z.object({ id: uuid, name: z.string() }),
    lastUsedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    _count: z.object({ usageLogs: z.number().int() }),
  })
  .meta({ id: 'SupplierApiKey' });

export const supplierKeyPageSchema = z.object({ data: z.array(supplierKeySchema), pagination: paginationSchema });

export const supplierKeysOfSupplierSchema = z.object({
  data: z.array(supplierKeySchema),
  recentLogs: z.array(usageLogSchema),
});

export const supplierKeyDetailSchema = supplierKeySchema
  .extend({ usageLogs: z.array(usageLogSchema) })
  .meta({ id: 'SupplierApiKeyDetail' });

export const supplierKeyWithSecretSchema = supplierKeySchema
  .extend({ key: z.string().meta({ description: 'A chave sk_… inteira: mostrada só nesta resposta' }) })
  .meta({ id: 'SupplierApiKeyWithSecret' });

export const usageAnalyticsSchema = z
  .object({
    totalRequests: z.number().int(),
    successRequests: z.number().int(),
    errorRequests: z.number().int(),
    averageResponseTime: z.number().int(),
    mostUsedEndpoint: z.string(),
    usageByDay: z.array(z.object({ date: z.string().meta({ example: '2026-11-24' }), requests: z.number().int() })),
    usageByEndpoint: z.array(
      z.object({ endpoint: z.string(), requests: z.number().int(), averageResponseTime: z.number().int() }),
    ),
    recentActivity: z.array(usageLogSchema),
  })
  .meta({ id: 'SupplierApiUsageAnalytics' });

export const logToResponse = (l: UsageLogRow): z.output<typeof usageLogSchema> => ({
  ...l,
  createdAt: l.createdAt.toISOString(),
});

/** Never the secret or its hash: a preview, the supplier and the count of calls. */
export const keyToResponse = (r: {
  key: SupplierKeyRow;
  supplier: { id: string; name: string };
  logCount: number;
}): z.output<typeof supplierKeySchema> => ({
  id: r.key.id,
  name: r.key.name,
  description: r.key.description,
  keyPreview: keyPreview(r.key.keyPrefix, r.key.keyLast4),
  enabled: r.key.enabled,
  neverExpires: r.key.neverExpires,
  expiresAt: r.key.expiresAt?.toISOString() ?? null,
  valid: isKeyUsable(r.key),
  supplierId: r.key.supplierId,
  supplier: r.supplier,
  lastUsedAt: r.key.lastUsedAt?.toISOString() ?? null,
  createdAt: r.key.createdAt.toISOString(),
  _count: { usageLogs: Number(r.logCount) },
});
