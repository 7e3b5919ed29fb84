import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobEffects } from '../../../db/schema/jobs';
import { uniq, withDb } from '../../test/tenant';
import { unlessDown } from '../../test/database-down';
import { EffectTimedOut, oncePerKey } from './effects';

const TIMEOUT_MS = 5_000;
const claimOf = async (key: string) =>
  (await withDb((db) => db.select().from(jobEffects).where(eq(jobEffects.key, key))))[0];
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('an effect claimed once per key', () => {
  it('never reports done while another attempt holds the claim; once the claim is older than the timeout it is taken over', async () => {
    const key = `test:${uniq()}`;
    const start = new Date();
    let runs = 0;
    const effect = async () => {
      runs++;
      return 'done' as const;
    };
    // The first attempt's effect happens, then marking it done fails: the database went away.
    let down = false;
    await expect(
      withDb((db) =>
        oncePerKey(
          unlessDown(db, () => down),
          key,
          async () => {
            runs++;
            down = true;
            return 'done';
          },
          { timeoutMs: TIMEOUT_MS, now: start },
        ),
      ),
    ).rejects.toThrow('database unavailable (injected)');
    expect(await claimOf(key)).toMatchObject({ status: 'running' });

    // A retry within the timeout: the claim may belong to a live attempt, so later, never done.
    expect(await withDb((db) => oncePerKey(db, key, effect, { timeoutMs: TIMEOUT_MS, now: at(start, 1000) }))).toBe(
      'retry',
    );
    expect(runs).toBe(1);
    // Past the timeout the claim is taken over: the one case where an effect may happen twice.
    expect(
      await withDb((db) => oncePerKey(db, key, effect, { timeoutMs: TIMEOUT_MS, now: at(start, TIMEOUT_MS + 1) })),
    ).toBe('done');
    expect(runs).toBe(2);
    expect(await claimOf(key)).toMatchObject({ status: 'done' });
    // Done is done: later deliveries only acknowledge.
    expect(await withDb((db) => oncePerKey(db, key, effect, { timeoutMs: TIMEOUT_MS }))).toBe('done');
    expect(runs).toBe(2);
  });

  it('fails the job when the claim of a failed effect cannot be released, naming both failures', async () => {
    const key = `test:${uniq()}`;
    let down = false;
    const attempt = withDb((db) =>
      oncePerKey(
        unlessDown(db, () => down),
        key,
        async () => {
          down = true;
          throw new Error('provider refused');
        },
        { timeoutMs: TIMEOUT_MS },
      ),
    );
    await expect(attempt).rejects.toThrow(/provider refused.*could not be released.*database unavailable/);
    expect(await claimOf(key)).toMatchObject({ status: 'running' });
  });

  it('releases the claim when the effect asks to be retried, and keeps it when the effect outlives its time', async () => {
    const key = `test:${uniq()}`;
    expect(await withDb((db) => oncePerKey(db, key, async () => 'retry', { timeoutMs: TIMEOUT_MS }))).toBe('retry');
    expect(await claimOf(key)).toBeUndefined();

    let aborted = false;
    const slow = (signal: AbortSignal) =>
      new Promise<'done'>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          setTimeout(() => resolve('done'), 10);
        });
      });
    await expect(withDb((db) => oncePerKey(db, key, slow, { timeoutMs: 50 }))).rejects.toBeInstanceOf(EffectTimedOut);
    expect(aborted).toBe(true);
    expect(await claimOf(key)).toMatchObject({ status: 'running' });
  });
});
