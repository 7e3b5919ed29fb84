import type { Job } from '../platform/jobs/job';
import { logger } from '../platform/log';
import type { UsageLogJob } from './usage-log.payload';

const log = logger('identity');

/** How long an isolate gathers its calls' logs before it sends them as one batch. */
export const USAGE_FLUSH_MS = 250;
/** sendBatch takes at most 100 messages and 256 KB; the bytes are counted at most 3 per UTF-16 unit. */
const BATCH_MESSAGES = 100;
const BATCH_BYTES = 200_000;

interface Gathering {
  jobs: UsageLogJob[];
  bytes: number;
  sent: boolean;
}

/**
 * The logs this isolate has gathered and not sent yet. Only plain data crosses requests: the request
 * that opened a batch sends it from its own waitUntil, with its own binding, after USAGE_FLUSH_MS (or
 * the request that fills it sends it at once). A request never waits on another request's promise.
 */
let open: Gathering | null = null;

async function send(queue: Queue<Job>, batch: Gathering): Promise<void> {
  if (batch.sent) return;
  batch.sent = true;
  if (open === batch) open = null;
  try {
    await queue.sendBatch(batch.jobs.map((body) => ({ body })));
  } catch (error) {
    log.error('usage_log_not_queued', { logs: batch.jobs.length, error: String(error) });
  }
}

/**
 * Queues one call's usage log, gathered with the isolate's other calls of the next USAGE_FLUSH_MS into
 * one sendBatch: one queue send a call was most of what logging cost the product API (issue #55). Each
 * log is still one message (the consumer, its retries and dead letters are per log, as before).
 */
export function queueUsageLog(queue: Queue<Job>, job: UsageLogJob, waitUntil: (promise: Promise<unknown>) => void) {
  const bytes = 3 * JSON.stringify(job).length;
  if (open && open.bytes + bytes > BATCH_BYTES) waitUntil(send(queue, open));
  if (!open) {
    const batch: Gathering = { jobs: [], bytes: 0, sent: false };
    open = batch;
    waitUntil(new Promise((r) => setTimeout(r, USAGE_FLUSH_MS)).then(() => send(queue, batch)));
  }
  open.jobs.push(job);
  open.bytes += bytes;
  if (open.jobs.length >= BATCH_MESSAGES) waitUntil(send(queue, open));
}
