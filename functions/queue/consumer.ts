import { config, dataEncryptionKey, type Bindings, type Job } from '../env';
import { logRelayError, relayOutbox, trackingOutbox } from '../jobs/outbox';
import { createDb } from '../lib/db';
import { handleEmailJob } from '../email/send-email-job';
import { handleDomainEventJob } from '../events/domain-events';
import { consumeUsageLogs } from './usage-logs';
import { handleWebhookDelivery } from '../webhooks/deliveries';
import { handleIntegrationDelivery } from '../integrations/deliveries';
import { handleBillingCustomerJob } from '../billing/customer-job';

/** What a job handler reports: done, or try again later. */
export type JobOutcome = 'done' | 'retry';
export type JobHandler<K extends Job['kind']> = (job: Extract<Job, { kind: K }>, env: Bindings) => Promise<JobOutcome>;

/** Jobs handled one message at a time (usage logs are written a whole batch at once). */
type SingleKind = Exclude<Job['kind'], 'usage-log'>;
export type JobHandlers = { [K in SingleKind]: JobHandler<K> };

export const jobHandlers: JobHandlers = {
  email: (job, env) => handleEmailJob(job, env),
  'domain-event': (job, env) => handleDomainEventJob(job, env),
  'webhook-delivery': (job, env) => handleWebhookDelivery(job, env),
  'integration-delivery': (job, env) => handleIntegrationDelivery(job, env),
  'billing-customer': (job, env) => handleBillingCustomerJob(job, env),
};

/** Backoff for the n-th attempt (1-based): 10 s, 20 s, 40 s ... capped at 15 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempt - 1), 900);
}

/**
 * Acks or retries each message on its own: one poison message never holds back
 * the rest of its batch. After max_retries (wrangler.toml) Cloudflare moves it
 * to the dead-letter queue.
 */
export async function consumeJobs(
  batch: MessageBatch<Job>,
  env: Bindings,
  handlers: JobHandlers = jobHandlers,
): Promise<void> {
  const usageLogs = batch.messages.filter((m) => m.body?.kind === 'usage-log');
  const singles = batch.messages.filter((m) => m.body?.kind !== 'usage-log');
  const { written } = await trackingOutbox(() =>
    Promise.all([
      consumeUsageLogs(usageLogs, env, retryDelaySeconds),
      ...singles.map(async (message) => {
        const job = message.body;
        const handler = handlers[job?.kind as SingleKind] as JobHandler<SingleKind> | undefined;
        if (!handler) {
          console.error(
            JSON.stringify({ level: 'error', msg: 'unknown job kind dropped', kind: job?.kind, id: message.id }),
          );
          message.ack();
          return;
        }
        try {
          const outcome = await handler(job as Extract<Job, { kind: SingleKind }>, env);
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
      }),
    ]),
  );
  // Handlers fan out (an event becomes webhook and integration jobs) through the outbox: relay those.
  if (written.length > 0) await relayNow(env, written);
}

async function relayNow(env: Bindings, ids: string[]) {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    await relayOutbox(db, env.JOBS, dataEncryptionKey(cfg), { ids }).catch(logRelayError);
  } finally {
    await close();
  }
}
