import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationApiKeys } from '../../db/schema/organizations';
import { createTenant, withDb } from '../test/tenant';
import { generateApiKey } from './api-keys';
import { authenticateApiKey, authenticateSupplierKeyCounting } from './api-key';
import { windowStartOf } from './rate-limit';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';

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

describe('a supplier key checked and counted in one statement', () => {
  const limit = { limit: 120, windowSeconds: 60 };
  const check = (key: string, now?: Date) => withDb((db) => authenticateSupplierKeyCounting(db, key, limit, now));
  const bucketsOf = (keyId: string) =>
    withDb((db) =>
      db
        .select({ count: rateLimitBuckets.count })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `supplier-key:${keyId}`)),
    );
  const lastUsedOf = async (keyId: string) =>
    (
      await withDb((db) =>
        db
          .select({ lastUsedAt: supplierApiKeys.lastUsedAt })
          .from(supplierApiKeys)
          .where(eq(supplierApiKeys.id, keyId)),
      )
    )[0]!.lastUsedAt;

  it('answers the key with its supplier, counts each call in its window and touches the last use once', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id, { name: 'ERP Totvs' });
    // The start of a minute window, so the second call (1 s later) falls in the same window: taken at
    // any moment, the two straddled a window's end once a minute in sixty (a count of 1, not 2).
    const now = windowStartOf(limit.windowSeconds, new Date());
    const first = await check(key, now);
    expect(first?.key).toMatchObject({ id, supplierId: supplier.id, name: 'ERP Totvs' });
    expect(first?.key.keyPrefix).toBe(key.slice(0, first!.key.keyPrefix.length));
    expect(first?.attempt).toMatchObject({ count: 1, limit: { key: `supplier-key:${id}`, limit: 120 } });
    expect(first!.attempt.reopensAt).toBeGreaterThan(now.getTime());
    expect(first!.attempt.reopensAt).toBeLessThanOrEqual(now.getTime() + 60_000);
    const touched = await lastUsedOf(id);
    expect(touched?.getTime()).toBe(now.getTime());

    const second = await check(key, new Date(now.getTime() + 1000));
    expect(second?.attempt.count).toBe(2);
    // Within five minutes the last use is not written again.
    expect((await lastUsedOf(id))?.getTime()).toBe(now.getTime());
    expect(await bucketsOf(id)).toEqual([{ count: 2 }]);
  });

  it('counts nothing and touches nothing for a disabled, expired or unknown key', async () => {
    const { supplier } = await createCatalogue([]);
    const disabled = await createSupplierKey(supplier.id, { enabled: false });
    const expired = await createSupplierKey(supplier.id, {
      neverExpires: false,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const { id, key } of [disabled, expired]) {
      expect(await check(key)).toBeNull();
      expect(await bucketsOf(id)).toEqual([]);
      expect(await lastUsedOf(id)).toBeNull();
    }
    expect(await check(generateApiKey('sk_').key)).toBeNull();
    // An organization's key is never a supplier's.
    expect(await check(generateApiKey('ak_').key)).toBeNull();
  });
});
