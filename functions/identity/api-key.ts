import { eq, sql } from 'drizzle-orm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { isKeyUsable, usableKeyCondition } from './api-keys';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import { unmetered, type Db } from '../platform/db';
import { sha256Hex } from '../platform/tokens';
import { attemptOf, windowStartOf, type CountedAttempt, type RateLimit } from './rate-limit';

/** Last-used is refreshed at most this often, so reads don't turn into writes. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** The two kinds of `x-api-key`: an organization's (ak_…) and a supplier's (sk_…). */
const KEYS = {
  organization: { prefix: 'ak_', table: organizationApiKeys, bucket: 'organization-key:' },
  supplier: { prefix: 'sk_', table: supplierApiKeys, bucket: 'supplier-key:' },
} as const;

type KeyKind = keyof typeof KEYS;
type KeyRow<K extends KeyKind> = (typeof KEYS)[K]['table']['$inferSelect'];

const keyByHash = (db: Db, kind: KeyKind, hash: string) => {
  // Typed as one of the two tables: both have the columns this query names, and callers type the row.
  const table = KEYS[kind].table as typeof supplierApiKeys;
  return db.select().from(table).where(eq(table.keyHash, hash)).limit(1);
};

/**
 * The key row behind a raw `x-api-key`, or null when it is unknown, of the other kind, disabled or
 * expired. Found by its SHA-256 (keys are never stored in clear); its last use is touched after the
 * response.
 */
export async function authenticateApiKey<K extends KeyKind>(
  db: Db,
  kind: K,
  rawKey: string,
  waitUntil: (work: Promise<unknown>) => void,
  now = new Date(),
): Promise<KeyRow<K> | null> {
  if (!rawKey.startsWith(KEYS[kind].prefix)) return null;
  const [key] = (await keyByHash(db, kind, sha256Hex(rawKey))) as KeyRow<K>[];
  if (!key || !isKeyUsable(key, now)) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const { table } = KEYS[kind];
    waitUntil(
      unmetered(() =>
        db
          .update(table)
          .set({ lastUsedAt: now })
          .where(eq(table.id, key.id))
          .then(
            () => undefined,
            () => undefined,
          ),
      ),
    );
  }
  return key;
}

type SupplierKeyCheckRow = {
  id: string;
  supplier_id: string;
  name: string;
  key_prefix: string;
  count: number;
  window_start_ms: number;
};

/** The guard's refusals of a supplier key riding with a request (supplierKeyRide). */
export const SUPPLIER_KEY_REFUSED = 'supplier-key:refused';
export const SUPPLIER_KEY_OVER_LIMIT = 'supplier-key:over-limit';

/**
 * A supplier key's check as one statement: the look-up, the call's count in its window and the
 * last-used touch are its CTEs, and only a usable key's counter and last use move. With `refuse`, the
 * statement itself aborts its transaction (abastece_guard, migration 0021) when the key is not usable
 * or the call is over the limit, so statements sent with it in one round trip never run for a refused
 * call; an over-limit call then counts nothing more (its window is over the limit already).
 */
function supplierKeyCheck(rawKey: string, limit: Omit<RateLimit, 'key'>, now: Date, refuse: boolean) {
  const keys = supplierApiKeys;
  const windowStart = windowStartOf(limit.windowSeconds, now);
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  const checked = sql`
    WITH key AS (
      SELECT ${keys.id} AS id, ${keys.supplierId} AS supplier_id, ${keys.name} AS name, ${keys.keyPrefix} AS key_prefix
      FROM ${keys}
      WHERE ${keys.keyHash} = ${sha256Hex(rawKey)} AND ${usableKeyCondition(keys, now)}
    ),
    counted AS (
      INSERT INTO ${rateLimitBuckets} (key, window_start, count)
      SELECT ${KEYS.supplier.bucket} || key.id, ${windowStart.toISOString()}::timestamptz, 1 FROM key
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitBuckets}.count + 1
      RETURNING count, window_start
    ),
    -- Not read below: a data-modifying CTE runs whether or not the query reads it.
    touched AS (
      UPDATE ${keys} SET last_used_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM key) AND (last_used_at IS NULL OR last_used_at < ${staleBefore.toISOString()}::timestamptz)
      RETURNING id
    ),
    checked AS (
      SELECT key.*, counted.count, (extract(epoch FROM counted.window_start) * 1000)::float8 AS window_start_ms
      FROM key CROSS JOIN counted
    )`;
  // The statement writes only a counter and a last-use time (and rides only with the supplier API's
  // reads): its commit need not wait for the WAL to be flushed (on Neon, for the safekeepers' quorum).
  // A crash in that instant forgets a few calls' counts, never anything else (the setting is local to
  // this statement's own transaction).
  const asyncCommit = sql`set_config('synchronous_commit', 'off', true) AS async_commit`;
  if (!refuse) return sql`${checked} SELECT checked.*, ${asyncCommit} FROM checked`;
  return sql`${checked}
    SELECT checked.*, ${asyncCommit},
      abastece_guard(EXISTS (SELECT 1 FROM checked), ${SUPPLIER_KEY_REFUSED}) AS usable,
      abastece_guard(coalesce((SELECT count FROM checked), 0) <= ${limit.limit}, ${SUPPLIER_KEY_OVER_LIMIT}) AS within_limit
    FROM (SELECT 1) one LEFT JOIN checked ON true`;
}

const countedFrom = (row: SupplierKeyCheckRow, limit: Omit<RateLimit, 'key'>, now: Date) => ({
  key: { id: row.id, supplierId: row.supplier_id, name: row.name, keyPrefix: row.key_prefix },
  attempt: attemptOf(
    { ...limit, key: `${KEYS.supplier.bucket}${row.id}` },
    { windowStart: new Date(Number(row.window_start_ms)), count: Number(row.count) },
    now,
  ),
});

/**
 * A supplier's `x-api-key`, and the call counted against the key's limit per window (bucket
 * "supplier-key:<key id>"), in one statement (supplierKeyCheck). Null as authenticateApiKey;
 * otherwise the key and the call's count in its window, for the caller to refuse over the limit.
 */
export async function authenticateSupplierKeyCounting(
  db: Db,
  rawKey: string,
  limit: Omit<RateLimit, 'key'>,
  now = new Date(),
): Promise<{ key: CountedSupplierKey; attempt: CountedAttempt } | null> {
  if (!rawKey.startsWith(KEYS.supplier.prefix)) return null;
  const { rows } = await db.execute<SupplierKeyCheckRow>(supplierKeyCheck(rawKey, limit, now, false));
  const [row] = rows;
  return row ? countedFrom(row, limit, now) : null;
}

/**
 * The same check as a statement to send with the request's first round trip (platform/db
 * sendWithNextRoundTrip), for a key whose supplier is already known: it refuses by aborting that round
 * trip, and `onCounted` receives the call's count when it passes.
 */
export function supplierKeyRide(
  rawKey: string,
  limit: Omit<RateLimit, 'key'>,
  now: Date,
  onCounted: (attempt: CountedAttempt) => void,
) {
  return {
    query: supplierKeyCheck(rawKey, limit, now, true),
    accept: (rows: Record<string, unknown>[]) =>
      onCounted(countedFrom(rows[0] as unknown as SupplierKeyCheckRow, limit, now).attempt),
  };
}

/** What a supplier key's check answers about the key. */
export interface CountedSupplierKey {
  id: string;
  supplierId: string;
  name: string;
  keyPrefix: string;
}
