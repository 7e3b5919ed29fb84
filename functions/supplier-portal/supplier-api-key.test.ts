import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierApiKeyUsageLogs, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import { consumeJobs } from '../platform/jobs/consumer';
import { JOB_HANDLERS } from '../job-registry';
import type { Job } from '../platform/jobs/job';
import { writeUsageLogs } from '../identity/usage-log.job';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { usageLog as log } from '../test/usage-logs';
import { call, createOperator, createTenant, uniq, withDb } from '../test/tenant';
import { keyAnalytics, supplierAnalytics } from './analytics.service';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('supplier API key management (operator)', () => {
  it('creates with the spec rules, lists with search and pagination, updates and deletes with its logs', async () => {
    const operator = await createOperator();
    const { supplier } = await createCatalogue([]);
    expect(
      await errorOf(
        await call('POST', '/supplier-api-key', { as: operator, body: { name: '', supplierId: supplier.id } }),
      ),
    ).toMatchObject({ message: 'Name is required' });
    expect(
      await errorOf(await call('POST', '/supplier-api-key', { as: operator, body: { name: 'X', supplierId: 'abc' } })),
    ).toMatchObject({ message: 'Invalid supplier ID' });
    const missing = await call('POST', '/supplier-api-key', {
      as: operator,
      body: { name: 'X', supplierId: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Supplier not found' });

    const tag = uniq();
    const created = (await (
      await call('POST', '/supplier-api-key', {
        as: operator,
        body: { name: `ERP ${tag}`, supplierId: supplier.id, description: 'Sincroniza preços' },
      })
    ).json()) as {
      id: string;
      key: string;
      enabled: boolean;
      neverExpires: boolean;
      keyPreview: string;
    };
    expect(created).toMatchObject({ enabled: true, neverExpires: false });
    const list = (await (await call('GET', `/supplier-api-key?search=${tag}`, { as: operator })).json()) as {
      data: Array<{ id: string; keyPreview: string }>;
      pagination: unknown;
    };
    expect(list.data.map((k) => k.id)).toEqual([created.id]);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const bySupplierName = (await (
      await call('GET', `/supplier-api-key?search=${encodeURIComponent(supplier.name.toUpperCase())}`, { as: operator })
    ).json()) as { data: Array<{ id: string }> };
    expect(bySupplierName.data.map((k) => k.id)).toContain(created.id);

    expect(
      await (await call('PUT', `/supplier-api-key/${created.id}`, { as: operator, body: { enabled: false } })).json(),
    ).toMatchObject({ enabled: false, valid: false });
    await withDb((db) => writeUsageLogs(db, [log(created.id, supplier.id)]));
    const detail = (await (await call('GET', `/supplier-api-key/${created.id}`, { as: operator })).json()) as {
      usageLogs: unknown[];
      _count: { usageLogs: number };
    };
    expect(detail.usageLogs).toHaveLength(1);
    expect(detail._count.usageLogs).toBe(1);
    expect(await (await call('DELETE', `/supplier-api-key/${created.id}`, { as: operator })).json()).toEqual({
      message: 'API Key deleted successfully',
    });
    expect(
      await withDb((db) =>
        db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, created.id)),
      ),
    ).toEqual([]);
    const gone = await call('PUT', `/supplier-api-key/${created.id}`, { as: operator, body: { name: 'x' } });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ message: 'SupplierApiKey not found' });
  });

  it('is the operator’s only', async () => {
    const { owner } = await createTenant();
    expect(await errorOf(await call('GET', '/supplier-api-key'))).toMatchObject({ message: 'Authentication required' });
    expect(await errorOf(await call('GET', '/supplier-api-key', { as: owner }))).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Not allowed',
    });
  });
});

