import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './db';
import type { ApiError } from './errors';

/** SQLSTATE of abastece_guard's refusals (migration 0021). */
const GUARD_REFUSED = 'AB001';

/**
 * A statement for a batch (see `batch` in db.ts) that aborts the whole batch unless `condition` still
 * holds when it runs — what lets a write that depends on an earlier read go out in one round trip
 * without holding a transaction open across the network. `key` names the refusal for `refusedBy`.
 */
export const guard = (db: DbOrTx, condition: SQL, key: string) =>
  db.execute(sql`SELECT abastece_guard(${condition}, ${key})`);

/** The key of the guard that refused, when `error` (or its cause: drizzle wraps it) is a guard's refusal. */
export function guardRefusal(error: unknown): string | undefined {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; message?: string };
  return cause?.code === GUARD_REFUSED && cause.message ? cause.message : undefined;
}

/** Turns a guard's refusal into the ApiError its key stands for; anything else is rethrown as is. */
export async function refusedBy<T>(refusals: Record<string, () => ApiError>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const key = guardRefusal(error);
    const refusal = key ? refusals[key] : undefined;
    if (refusal) throw refusal();
    throw error;
  }
}
