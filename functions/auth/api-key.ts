import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { isKeyUsable, usableKeyCondition } from '../lib/api-keys';
import { batch, unmetered, type Db } from '../lib/db';
import { sha256Hex } from '../lib/tokens';
import { countAttemptWhere, type CountedAttempt, type RateLimit } from './rate-limit';

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
 * authenticateApiKey, and the call counted against the key's limit per window (bucket
 * "<kind>-key:<key id>"), in one round trip: the look-up, the counter's upsert and the last-used
 * touch go out as one batch, and only a usable key's counter and last use move. Null as
 * authenticateApiKey; otherwise the key and the call's count in its window, for the caller to refuse
 * over the limit.
 */
export async function authenticateApiKeyCounting<K extends KeyKind>(
  db: Db,
  kind: K,
  rawKey: string,
  limit: Omit<RateLimit, 'key'>,
  now = new Date(),
): Promise<{ key: KeyRow<K>; attempt: CountedAttempt } | null> {
  const { prefix, bucket } = KEYS[kind];
  if (!rawKey.startsWith(prefix)) return null;
  // Typed as one of the two tables: both have the columns these statements name.
  const table = KEYS[kind].table as typeof supplierApiKeys;
  const hash = sha256Hex(rawKey);
  const usableHere = and(eq(table.keyHash, hash), usableKeyCondition(table, now));
  const count = countAttemptWhere(
    db,
    limit,
    sql`select ${bucket} || ${table.id} from ${table} where ${usableHere}`,
    now,
  );
  const touch = db
    .update(table)
    .set({ lastUsedAt: now })
    .where(
      and(
        usableHere,
        or(isNull(table.lastUsedAt), lt(table.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))),
      ),
    );
  // The batch writes only a counter and a last-use time: its commit need not wait for the WAL to be
  // flushed (on Neon, for the safekeepers' quorum). A crash in that instant forgets a few calls' counts,
  // never anything else (synchronous_commit applies to this transaction alone); every call saves the wait.
  const dontWaitForFlush = db.execute(sql`SELECT set_config('synchronous_commit', 'off', true)`);
  // The look-up runs first: it answers the key as it was before this call touched it.
  const [, [key], counted] = await batch(db, [dontWaitForFlush, keyByHash(db, kind, hash), count.statement, touch]);
  const attempt = count.attemptOf(counted);
  if (!key || !isKeyUsable(key, now) || !attempt) return null;
  return { key: key as KeyRow<K>, attempt };
}
