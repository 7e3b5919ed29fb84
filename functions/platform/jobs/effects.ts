import { and, eq, sql } from 'drizzle-orm';
import { jobEffects } from '../../../db/schema/jobs';
import type { Db } from '../db';

/** What `oncePerKey` runs: it reports done, or asks for the whole job to be tried again later. */
export type Effect = (signal: AbortSignal) => Promise<'done' | 'retry'>;

/** Thrown when an effect outlived its time: whether it happened is unknown, so its claim is kept. */
export class EffectTimedOut extends Error {
  constructor(key: string, ms: number) {
    super(`effect ${key} did not finish within ${ms} ms: its claim is kept until it is stale`);
    this.name = 'EffectTimedOut';
  }
}

type Claim = 'claimed' | 'done' | 'held';

/**
 * Claims `key` in one round trip: a new key, or a 'running' one whose claim is older than `staleAfterMs`
 * (its consumer died or timed out mid-way), is ours. Otherwise the row says why not: already done, or
 * held by another attempt that may still be running.
 */
async function claim(db: Db, key: string, staleAfterMs: number, now: Date): Promise<Claim> {
  const staleBefore = new Date(now.getTime() - staleAfterMs).toISOString();
  // The outer SELECT reads the snapshot before the INSERT: the status the key had when we asked.
  const result = await db.execute<{ claimed: boolean; status: string | null }>(sql`
    with taken as (
      insert into job_effects (key, status, claimed_at) values (${key}, 'running', ${now.toISOString()})
      on conflict (key) do update set claimed_at = excluded.claimed_at
        where job_effects.status = 'running' and job_effects.claimed_at < ${staleBefore}
      returning key
    )
    select exists (select 1 from taken) as claimed, (select status from job_effects where key = ${key}) as status`);
  const row = result.rows[0]!;
  if (row.claimed) return 'claimed';
  return row.status === 'done' ? 'done' : 'held';
}

/** Runs `effect` with an abort signal that fires, and a rejection, after `ms`. */
async function within(key: string, ms: number, effect: Effect): Promise<'done' | 'retry'> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new EffectTimedOut(key, ms));
    }, ms);
  });
  try {
    return await Promise.race([effect(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `effect` at most once per key across redeliveries, and never reports a job done that did not
 * happen. Whatever needs the database before the effect (rendering an attachment) must come before
 * the call: a claim is never held across work that can fail for a reason of its own.
 * - A claim held by another attempt: 'retry' (the queue tries later), never 'done'.
 * - The effect threw or asked to retry: the claim is released, so the next attempt runs it; a release
 *   that fails throws, so the job fails (retry, then dead letter) and the claim goes stale.
 * - The effect outlived `timeoutMs`: whether it happened is unknown, so the claim stays; once older
 *   than `timeoutMs` any attempt takes it over. A duplicate is possible only there, and where the
 *   effect happened and marking it done failed — callers make the effect carry the key (an e-mail's
 *   Message-ID, a provider's idempotency key) so a repeat can be folded by whoever receives it.
 */
export async function oncePerKey(
  db: Db,
  key: string,
  effect: Effect,
  options: { timeoutMs: number; now?: Date },
): Promise<'done' | 'retry'> {
  const state = await claim(db, key, options.timeoutMs, options.now ?? new Date());
  if (state === 'done') return 'done';
  if (state === 'held') return 'retry';
  const release = async () => {
    await db.delete(jobEffects).where(and(eq(jobEffects.key, key), eq(jobEffects.status, 'running')));
  };
  let outcome: 'done' | 'retry';
  try {
    outcome = await within(key, options.timeoutMs, effect);
  } catch (error) {
    if (error instanceof EffectTimedOut) throw error;
    await release().catch((releaseError: unknown) => {
      throw new Error(`${String(error)}; and its claim could not be released: ${String(releaseError)}`, {
        cause: error,
      });
    });
    throw error;
  }
  if (outcome === 'retry') await release();
  else await db.update(jobEffects).set({ status: 'done', doneAt: new Date() }).where(eq(jobEffects.key, key));
  return outcome;
}
