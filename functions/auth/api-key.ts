import { eq, sql } from 'drizzle-orm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { isKeyUsable, usableKeyCondition } from '../lib/api-keys';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import { unmetered, type Db } from '../lib/db';
import { sha256Hex } from '../lib/tokens';
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

const usedSince = (now: Date) => new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();

/**
 * A supplier key's check as one statement: the look-up, the call's count in its window and the
 * last-used touch are its CTEs, and only a usable key's counter and last use move. It writes only a
 * counter and a last-use time, so its commit need not wait for the WAL to be flushed (on Neon, for the
 * safekeepers' quorum): a crash in that instant forgets a few calls' counts, never anything else (the
 * setting is local to this statement's own transaction).
 */
function supplierKeyCheck(rawKey: string, limit: Omit<RateLimit, 'key'>, now: Date) {
  const keys = supplierApiKeys;
  const windowStart = windowStartOf(limit.windowSeconds, now);
  return sql`
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
      WHERE id IN (SELECT id FROM key) AND (last_used_at IS NULL OR last_used_at < ${usedSince(now)}::timestamptz)
      RETURNING id
    )
    SELECT key.*, counted.count, (extract(epoch FROM counted.window_start) * 1000)::float8 AS window_start_ms,
      set_config('synchronous_commit', 'off', true) AS async_commit
    FROM key CROSS JOIN counted`;
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
  const { rows } = await db.execute<SupplierKeyCheckRow>(supplierKeyCheck(rawKey, limit, now));
  const [row] = rows;
  return row ? countedFrom(row, limit, now) : null;
}

/**
 * The check of a key already known to be `keyId`, as a statement to send with the request's first
 * round trip (lib/db sendWithNextRoundTrip). It only reads — the key, still usable and still that id,
 * and this window's count — so it holds no lock while the request's read runs beside it (parallel
 * calls by one key stay parallel); it refuses by aborting that round trip (abastece_guard). The call is
 * counted, and the last use touched, by recordSupplierKeyCall once it passed, after the response.
 */
export function supplierKeyRide(
  rawKey: string,
  keyId: string,
  limit: Omit<RateLimit, 'key'>,
  now: Date,
  onPassed: (passed: { attempt: CountedAttempt; touch: boolean }) => void,
) {
  const keys = supplierApiKeys;
  const bucket = `${KEYS.supplier.bucket}${keyId}`;
  const windowStart = windowStartOf(limit.windowSeconds, now);
  const query = sql`
    WITH key AS (
      SELECT ${keys.lastUsedAt} AS last_used_at FROM ${keys}
      WHERE ${keys.keyHash} = ${sha256Hex(rawKey)} AND ${keys.id} = ${keyId} AND ${usableKeyCondition(keys, now)}
    ),
    seen AS (
      SELECT coalesce((
        SELECT ${rateLimitBuckets.count} FROM ${rateLimitBuckets}
        WHERE ${rateLimitBuckets.key} = ${bucket} AND ${rateLimitBuckets.windowStart} = ${windowStart.toISOString()}::timestamptz
      ), 0) + 1 AS count
    )
    SELECT seen.count,
      coalesce((SELECT last_used_at IS NULL OR last_used_at < ${usedSince(now)}::timestamptz FROM key), false) AS touch,
      abastece_guard(EXISTS (SELECT 1 FROM key), ${SUPPLIER_KEY_REFUSED}) AS usable,
      abastece_guard(seen.count <= ${limit.limit}, ${SUPPLIER_KEY_OVER_LIMIT}) AS within_limit
    FROM seen`;
  return {
    query,
    accept: (rows: Record<string, unknown>[]) => {
      const row = rows[0] as { count: number; touch: boolean };
      onPassed({
        attempt: attemptOf({ ...limit, key: bucket }, { windowStart, count: Number(row.count) }, now),
        touch: row.touch === true,
      });
    },
  };
}

/**
 * A known key's call that passed its riding check, recorded after the response (handed to
 * waitUntil): its count in the window and, every five minutes at most, its last use. One statement,
 * committed without waiting for the WAL flush like supplierKeyCheck; a failure only loses the count.
 */
export async function recordSupplierKeyCall(
  db: Db,
  keyId: string,
  limit: Omit<RateLimit, 'key'>,
  now: Date,
  touch: boolean,
): Promise<void> {
  const keys = supplierApiKeys;
  const windowStart = windowStartOf(limit.windowSeconds, now);
  await db
    .execute(
      sql`
    WITH counted AS (
      INSERT INTO ${rateLimitBuckets} (key, window_start, count)
      VALUES (${`${KEYS.supplier.bucket}${keyId}`}, ${windowStart.toISOString()}::timestamptz, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitBuckets}.count + 1
      RETURNING count
    ),
    touched AS (
      UPDATE ${keys} SET last_used_at = ${now.toISOString()}::timestamptz
      WHERE ${touch} AND id = ${keyId} AND (last_used_at IS NULL OR last_used_at < ${usedSince(now)}::timestamptz)
      RETURNING id
    )
    SELECT set_config('synchronous_commit', 'off', true) AS async_commit FROM counted`,
    )
    .catch((error: unknown) =>
      console.warn(JSON.stringify({ level: 'warn', msg: 'supplier key call not counted', error: String(error) })),
    );
}

/** What a supplier key's check answers about the key. */
export interface CountedSupplierKey {
  id: string;
  supplierId: string;
  name: string;
  keyPrefix: string;
}
