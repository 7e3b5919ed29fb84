import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../index';
import { config, dataEncryptionKey, type Bindings } from '../platform/env';
import type { JobContext } from '../platform/jobs/context';
import type { Job } from '../platform/jobs/job';
import { relayOutbox, trackingOutbox } from '../platform/jobs/outbox';
import { createDb } from '../platform/db';

/** Runs `work` with a job context as the consumer builds one (one database), on `bindings` (the test env by default). */
export async function withJobContext<T>(work: (ctx: JobContext) => Promise<T>, bindings: Bindings = env): Promise<T> {
  const cfg = config(bindings);
  const { db, close } = createDb(cfg);
  try {
    return await work({ env: bindings, cfg, db });
  } finally {
    await close();
  }
}

/** Runs a job handler as the queue consumer does: the jobs it writes to the outbox are relayed after it. */
export async function asTheConsumer<T>(work: (ctx: JobContext) => Promise<T>): Promise<T> {
  return withJobContext(async (ctx) => {
    const { result, written } = await trackingOutbox(() => work(ctx));
    await relayOutbox(ctx.db, env.JOBS, dataEncryptionKey(ctx.cfg), { ids: written });
    return result;
  });
}

/** A queue whose every send fails, as Cloudflare Queues does during an incident. */
export const brokenQueue = {
  send: async () => {
    throw new Error('queue unavailable (injected)');
  },
  sendBatch: async () => {
    throw new Error('queue unavailable (injected)');
  },
} as unknown as Queue<Job>;

/** Runs the every-minute cron (the outbox sweeper, the cotações' deadline) with the real queue. */
export async function runMinuteCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '* * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}
