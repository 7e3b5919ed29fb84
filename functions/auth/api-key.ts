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

/**
 * A supplier's `x-api-key`, and the call counted against the key's limit per window (bucket
 * "supplier-key:<key id>"), in one statement: the look-up, the counter's upsert and the last-used
 * touch are the CTEs of one query (one HTTP request and one statement in the database, where a batch
 * of them was a transaction of six), and only a usable key's counter and last use move. Null as
 * authenticateApiKey; otherwise the key and the call's count in its window, for the caller to refuse
 * over the limit.
 */
export async function authenticateSupplierKeyCounting(
  db: Db,
  rawKey: string,
  limit: Omit<RateLimit, 'key'>,
  now = new Date(),
): Promise<{ key: CountedSupplierKey; attempt: CountedAttempt } | null> {
  const { prefix, bucket } = KEYS.supplier;
  if (!rawKey.startsWith(prefix)) return null;
  const keys = supplierApiKeys;
  const windowStart = windowStartOf(limit.windowSeconds, now);
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  const { rows } = await db.execute<{
    id: string;
    supplier_id: string;
    name: string;
    key_prefix: string;
    count: number;
    window_start: Date | string;
  }>(sql`
    WITH key AS (
      SELECT ${keys.id} AS id, ${keys.supplierId} AS supplier_id, ${keys.name} AS name, ${keys.keyPrefix} AS key_prefix
      FROM ${keys}
      WHERE ${keys.keyHash} = ${sha256Hex(rawKey)} AND ${usableKeyCondition(keys, now)}
    ),
    counted AS (
      INSERT INTO ${rateLimitBuckets} (key, window_start, count)
      SELECT ${bucket} || key.id, ${windowStart.toISOString()}::timestamptz, 1 FROM key
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitBuckets}.count + 1
      RETURNING count, window_start
    ),
    -- Not read below: a data-modifying CTE runs whether or not the query reads it.
    touched AS (
      UPDATE ${keys} SET last_used_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM key) AND (last_used_at IS NULL OR last_used_at < ${staleBefore.toISOString()}::timestamptz)
      RETURNING id
    )
    -- The statement writes only a counter and a last-use time: its commit need not wait for the WAL to be
    -- flushed (on Neon, for the safekeepers' quorum). A crash in that instant forgets a few calls' counts,
    -- never anything else (the setting is local to this statement's own transaction).
    SELECT key.*, counted.count, counted.window_start, set_config('synchronous_commit', 'off', true) AS async_commit
    FROM key CROSS JOIN counted`);
  const [row] = rows;
  if (!row) return null;
  return {
    key: { id: row.id, supplierId: row.supplier_id, name: row.name, keyPrefix: row.key_prefix },
    attempt: attemptOf(
      { ...limit, key: `${bucket}${row.id}` },
      { windowStart: new Date(row.window_start), count: Number(row.count) },
      now,
    ),
  };
}

/** What a supplier key's check answers about the key. */
export interface CountedSupplierKey {
  id: string;
  supplierId: string;
  name: string;
  keyPrefix: string;
}
