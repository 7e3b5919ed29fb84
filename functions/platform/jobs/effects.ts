import { and, eq, lt, sql } from 'drizzle-orm';
import { jobEffects } from '../../../db/schema/jobs';
import type { Db } from '../db';

/** A claim older than this belongs to a consumer that died mid-way: it may be taken again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * Runs `effect` at most once per key across redeliveries: the key is claimed first (a second
 * consumer of the same job finds it taken), marked done after, and released when the effect threw
 * or asked to be retried, so the queue's retry can try again. 'done' when it had already happened.
 */
export async function oncePerKey(
  db: Db,
  key: string,
  effect: () => Promise<'done' | 'retry'>,
  now = new Date(),
): Promise<'done' | 'retry'> {
  const claimed = await db
    .insert(jobEffects)
    .values({ key, status: 'running' })
    .onConflictDoUpdate({
      target: jobEffects.key,
      set: { claimedAt: sql`now()` },
      setWhere: and(
        eq(jobEffects.status, 'running'),
        lt(jobEffects.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    })
    .returning({ key: jobEffects.key });
  if (claimed.length === 0) return 'done';
  const release = () => db.delete(jobEffects).where(and(eq(jobEffects.key, key), eq(jobEffects.status, 'running')));
  let outcome: 'done' | 'retry';
  try {
    outcome = await effect();
  } catch (error) {
    await release();
    throw error;
  }
  if (outcome === 'retry') await release();
  else await db.update(jobEffects).set({ status: 'done', doneAt: new Date() }).where(eq(jobEffects.key, key));
  return outcome;
}
