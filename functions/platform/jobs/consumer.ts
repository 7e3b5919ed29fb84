import { config, dataEncryptionKey, type Bindings } from '../env';
import { createDb } from '../db';
import type { BatchedKind, JobContext, JobHandlers, JobKind, JobKinds, SingleKind } from './context';
import type { Job, JobOutcome } from './job';
import { logRelayError, relayOutbox, trackingOutbox } from './outbox';
import { logger } from '../log';

const log = logger('platform');

/** Backoff for the n-th attempt (1-based): 10 s, 20 s, 40 s ... capped at 15 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempt - 1), 900);
}

const retry = (message: Message<Job>) => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });

async function handleOne(message: Message<Job>, ctx: JobContext, kinds: JobKinds) {
  const job = message.body;
  const kind = kinds[job?.kind as SingleKind] as JobKind<SingleKind> | undefined;
  if (!kind) {
    log.error('unknown_job_kind_dropped', { kind: job?.kind, id: message.id });
    message.ack();
    return;
  }
  // A message its kind's schema refuses is treated as a failed job: retried with backoff, then
  // dead-lettered (where an operator can read and replay it), never handed to the handler. Only the
  // paths and codes are logged: a payload may carry one-time links.
  const checked = kind.payload.safeParse(job);
  if (!checked.success) {
    log.error('malformed_job', {
      kind: job.kind,
      id: message.id,
      attempt: message.attempts,
      issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`),
    });
    retry(message);
    return;
  }
  try {
    // The message as produced (the check passed): a field the schema does not name still reaches
    // the handler, as it did before the check existed.
    const outcome = await (kind.handle as (job: Job, ctx: JobContext) => Promise<JobOutcome>)(job, ctx);
    if (outcome === 'done') message.ack();
    else retry(message);
  } catch (error) {
    // The logger leaves out a failed statement's parameters (a usage log's body, an e-mail's address).
    log.error('job_failed', {
      kind: job.kind,
      id: message.id,
      attempt: message.attempts,
      error: String(error),
    });
    retry(message);
  }
}

/**
 * One database for the whole batch; each message acked or retried on its own, so one poison message
 * never holds back the rest (after max_retries, wrangler.toml, Cloudflare moves it to the dead-letter
 * queue). What the handlers wrote to the outbox (an event fans out into deliveries) is relayed after.
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Bindings, handlers: JobHandlers): Promise<void> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  const ctx: JobContext = { env, cfg, db };
  try {
    const batchedKinds = Object.keys(handlers.batched) as BatchedKind[];
    const isBatched = (m: Message<Job>) => batchedKinds.includes(m.body?.kind as BatchedKind);
    const singles = batch.messages.filter((m) => !isBatched(m));
    const { written } = await trackingOutbox(() =>
      Promise.all([
        ...batchedKinds.map((kind) =>
          handlers.batched[kind](
            batch.messages.filter((m) => m.body?.kind === kind),
            ctx,
            retryDelaySeconds,
          ),
        ),
        ...singles.map((message) => handleOne(message, ctx, handlers.one)),
      ]),
    );
    await relayOutbox(db, env.JOBS, dataEncryptionKey(cfg), { ids: written }).catch(logRelayError);
  } finally {
    await close();
  }
}
