import * as z from 'zod';
import { isKeyUsable, keyPreview } from '../identity/api-keys';
import { isoDateTime, paginationSchema, uuid } from '../platform/response-schemas';
import type { keyAnalytics } from './analytics.service';
import type { SupplierKeyRow, UsageLogRow } from './supplier-api-key.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The area's response shapes: a zod schema each and the mapper from rows that must produce it. */

export const usageLogSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    apiKeyId: uuid,
    supplierId: uuid,
    endpoint: z
      .string()
      .meta({ description: 'A rota chamada, com os ids trocados por :id', example: '/supplier/products/:id' }),
    method: z.string().meta({ example: 'GET' }),
    statusCode: z.number().int(),
    responseTime: z.number().int().meta({ description: 'Milissegundos' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestSize: z.number().int().nullable().meta({ description: 'Bytes' }),
    responseSize: z.number().int().nullable().meta({ description: 'Bytes' }),
    requestBody: z.string().nullable().meta({ description: 'O corpo enviado (até 4096 caracteres), quando houve' }),
    queryParams: z.record(z.string(), z.string()).nullable().meta({ description: 'A query string, nome → valor' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SupplierApiUsageLog' });

export const supplierKeySchema = /* @__PURE__ */ z
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

export const supplierKeyPageSchema = /* @__PURE__ */ z.object({
  data: z.array(supplierKeySchema),
  pagination: paginationSchema,
});

export const supplierKeysOfSupplierSchema = /* @__PURE__ */ z.object({
  data: z.array(supplierKeySchema).meta({ description: 'As chaves do fornecedor (até 100), mais novas primeiro' }),
  recentLogs: z.array(usageLogSchema).meta({ description: 'As 10 últimas chamadas, de qualquer chave do fornecedor' }),
});

export const supplierKeyDetailSchema = /* @__PURE__ */ supplierKeySchema
  .extend({ usageLogs: z.array(usageLogSchema) })
  .meta({ id: 'SupplierApiKeyDetail' });

export const supplierKeyWithSecretSchema = /* @__PURE__ */ supplierKeySchema
  .extend({ key: z.string().meta({ description: 'A chave sk_… inteira: mostrada só nesta resposta' }) })
  .meta({ id: 'SupplierApiKeyWithSecret' });

export const usageAnalyticsSchema = /* @__PURE__ */ z
  .object({
    totalRequests: z.number().int(),
    successRequests: z.number().int().meta({ description: 'Respostas 2xx' }),
    errorRequests: z.number().int().meta({ description: 'Todas as outras' }),
    averageResponseTime: z.number().int().meta({ description: 'Milissegundos; 0 sem chamadas' }),
    mostUsedEndpoint: z.string().meta({ description: '"N/A" sem chamadas', example: '/supplier/orders' }),
    usageByDay: z
      .array(z.object({ date: z.iso.date().meta({ example: '2026-11-24' }), requests: z.number().int() }))
      .meta({ description: 'Dias UTC, do mais antigo ao mais novo' }),
    usageByEndpoint: z
      .array(
        z.object({
          endpoint: z.string(),
          requests: z.number().int(),
          averageResponseTime: z.number().int().meta({ description: 'Milissegundos' }),
        }),
      )
      .meta({ description: 'Mais chamados primeiro' }),
    recentActivity: z.array(usageLogSchema).meta({ description: 'As chamadas mais novas do período' }),
  })
  .meta({ id: 'SupplierApiUsageAnalytics' });

export const logToResponse = (l: UsageLogRow): z.output<typeof usageLogSchema> => ({
  id: l.id,
  apiKeyId: l.apiKeyId,
  supplierId: l.supplierId,
  endpoint: l.endpoint,
  method: l.method,
  statusCode: l.statusCode,
  responseTime: l.responseTime,
  ipAddress: l.ipAddress,
  userAgent: l.userAgent,
  requestSize: l.requestSize,
  responseSize: l.responseSize,
  // jsonb columns: their only writer (jobs/usage-log.job.ts) stores the validated job's string and record.
  requestBody: l.requestBody as string | null,
  queryParams: l.queryParams as Record<string, string> | null,
  createdAt: l.createdAt.toISOString(),
});

/** The analytics of a key or a supplier (the same shape), the recent calls as the other lists show them. */
export const analyticsToResponse = (
  a: Awaited<ReturnType<typeof keyAnalytics>>,
): z.output<typeof usageAnalyticsSchema> => ({
  totalRequests: a.totalRequests,
  successRequests: a.successRequests,
  errorRequests: a.errorRequests,
  averageResponseTime: a.averageResponseTime,
  mostUsedEndpoint: a.mostUsedEndpoint,
  usageByDay: a.usageByDay,
  usageByEndpoint: a.usageByEndpoint,
  recentActivity: a.recentActivity.map(logToResponse),
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
