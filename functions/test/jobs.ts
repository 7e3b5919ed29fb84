import { env } from 'cloudflare:test';
import { dataEncryptionKey, config, type Bindings } from '../env';
import { relayOutbox, trackingOutbox } from '../jobs/outbox';
import { withDb } from './tenant';

/** Runs a job handler as the queue consumer does: the jobs it writes to the outbox are relayed after it. */
export async function asTheConsumer<T>(work: () => Promise<T>): Promise<T> {
  const { result, written } = await trackingOutbox(work);
  const cfg = config(env as Bindings);
  await withDb((db) => relayOutbox(db, env.JOBS, dataEncryptionKey(cfg), { ids: written }));
  return result;
}
