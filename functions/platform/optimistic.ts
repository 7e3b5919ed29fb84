import type { BatchItem } from 'drizzle-orm/batch';
import { sql, type SQL } from 'drizzle-orm';
import { batch, type Db, type DbOrTx } from './db';
import { ApiError } from './errors';
import { guard, refusedBy } from './guard';

/**
 * Read → decide → write in two round trips for the order changes: one batch reads what the decision
 * needs, the worker decides, one batch writes — its first statements lock the rows concurrency needs
 * and guard (`stillAsRead`) that what was read still holds. When a concurrent change got there first,
 * the guard aborts the batch and the work runs again in an interactive transaction that takes the
 * locks before it reads (what the routes always did), so under contention nobody starves.
 */

const STALE = 'STALE';

/** The state read has moved since: never reaches a caller unless three locked attempts in a row saw it move. */
class StaleRead extends ApiError {
  constructor() {
    super({ code: 'CONFLICT', message: 'O pedido foi alterado ao mesmo tempo por outra pessoa; tente de novo' });
  }
}

/** A guard for a write batch: aborts it (and sends the work to the locked path) unless `condition` holds. */
export const stillAsRead = (db: DbOrTx, condition: SQL) => guard(db, condition, STALE);

/** Sends `statements` in one batch (one round trip over HTTP; in order on a transaction). */
export async function runBatch(db: DbOrTx, statements: BatchItem<'pg'>[]): Promise<unknown[]> {
  if (statements.length === 0) return [];
  return refusedBy(
    { [STALE]: () => new StaleRead() },
    async () => (await batch(db, statements as [BatchItem<'pg'>, ...BatchItem<'pg'>[]])) as unknown[],
  );
}

/**
 * Runs `attempt` on the request's database (no transaction: its batches are the transactions); if a
 * guard found the state moved, again inside a transaction with `locked` true, so `attempt` takes its
 * locks before reading. The locked attempt is retried twice more if something it does not lock moved.
 */
export async function readDecideWrite<T>(db: Db, attempt: (handle: DbOrTx, locked: boolean) => Promise<T>) {
  try {
    return await attempt(db, false);
  } catch (error) {
    if (!(error instanceof StaleRead)) throw error;
  }
  for (let tries = 1; ; tries += 1) {
    try {
      return await db.transaction((tx) => attempt(tx, true));
    } catch (error) {
      if (!(error instanceof StaleRead) || tries === 3) throw error;
    }
  }
}

/** md5 of rows as text (`alias` names a row of the FROM), in id order: what a guard compares. */
export const rowsFingerprint = (alias: SQL, from: SQL) =>
  sql`(select md5(coalesce(string_agg(${alias}::text, '|' order by ${alias}.id), '')) from ${from})`;
