import { sql } from 'drizzle-orm';
import { supplierApiKeyUsageLogs, supplierApiKeys, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import type { Db } from '../platform/db';
import type { JobContext } from '../platform/jobs/context';
import type { Job } from '../platform/jobs/job';
import { jsonbSafe, usageLogJobSchema, type UsageLogJob } from './usage-log.payload';
import { logger } from '../platform/log';

const log = logger('identity');

/** A job as its row (snake_case, as jsonb_to_recordset reads it), with what jsonb refuses in the body and the query replaced (U+FFFD). */
function rowOf(j: UsageLogJob) {
  return {
    id: j.id,
    api_key_id: j.apiKeyId,
    supplier_id: j.supplierId,
    endpoint: j.endpoint,
    method: j.method,
    status_code: j.statusCode,
    response_time: j.responseTime,
    ip_address: j.ipAddress,
    user_agent: j.userAgent,
    request_size: j.requestSize,
    response_size: j.responseSize,
    request_body: j.requestBody === null ? null : jsonbSafe(j.requestBody),
    query_params:
      j.queryParams &&
      Object.fromEntries(Object.entries(j.queryParams).map(([name, value]) => [jsonbSafe(name), jsonbSafe(value)])),
    created_at: j.createdAt,
  };
}

/**
 * Writes a batch of usage logs in one statement, idempotently (the job id is the row id: a redelivered
 * batch inserts nothing), and adds the rows that were new to the daily rollup in the same statement (one
 * statement is one transaction). Logs of keys deleted meanwhile are dropped. Returns how many rows were
 * new. One statement is one HTTP request to the SQL endpoint; the transaction it replaced opened a
 * WebSocket connection and sent five statements (BEGIN, the keys, the logs, the rollup, COMMIT) for every
 * batch — decision 0062.
 */
export async function writeUsageLogs(db: Db, jobs: UsageLogJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const logs = supplierApiKeyUsageLogs;
  const daily = supplierApiUsageDaily;
  const { rows } = await db.execute<{ inserted: number }>(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(jobs.map(rowOf))}::jsonb) as r(
        id uuid, api_key_id uuid, supplier_id uuid, endpoint text, method text, status_code smallint,
        response_time integer, ip_address text, user_agent text, request_size integer, response_size integer,
        request_body text, query_params jsonb, created_at timestamptz)
    ),
    inserted as (
      insert into ${logs} (id, api_key_id, supplier_id, endpoint, method, status_code, response_time, ip_address,
        user_agent, request_size, response_size, request_body, query_params, created_at)
      select i.id, i.api_key_id, i.supplier_id, i.endpoint, i.method, i.status_code, i.response_time, i.ip_address,
        i.user_agent, i.request_size, i.response_size, to_jsonb(i.request_body), i.query_params, i.created_at
      from incoming i
      where i.api_key_id in (select ${supplierApiKeys.id} from ${supplierApiKeys})
      on conflict (id) do nothing
      returning api_key_id, supplier_id, endpoint, status_code, response_time, created_at
    ),
    rollup as (
      insert into ${daily} (api_key_id, supplier_id, day, endpoint, requests, success_requests, error_requests,
        total_response_time)
      select api_key_id, supplier_id, (created_at at time zone 'UTC')::date, endpoint, count(*),
        count(*) filter (where status_code between 200 and 299), count(*) filter (where status_code not between 200 and 299),
        sum(response_time)
      from inserted
      group by api_key_id, supplier_id, (created_at at time zone 'UTC')::date, endpoint
      on conflict (api_key_id, day, endpoint) do update set
        requests = ${daily}.requests + excluded.requests,
        success_requests = ${daily}.success_requests + excluded.success_requests,
        error_requests = ${daily}.error_requests + excluded.error_requests,
        total_response_time = ${daily}.total_response_time + excluded.total_response_time
    )
    select count(*)::int as inserted from inserted`);
  return Number(rows[0]?.inserted ?? 0);
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