describe('usage logging through the queue', () => {
  it('logs a product API call after the response, through the consumer', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id);
    await call('GET', '/supplier/products?page=1', { headers: { 'x-api-key': key } });
    await expect
      .poll(
        async () =>
          (
            await withDb((db) =>
              db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, id)),
            )
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const [row] = await withDb((db) =>
      db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, id)),
    );
    expect(row).toMatchObject({
      endpoint: '/supplier/products',
      method: 'GET',
      statusCode: 200,
      queryParams: { page: '1' },
    });
  });

  it('logs each of several calls made together once, and the daily rollup counts each once', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id);
    const statuses = await Promise.all(
      ['/supplier/products', '/supplier/products?page=2', `/supplier/products/${crypto.randomUUID()}`].map(
        async (path) => (await call('GET', path, { headers: { 'x-api-key': key } })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 200, 404]);
    const logsOf = () =>
      withDb((db) => db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, id)));
    await expect.poll(async () => (await logsOf()).length, { timeout: 15_000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 500));
    const rows = await logsOf();
    expect(rows.map((r) => `${r.endpoint} ${r.statusCode}`).sort()).toEqual([
      '/supplier/products 200',
      '/supplier/products 200',
      '/supplier/products/:id 404',
    ]);
    const daily = await withDb((db) =>
      db.select().from(supplierApiUsageDaily).where(eq(supplierApiUsageDaily.apiKeyId, id)),
    );
    expect(daily.map((d) => [d.endpoint, d.requests, d.successRequests, d.errorRequests]).sort()).toEqual([
      ['/supplier/products', 2, 2, 0],
      ['/supplier/products/:id', 1, 0, 1],
    ]);
  });

  it('adds no rows for a redelivered batch, and acks the rest of a batch with one poison message', async () => {
    const { supplier } = await createCatalogue([]);
    const { id } = await createSupplierKey(supplier.id);
    const jobs = [log(id, supplier.id), log(id, supplier.id, { statusCode: 404 })];
    const batch = () =>
      createMessageBatch<Job>('abastece-jobs', [
        ...jobs.map((j, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: j })),
        {
          id: 'poison',
          timestamp: new Date(),
          attempts: 1,
          body: { kind: 'usage-log', id: 'not-a-uuid' } as unknown as Job,
        },
      ]);
    for (let round = 0; round < 2; round++) {
      const b = batch();
      const ctx = createExecutionContext();
      await consumeJobs(b, env, JOB_HANDLERS);
      const result = await getQueueResult(b, ctx);
      expect(result.explicitAcks.sort()).toEqual(['m0', 'm1']);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual(['poison']);
    }
    expect(
      await withDb((db) => db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, id))),
    ).toHaveLength(2);
    const [daily] = await withDb((db) =>
      db.select().from(supplierApiUsageDaily).where(eq(supplierApiUsageDaily.apiKeyId, id)),
    );
    expect(daily).toMatchObject({ requests: 2, successRequests: 1, errorRequests: 1, totalResponseTime: 200 });
  });
});

describe('analytics', () => {
  it('computes exactly the spec’s figures on a fixed fixture', async () => {
    const { supplier } = await createCatalogue([]);
    const [k1, k2] = [await createSupplierKey(supplier.id), await createSupplierKey(supplier.id)];
    const now = new Date('2026-11-20T15:00:00Z');
    const at = (daysAgo: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 - daysAgo, hour)).toISOString();
    await withDb((db) =>
      writeUsageLogs(db, [
        log(k1.id, supplier.id, { createdAt: at(0), responseTime: 100 }),
        log(k1.id, supplier.id, { createdAt: at(0, 13), responseTime: 201, endpoint: '/supplier/products/:id' }),
        log(k1.id, supplier.id, {
          createdAt: at(2),
          responseTime: 50,
          statusCode: 404,
          endpoint: '/supplier/products/:id',
        }),
        log(k2.id, supplier.id, {
          createdAt: at(2),
          responseTime: 30,
          method: 'POST',
          statusCode: 201,
          endpoint: '/supplier/products/:id',
        }),
        log(k1.id, supplier.id, { createdAt: at(40), responseTime: 999 }),
      ]),
    );
    const perKey = await withDb((db) => keyAnalytics(db, k1.id, 7, now));
    expect(perKey).toMatchObject({
      totalRequests: 3,
      successRequests: 2,
      errorRequests: 1,
      averageResponseTime: 117,
      mostUsedEndpoint: '/supplier/products/:id',
      usageByDay: [
        { date: '2026-11-18', requests: 1 },
        { date: '2026-11-20', requests: 2 },
      ],
      usageByEndpoint: [
        { endpoint: '/supplier/products/:id', requests: 2, averageResponseTime: 126 },
        { endpoint: '/supplier/products', requests: 1, averageResponseTime: 100 },
      ],
    });
    expect(perKey.recentActivity).toHaveLength(3);

    const perSupplier = await withDb((db) => supplierAnalytics(db, supplier.id, 7, now));
    expect(perSupplier).toMatchObject({
      totalRequests: 4,
      successRequests: 3,
      errorRequests: 1,
      averageResponseTime: 95,
    });
    expect(perSupplier.usageByDay).toEqual([
      { date: '2026-11-14', requests: 0 },
      { date: '2026-11-15', requests: 0 },
      { date: '2026-11-16', requests: 0 },
      { date: '2026-11-17', requests: 0 },
      { date: '2026-11-18', requests: 2 },
      { date: '2026-11-19', requests: 0 },
      { date: '2026-11-20', requests: 2 },
    ]);
    expect(perSupplier.recentActivity).toHaveLength(4);
    const longer = await withDb((db) => keyAnalytics(db, k1.id, 90, now));
    expect(longer.totalRequests).toBe(4);
  });

  it('answers zeros and "N/A" without calls, over the API', async () => {
    const operator = await createOperator();
    const { supplier } = await createCatalogue([]);
    const { id } = await createSupplierKey(supplier.id);
    const res = await call('GET', `/supplier-api-key/${id}/analytics?days=7`, { as: operator });
    expect(await res.json()).toMatchObject({
      totalRequests: 0,
      successRequests: 0,
      errorRequests: 0,
      averageResponseTime: 0,
      mostUsedEndpoint: 'N/A',
      usageByDay: [],
      usageByEndpoint: [],
      recentActivity: [],
    });
    const bySupplier = (await (
      await call('GET', `/supplier-api-key/supplier/${supplier.id}/analytics`, { as: operator })
    ).json()) as { usageByDay: unknown[] };
    expect(bySupplier.usageByDay).toHaveLength(30);
  });
});
