import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationApiKeys } from '../../db/schema/organizations';
import { createTenant, withDb } from '../test/tenant';
import { generateApiKey } from '../lib/api-keys';
import { authenticateApiKey } from './api-key';

async function keyFor(organizationId: string, values: Partial<typeof organizationApiKeys.$inferInsert>) {
  const generated = generateApiKey('ak_');
  await withDb((db) =>
    db.insert(organizationApiKeys).values({
      organizationId,
      description: 'teste',
      keyHash: generated.hash,
      keyPrefix: generated.prefix,
      keyLast4: generated.last4,
      ...values,
    }),
  );
  return generated.key;
}

const authenticate = (key: string) => withDb((db) => authenticateApiKey(db, 'organization', key, () => undefined));

describe('API key authentication (organization keys; supplier keys share the code)', () => {
  it.each([
    ['enabled, never expires', { enabled: true, neverExpires: true }, true],
    ['enabled, no expiry date', { enabled: true, neverExpires: false, expiresAt: null }, true],
    [
      'enabled, expires tomorrow',
      { enabled: true, neverExpires: false, expiresAt: new Date(Date.now() + 86400_000) },
      true,
    ],
    [
      'enabled, expired yesterday',
      { enabled: true, neverExpires: false, expiresAt: new Date(Date.now() - 86400_000) },
      false,
    ],
    [
      'expired date but never expires',
      { enabled: true, neverExpires: true, expiresAt: new Date(Date.now() - 86400_000) },
      true,
    ],
    ['disabled', { enabled: false, neverExpires: true }, false],
  ])('%s -> %s', async (_name, values, valid) => {
    const { organization } = await createTenant();
    const key = await keyFor(organization.id, values);
    const found = await authenticate(key);
    expect(found?.organizationId ?? null).toBe(valid ? organization.id : null);
  });

  it('refuses unknown and malformed keys', async () => {
    expect(await authenticate(generateApiKey('ak_').key)).toBeNull();
    expect(await authenticate('sk_abc')).toBeNull();
  });

  it('records when the key was last used', async () => {
    const { organization } = await createTenant();
    const key = await keyFor(organization.id, {});
    await withDb(async (db) => {
      const pending: Promise<unknown>[] = [];
      await authenticateApiKey(db, 'organization', key, (work) => pending.push(work));
      await Promise.all(pending);
    });
    const [row] = await withDb((db) =>
      db
        .select({ lastUsedAt: organizationApiKeys.lastUsedAt })
        .from(organizationApiKeys)
        .where(eq(organizationApiKeys.organizationId, organization.id)),
    );
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });
});
