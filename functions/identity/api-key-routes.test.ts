import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationApiKeys } from '../../db/schema/organizations';
import { sha256Hex } from '../platform/tokens';
import { call, createTenant, withDb } from '../test/tenant';

describe('organization API keys', () => {
  it('shows the full key once at creation and only a preview afterwards; only its hash is stored', async () => {
    const { admin } = await createTenant();
    const res = await call('POST', '/api-key', { as: admin, body: { description: 'Formulário do site' } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as {
      id: string;
      key: string;
      keyPreview: string;
      neverExpires: boolean;
      enabled: boolean;
      valid: boolean;
    };
    expect(created.key).toMatch(/^ak_[a-z2-7]{32}$/);
    expect(created).toMatchObject({ neverExpires: true, enabled: true, valid: true });
    expect(created.keyPreview).toBe(`${created.key.slice(0, 7)}…${created.key.slice(-4)}`);

    const [row] = await withDb((db) =>
      db.select().from(organizationApiKeys).where(eq(organizationApiKeys.id, created.id)),
    );
    expect(row!.keyHash).toBe(sha256Hex(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    for (const text of [
      await (await call('GET', '/api-key', { as: admin })).text(),
      await (await call('GET', `/api-key/${created.id}`, { as: admin })).text(),
    ]) {
      expect(text).toContain(created.keyPreview);
      expect(text).not.toContain(created.key);
      expect(text).not.toContain(row!.keyHash);
    }
  });

  it('disables, renames, expires and deletes', async () => {
    const { owner } = await createTenant();
    const expiring = await call('POST', '/api-key', {
      as: owner,
      body: {
        description: 'Temporária',
        neverExpires: false,
        expiresAt: new Date(Date.now() + 86400_000).toISOString(),
      },
    });
    const expiringBody = (await expiring.json()) as { id: string };
    expect(expiringBody).toMatchObject({ neverExpires: false, valid: true });
    const past = await call('POST', '/api-key', {
      as: owner,
      body: { description: 'Velha', neverExpires: false, expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { message: 'A data de expiração deve estar no futuro' } });

    const { id } = expiringBody;
    expect(
      await (
        await call('PUT', `/api-key/${id}`, { as: owner, body: { enabled: false, description: 'Desligada' } })
      ).json(),
    ).toMatchObject({ enabled: false, valid: false, description: 'Desligada' });
    expect((await call('DELETE', `/api-key/${id}`, { as: owner })).status).toBe(200);
    const gone = await call('GET', `/api-key/${id}`, { as: owner });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: 'ApiKey not found' } });
  });

  // z.coerce.date took 2099-02-31 as 3 March and year 0000 as a day in the past (issue #51).
  it('refuses an expiry on a day that does not exist, and reads one with its offset exactly', async () => {
    const { owner } = await createTenant();
    for (const expiresAt of ['2099-02-31T10:00:00Z', '2099-02-31', '0000-01-01', '2099-02-28T10:00:00']) {
      const res = await call('POST', '/api-key', {
        as: owner,
        body: { description: 'Temporária', neverExpires: false, expiresAt },
      });
      expect([res.status, ((await res.json()) as { error?: { message: string } }).error?.message], expiresAt).toEqual([
        400,
        'Data de expiração inválida',
      ]);
    }
    const kept = await call('POST', '/api-key', {
      as: owner,
      body: { description: 'Temporária', neverExpires: false, expiresAt: '2099-02-28T23:59:59-03:00' },
    });
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({ expiresAt: '2099-03-01T02:59:59.000Z' });
  });

  it('rotates a key: the old secret stops at once, the new one works and is shown only in that answer', async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const created = (await (
      await call('POST', '/api-key', { as: admin, body: { description: 'Formulário do site' } })
    ).json()) as { id: string; key: string };
    const submit = (key: string) =>
      call('POST', '/submissions', { headers: { 'x-api-key': key }, body: { email: 'site@x.com' } });
    expect((await submit(created.key)).status).toBe(201);

    expect((await call('POST', `/api-key/${created.id}/regenerate`, { as: other.admin })).status).toBe(404);
    const res = await call('POST', `/api-key/${created.id}/regenerate`, { as: admin });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as { id: string; key: string; description: string; keyPreview: string };
    expect(rotated).toMatchObject({ id: created.id, description: 'Formulário do site' });
    expect(rotated.key).toMatch(/^ak_[a-z2-7]{32}$/);
    expect(rotated.key).not.toBe(created.key);
    expect(rotated.keyPreview).toBe(`${rotated.key.slice(0, 7)}…${rotated.key.slice(-4)}`);

    expect((await submit(created.key)).status).toBe(401);
    expect((await submit(rotated.key)).status).toBe(201);
    expect(await (await call('GET', `/api-key/${created.id}`, { as: admin })).text()).not.toContain(rotated.key);
  });
});
