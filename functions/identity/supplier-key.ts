import { createMiddleware } from 'hono/factory';
import type { SupplierKeyEnv } from './middleware';
import type { UsageLogJob } from './usage-log.payload';
import { clientIp } from './rate-limit';
import { cutOnCodePoint, MAX_LOGGED_BODY } from './usage-log.payload';
import { queueUsageLog } from './usage-log.sender';

/** The route with ids folded, so usage groups by endpoint: /supplier/products/:id */
const endpointOf = (path: string) =>
  path.replace(/^\/api\/v1/, '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id');

/**
 * Logs every authenticated call through the queue once the response is built:
 * never on the hot path, and a failure to enqueue is only logged. Only a body
 * that can be logged (POST, PUT, PATCH) is read, from a clone.
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
      requestBody: requestBody ? cutOnCodePoint(requestBody, MAX_LOGGED_BODY) : null,
      queryParams: Object.fromEntries(url.searchParams),
      createdAt: new Date(started).toISOString(),
    };
    queueUsageLog(c.env.JOBS, job, (promise) => c.executionCtx.waitUntil(promise));
  });
