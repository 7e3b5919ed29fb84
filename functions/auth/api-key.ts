import { eq } from 'drizzle-orm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { isKeyUsable } from '../lib/api-keys';
import type { Db } from '../lib/db';
import { sha256Hex } from '../lib/tokens';

/** Last-used is refreshed at most this often, so reads don't turn into writes. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** The two kinds of `x-api-key`: an organization's (ak_…) and a supplier's (sk_…). */
const KEYS = {
  organization: { prefix: 'ak_', table: organizationApiKeys },
  supplier: { prefix: 'sk_', table: supplierApiKeys },
} as const;

type KeyKind = keyof typeof KEYS;
type KeyRow<K extends KeyKind> = (typeof KEYS)[K]['table']['$inferSelect'];

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
  const { prefix, table } = KEYS[kind];
  if (!rawKey.startsWith(prefix)) return null;
  const [key] = (await db
    .select()
    .from(table)
    .where(eq(table.keyHash, sha256Hex(rawKey)))
    .limit(1)) as KeyRow<K>[];
  if (!key || !isKeyUsable(key, now)) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    waitUntil(
      db
        .update(table)
        .set({ lastUsedAt: now })
        .where(eq(table.id, key.id))
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  }
  return key;
}
