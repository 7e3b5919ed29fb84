import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supplierApiKeyUsageLogs, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import { consumeJobs, retryDelaySeconds } from '../platform/jobs/consumer';
import type { JobContext } from '../platform/jobs/context';
import type { Job } from '../platform/jobs/job';
import { JOB_HANDLERS } from '../job-registry';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { usageLog } from '../test/usage-logs';
import { call, withDb } from '../test/tenant';
import { consumeUsageLogs } from './usage-log.job';
import { cutOnCodePoint, jsonbSafe } from './usage-log.payload';

/**
 * A string as JSON writes it: a lone surrogate becomes a "\\ud83d" escape, so a failed expectation never
 * carries one to the test runner (its WebSocket refuses the invalid UTF-8 a lone surrogate encodes to).
 */
const escaped = (value: unknown) => JSON.stringify(value);

const rowsOf = (apiKeyId: string) =>
  withDb((db) => db.select().from(supplierApiKeyUsageLogs).where(eq(supplierApiKeyUsageLogs.apiKeyId, apiKeyId)));

async function consume(jobs: Job[]) {
  const batch = createMessageBatch<Job>(
    'abastece-jobs',
    jobs.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await consumeJobs(batch, env, JOB_HANDLERS);
  return getQueueResult(batch, ctx);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a usage log keeps of a body', () => {
  it('cuts on a code point: a pair of surrogates is kept whole or left out whole', () => {
    const body = `${'a'.repeat(4095)}😀 depois`;
    expect(escaped(cutOnCodePoint(body, 4096))).toBe(escaped('a'.repeat(4095)));
    expect(escaped(cutOnCodePoint(`${'a'.repeat(4094)}😀`, 4096))).toBe(escaped(`${'a'.repeat(4094)}😀`));
    expect(cutOnCodePoint('curto', 4096)).toBe('curto');
  });

  it('puts U+FFFD where jsonb refuses a character: a lone surrogate or U+0000', () => {
    expect(escaped(jsonbSafe('a\ud83d'))).toBe(escaped('a\ufffd'));
    expect(escaped(jsonbSafe('\ude00b'))).toBe(escaped('\ufffdb'));
    expect(jsonbSafe('x\u0000y')).toBe('x\ufffdy');
    expect(jsonbSafe('ação 😀')).toBe('ação 😀');
  });
});

describe('a usage log never poisons its batch', () => {
  it('logs an API call whose body the 4,096-character cut would split inside an emoji', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id);
    await call('PUT', `/supplier/quotes/${crypto.randomUUID()}/answer`, {
      headers: { 'x-api-key': key },
      rawBody: `${'a'.repeat(4095)}😀`,
    });
    await expect.poll(async () => (await rowsOf(id)).length, { timeout: 15_000 }).toBe(1);
    const [row] = await rowsOf(id);
    expect(escaped(row!.requestBody)).toBe(escaped('a'.repeat(4095)));
  });

  it('writes a batch with a split surrogate, a NUL in the body and one in the query, each cleaned', async () => {
    const { supplier } = await createCatalogue([]);
    const { id } = await createSupplierKey(supplier.id);
    const jobs = [
      usageLog(id, supplier.id),
      usageLog(id, supplier.id, { method: 'PUT', requestBody: `${'a'.repeat(4095)}\ud83d` }),
      usageLog(id, supplier.id, { method: 'POST', requestBody: 'sku=A\u0000' }),
      usageLog(id, supplier.id, { queryParams: { 'q\u0000': 'arroz\u0000' } }),
    ];
    const result = await consume(jobs);
    expect(result.explicitAcks.sort()).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(result.retryMessages).toEqual([]);
    const rows = await rowsOf(id);
    const byId = (jobId: string) => rows.find((r) => r.id === jobId);
    expect(byId(jobs[0]!.id)).toMatchObject({ requestBody: null, queryParams: {} });
    expect(escaped(byId(jobs[1]!.id)!.requestBody)).toBe(escaped(`${'a'.repeat(4095)}\ufffd`));
    expect(byId(jobs[2]!.id)!.requestBody).toBe('sku=A\ufffd');
    expect(byId(jobs[3]!.id)!.queryParams).toEqual({ 'q\ufffd': 'arroz\ufffd' });
  });

  it('retries a refused batch row by row: the others land, the row refused alone is logged without its body and dropped', async () => {
    const { supplier } = await createCatalogue([]);
    const { id } = await createSupplierKey(supplier.id);
    const printed: string[] = [];
    for (const level of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: unknown) => void printed.push(String(line)));
    // The payload's schema takes any whole number; the column is a PostgreSQL integer (22003 past 2^31 - 1).
    const refused = usageLog(id, supplier.id, { responseTime: 2 ** 31, requestBody: 'CORPO-QUE-NAO-SE-LOGA' });
    const jobs = [usageLog(id, supplier.id), refused, usageLog(id, supplier.id, { statusCode: 404 })];
    const result = await consume(jobs);
    expect(result.explicitAcks.sort()).toEqual(['m0', 'm1', 'm2']);
    expect(result.retryMessages).toEqual([]);
    expect((await rowsOf(id)).map((r) => r.id).sort()).toEqual([jobs[0]!.id, jobs[2]!.id].sort());
    const [daily] = await withDb((db) =>
      db.select().from(supplierApiUsageDaily).where(eq(supplierApiUsageDaily.apiKeyId, id)),
    );
    expect(daily).toMatchObject({ requests: 2, successRequests: 1, errorRequests: 1, totalResponseTime: 200 });
    const dropped = printed.map((line) => JSON.parse(line)).find((l) => l.event === 'usage_log_dropped');
    expect(dropped).toMatchObject({ level: 'error', id: refused.id, supplierId: supplier.id, sqlState: '22003' });
    expect(printed.join('\n')).not.toContain('CORPO-QUE-NAO-SE-LOGA');
  });

  it('retries the whole batch when the database fails for a reason that is not a row’s, trying no row alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server went away mid-batch (57P01, admin_shutdown): nothing about the rows themselves.
    // The batch is one statement (decision 0062): the handle's one way in is execute.
    const execute = vi.fn(async () => {
      throw Object.assign(new Error('Failed query: with incoming …'), { cause: { code: '57P01' } });
    });
    const batch = createMessageBatch<Job>('abastece-jobs', [
      { id: 'm0', timestamp: new Date(), attempts: 2, body: usageLog(crypto.randomUUID(), crypto.randomUUID()) },
      { id: 'm1', timestamp: new Date(), attempts: 1, body: usageLog(crypto.randomUUID(), crypto.randomUUID()) },
    ]);
    const ctx = createExecutionContext();
    const retries = batch.messages.map((m) => vi.spyOn(m, 'retry'));
    await consumeUsageLogs(batch.messages, { db: { execute } } as unknown as JobContext, retryDelaySeconds);
    const result = await getQueueResult(batch, ctx);
    expect(execute).toHaveBeenCalledOnce();
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['m0', 'm1']);
    expect(retries[0]).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(2) });
    expect(retries[1]).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(1) });
  });
});
