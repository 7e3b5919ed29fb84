import { inArray, sql } from 'drizzle-orm';
import { supplierApiKeyUsageLogs, supplierApiKeys, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import type { Db } from '../platform/db';
import type { JobContext } from '../platform/jobs/context';
import type { Job } from '../platform/jobs/job';
import { usageLogJobSchema, type UsageLogJob } from './usage-log.payload';
import { logger } from '../platform/log';

const log = logger('identity');

/**
 * Writes a batch of usage logs in one statement, idempotently (the job id is
 * the row id: a redelivered batch inserts nothing), and adds the rows that
 * were new to the daily rollup in the same transaction. Logs of keys deleted
 * meanwhile are dropped. Returns how many rows were new.
 */
export async function writeUsageLogs(db: Db, jobs: UsageLogJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  return db.transaction(async (tx) => {
    const live = new Set(
      (
        await tx
          .select({ id: supplierApiKeys.id })
          .from(supplierApiKeys)
          .where(inArray(supplierApiKeys.id, [...new Set(jobs.map((j) => j.apiKeyId))]))
      ).map((k) => k.id),
    );
    const rows = jobs.filter((j) => live.has(j.apiKeyId));
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(supplierApiKeyUsageLogs)
      .values(
        rows.map((j) => ({
          id: j.id,
          apiKeyId: j.apiKeyId,
          supplierId: j.supplierId,
          endpoint: j.endpoint,
          method: j.method,
          statusCode: j.statusCode,
          responseTime: j.responseTime,
          ipAddress: j.ipAddress,
          userAgent: j.userAgent,
          requestSize: j.requestSize,
          responseSize: j.responseSize,
          requestBody: j.requestBody,
          queryParams: j.queryParams,
          createdAt: new Date(j.createdAt),
        })),
      )
      .onConflictDoNothing({ target: supplierApiKeyUsageLogs.id })
      .returning({
        apiKeyId: supplierApiKeyUsageLogs.apiKeyId,
        supplierId: supplierApiKeyUsageLogs.supplierId,
        endpoint: supplierApiKeyUsageLogs.endpoint,
        statusCode: supplierApiKeyUsageLogs.statusCode,
        responseTime: supplierApiKeyUsageLogs.responseTime,
        createdAt: supplierApiKeyUsageLogs.createdAt,
      });
    if (inserted.length === 0) return 0;

    const rollup = new Map<string, typeof supplierApiUsageDaily.$inferInsert>();
    for (const r of inserted) {
      const day = r.createdAt.toISOString().slice(0, 10);
      const k = `${r.apiKeyId}|${day}|${r.endpoint}`;
      const row = rollup.get(k) ?? {
        apiKeyId: r.apiKeyId,
        supplierId: r.supplierId,
        day,
        endpoint: r.endpoint,
        requests: 0,
        successRequests: 0,
        errorRequests: 0,
        totalResponseTime: 0,
      };
      row.requests! += 1;
      if (r.statusCode >= 200 && r.statusCode <= 299) row.successRequests! += 1;
      else row.errorRequests! += 1;
      row.totalResponseTime! += r.responseTime;
      rollup.set(k, row);
    }
    await tx
      .insert(supplierApiUsageDaily)
      .values([...rollup.values()])
      .onConflictDoUpdate({
        target: [supplierApiUsageDaily.apiKeyId, supplierApiUsageDaily.day, supplierApiUsageDaily.endpoint],
        set: {
          requests: sql`${supplierApiUsageDaily.requests} + excluded.requests`,
          successRequests: sql`${supplierApiUsageDaily.successRequests} + excluded.success_requests`,
          errorRequests: sql`${supplierApiUsageDaily.errorRequests} + excluded.error_requests`,
          totalResponseTime: sql`${supplierApiUsageDaily.totalResponseTime} + excluded.total_response_time`,
        },
      });
    return inserted.length;
  });
}

/**
 * The queue side: malformed messages are retried on their own (and end in the
 * dead-letter queue); the valid ones are written together and acked only after
 * the commit, or retried together if it fails.
 */
export async function consumeUsageLogs(
  messages: readonly Message<Job>[],
  { db }: JobContext,
  retryDelaySeconds: (attempt: number) => number,
): Promise<void> {
  const valid: Array<{ message: Message<Job>; job: UsageLogJob }> = [];
  for (const message of messages) {
    const parsed = usageLogJobSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, job: parsed.data });
    else {
      log.error('malformed_usage_log', { id: message.id });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
  if (valid.length === 0) return;
  try {
    await writeUsageLogs(
      db,
      valid.map((v) => v.job),
    );
    for (const v of valid) v.message.ack();
  } catch (error) {
    log.error('usage_log_batch_failed', { size: valid.length, error: String(error) });
    for (const v of valid) v.message.retry({ delaySeconds: retryDelaySeconds(v.message.attempts) });
  }
}
