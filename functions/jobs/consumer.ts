import { config, dataEncryptionKey, type Bindings } from '../env';
import { createDb } from '../lib/db';
import type { JobContext } from './context';
import type { Job } from './job';
import { logRelayError, relayOutbox, trackingOutbox } from './outbox';
import { JOB_HANDLERS, type JobHandlers, type SingleKind } from './registry';
import { consumeUsageLogs } from './usage-log.job';

/** Backoff for the n-th attempt (1-based): 10 s, 20 s, 40 s ... capped at 15 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempt - 1), 900);
}

async function handleOne(message: Message<Job>, ctx: JobContext, handlers: JobHandlers) {
  const job = message.body;
  const handler = handlers[job?.kind as SingleKind] as
    ((job: Job, ctx: JobContext) => Promise<'done' | 'retry'>) | undefined;
  if (!handler) {
    console.error(JSON.stringify({ level: 'error', msg: 'unknown job kind dropped', kind: job?.kind, id: message.id }));
    message.ack();
    return;
  }
  try {
    const outcome = await handler(job, ctx);
    if (outcome === 'done') message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'job failed',
        kind: job.kind,
        id: message.id,
        attempt: message.attempts,
        error: String(error),
      }),
    );
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/**
 * One database for the whole batch; each message acked or retried on its own, so one poison message
 * never holds back the rest (after max_retries, wrangler.toml, Cloudflare moves it to the dead-letter
 * queue). What the handlers wrote to the outbox (an event fans out into deliveries) is relayed after.
 */
export async function consumeJobs(
  batch: MessageBatch<Job>,
  env: Bindings,
  handlers: JobHandlers = JOB_HANDLERS,
): Promise<void> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  const ctx: JobContext = { env, cfg, db };
  try {
    const usageLogs = batch.messages.filter((m) => m.body?.kind === 'usage-log');
    const singles = batch.messages.filter((m) => m.body?.kind !== 'usage-log');
    const { written } = await trackingOutbox(() =>
      Promise.all([
        consumeUsageLogs(usageLogs, ctx, retryDelaySeconds),
        ...singles.map((message) => handleOne(message, ctx, handlers)),
      ]),
    );
    await relayOutbox(db, env.JOBS, dataEncryptionKey(cfg), { ids: written }).catch(logRelayError);
  } finally {
    await close();
  }
}
