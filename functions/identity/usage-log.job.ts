import { inArray, sql } from 'drizzle-orm';
import { supplierApiKeyUsageLogs, supplierApiKeys, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import type { Db } from '../platform/db';
import type { JobContext } from '../platform/jobs/context';
import type { Job } from '../platform/jobs/job';
import { jsonbSafe, usageLogJobSchema, type UsageLogJob } from './usage-log.payload';
import { logger } from '../platform/log';

const log = logger('identity');

/** A job as its row, with what jsonb refuses in the body and the query replaced (U+FFFD). */
function rowOf(j: UsageLogJob): typeof supplierApiKeyUsageLogs.$inferInsert {
  return {
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
    requestBody: j.requestBody === null ? null : jsonbSafe(j.requestBody),
    queryParams:
      j.queryParams &&
      Object.fromEntries(Object.entries(j.queryParams).map(([name, value]) => [jsonbSafe(name), jsonbSafe(value)])),
    createdAt: new Date(j.createdAt),
  };
}

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
      .values(rows.map(rowOf))
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

type Pending = { message: Message<Job>; job: UsageLogJob };

/** What the database said, without the statement's parameters (a String() of drizzle's error has the bodies). */
function refusalOf(error: unknown): { sqlState?: string; reason: string } {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { sqlState: code } : {}),
    reason: typeof message === 'string' ? message.split('\n')[0]!.slice(0, 200) : 'unknown',
  };
}

// Classes 22 (data exception) and 23 (integrity constraint): the rows were refused for what they hold,
// and will be on every try; anything else (a connection lost, a timeout) is the database's, and passes.
const refusedForItsRows = (error: unknown) => /^2[23][0-9A-Z]{3}$/.test(refusalOf(error).sqlState ?? '');

/**
 * A batch refused for what its rows hold, written again one row at a time so that no row takes the
 * others with it. A row refused alone is dropped (acked) and logged without its values: retried, it
 * would be refused the same way six times and then sit in the dead letters, where replaying it cannot
 * help either — the fix is in the code that produced it, which the log names. A usage log is a count
 * in the analytics, nothing a buyer or supplier is owed. Once the database fails for another reason,
 * what is left is retried whole, as a failed batch is.
 */
async function writeRowByRow(db: Db, pending: Pending[], retry: (message: Message<Job>) => void) {
  let unavailable = false;
  for (const { message, job } of pending) {
    if (unavailable) {
      retry(message);
      continue;
    }
    try {
      await writeUsageLogs(db, [job]);
      message.ack();
    } catch (error) {
      if (refusedForItsRows(error)) {
        log.error('usage_log_dropped', {
          id: job.id,
          supplierId: job.supplierId,
          endpoint: job.endpoint,
          ...refusalOf(error),
        });
        message.ack();
      } else {
        unavailable = true;
        retry(message);
      }
    }
  }
}

/**
 * The queue side: malformed messages are retried on their own (and end in the dead-letter queue); the
 * valid ones are written together and acked only after the commit. A batch the database refuses for
 * its rows' content is written row by row; one it fails for any other reason is retried whole.
 */
export async function consumeUsageLogs(
  messages: readonly Message<Job>[],
  { db }: JobContext,
  retryDelaySeconds: (attempt: number) => number,
): Promise<void> {
  const retry = (message: Message<Job>) => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  const valid: Pending[] = [];
  for (const message of messages) {
    const parsed = usageLogJobSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, job: parsed.data });
    else {
      log.error('malformed_usage_log', { id: message.id });
      retry(message);
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
    log.error('usage_log_batch_failed', { size: valid.length, ...refusalOf(error) });
    if (refusedForItsRows(error)) await writeRowByRow(db, valid, retry);
    else for (const v of valid) retry(v.message);
  }
}
