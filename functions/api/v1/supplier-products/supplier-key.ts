import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { rateLimitBuckets } from '../../../../db/schema/auth-support';
import { supplierApiKeys } from '../../../../db/schema/supplier-api';
import type { AppEnv } from '../../../app-env';
import type { UsageLogJob } from '../../../jobs/job';
import { isKeyUsable } from '../../../lib/api-keys';
import { ApiError } from '../../../lib/errors';
import { clientIp } from '../../../lib/rate-limit';
import { sha256Hex } from '../../../lib/tokens';

export type SupplierKeyEnv = AppEnv & { Variables: { supplierKey: { id: string; supplierId: string } } };

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;
const MAX_LOGGED_BODY = 4096;

/** `x-api-key: sk_…` → the key's supplier; also counts the call against the key's per-minute limit. */
export const requireSupplierKey = () =>
  createMiddleware<SupplierKeyEnv>(async (c, next) => {
    const raw = c.req.header('x-api-key');
    if (!raw) throw new ApiError({ code: 'UNAUTHORIZED', message: 'API key is required' });
    const [key] = await c.var.db
      .select()
      .from(supplierApiKeys)
      .where(eq(supplierApiKeys.keyHash, sha256Hex(raw)))
      .limit(1);
    if (!key || !isKeyUsable(key)) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' });
    c.set('supplierKey', { id: key.id, supplierId: key.supplierId });

    const now = Date.now();
    const windowStart = new Date(Math.floor(now / 60_000) * 60_000);
    const [bucket] = await c.var.db
      .insert(rateLimitBuckets)
      .values({ key: `supplier-key:${key.id}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      })
      .returning({ count: rateLimitBuckets.count });
    const limit = c.var.config.SUPPLIER_KEY_RATE_LIMIT;
    const reset = Math.ceil((windowStart.getTime() + 60_000) / 1000);
    c.header('X-RateLimit-Limit', String(limit));
    c.header('X-RateLimit-Remaining', String(Math.max(0, limit - bucket!.count)));
    c.header('X-RateLimit-Reset', String(reset));
    if (bucket!.count > limit) {
      throw new ApiError({
        code: 'TOO_MANY_REQUESTS',
        message: 'Rate limit exceeded',
        headers: { 'Retry-After': String(Math.max(1, reset - Math.floor(now / 1000))) },
      });
    }
    if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      c.executionCtx.waitUntil(
        c.var.db
          .update(supplierApiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(supplierApiKeys.id, key.id))
          .then(
            () => undefined,
            () => undefined,
          ),
      );
    }
    await next();
  });

/** The route with ids folded, so usage groups by endpoint: /supplier/products/:id */
const endpointOf = (path: string) =>
  path.replace(/^\/api\/v1/, '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id');

/**
 * Logs every authenticated call through the queue once the response is built:
 * never on the hot path, and a failure to enqueue is only logged.
 */
export const logSupplierUsage = () =>
  createMiddleware<SupplierKeyEnv>(async (c, next) => {
    const started = Date.now();
    const requestBody = ['POST', 'PUT', 'PATCH'].includes(c.req.method)
      ? await c.req.raw
          .clone()
          .text()
          .catch(() => '')
      : '';
    await next();
    const key = c.get('supplierKey');
    if (!key || c.var.config.USAGE_LOGGING === 'off') return;
    const url = new URL(c.req.url);
    const job: UsageLogJob = {
      kind: 'usage-log',
      id: crypto.randomUUID(),
      apiKeyId: key.id,
      supplierId: key.supplierId,
      endpoint: endpointOf(url.pathname),
      method: c.req.method,
      statusCode: c.res.status,
      responseTime: Date.now() - started,
      ipAddress: clientIp(c.req.raw.headers),
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      requestSize: Number(c.req.header('content-length') ?? requestBody.length) || 0,
      responseSize: Number(c.res.headers.get('content-length') ?? 0) || null,
      requestBody: requestBody ? requestBody.slice(0, MAX_LOGGED_BODY) : null,
      queryParams: Object.fromEntries(url.searchParams),
      createdAt: new Date(started).toISOString(),
    };
    c.executionCtx.waitUntil(
      c.env.JOBS.send(job).catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'error', msg: 'usage log not queued', error: String(error) })),
      ),
    );
  });
