import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { organizationApiKeys } from '../../db/schema/organizations';
import type { AppEnv } from '../app-env';
import { isKeyUsable } from './api-keys';
import type { Db } from './db';
import { ApiError } from './errors';
import { sha256Hex } from './tokens';

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** The organization an API key ("ak_…") acts for, or null when the key is unknown, disabled or expired. */
export async function authenticateOrganizationKey(
  db: Db,
  rawKey: string,
  waitUntil: (work: Promise<unknown>) => void,
  now = new Date(),
) {
  if (!rawKey.startsWith('ak_')) return null;
  const [key] = await db
    .select()
    .from(organizationApiKeys)
    .where(eq(organizationApiKeys.keyHash, sha256Hex(rawKey)))
    .limit(1);
  if (!key || !isKeyUsable(key, now)) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    waitUntil(
      db
        .update(organizationApiKeys)
        .set({ lastUsedAt: now })
        .where(eq(organizationApiKeys.id, key.id))
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  }
  return { keyId: key.id, organizationId: key.organizationId };
}

/** Machine calls as an organization: `x-api-key: ak_…`. */
export const requireOrganizationKey = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.header('x-api-key');
    if (!raw) throw new ApiError({ code: 'UNAUTHORIZED', message: 'API key is required' });
    const found = await authenticateOrganizationKey(c.var.db, raw, (work) => c.executionCtx.waitUntil(work));
    if (!found) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' });
    c.set('apiKeyOrganizationId', found.organizationId);
    await next();
  });
