import { describe, expect, it } from 'vitest';
import { call, createTenant, createUser } from '../test/tenant';

describe('/user', () => {
  it('updates the profile and merges metadata; referral_source needs a choice', async () => {
    const user = await createUser();
    const res = await call('PUT', '/user', {
      as: user,
      body: { name: 'Ana Nova', image: 'https://img.test/ana.png', metadata: { referral_source: 'google' } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Ana Nova',
      image: 'https://img.test/ana.png',
      metadata: { referral_source: 'google' },
    });
    const empty = await call('PUT', '/user', { as: user, body: { metadata: { referral_source: '' } } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { message: 'Selecione como nos conheceu' } });
    const short = await call('PUT', '/user', { as: user, body: { name: 'A' } });
    expect(await short.json()).toMatchObject({ error: { message: 'O nome deve ter pelo menos 2 caracteres' } });
  });

  it("lists the user's memberships with the active one marked", async () => {
    const tenant = await createTenant();
    const body = (await (await call('GET', '/user/memberships', { as: tenant.admin })).json()) as {
      data: Array<{ role: string; active: boolean; organization: { id: string } }>;
    };
    expect(body.data).toEqual([
      expect.objectContaining({
        role: 'admin',
        active: true,
        organization: expect.objectContaining({ id: tenant.organization.id }),
      }),
    ]);
  });
});

describe('/session', () => {
  it('lists live sessions with the current one marked, and revokes one of them', async () => {
    const user = await createUser();
    const other = await call('POST', '/auth/sign-in/credentials', {
      body: { email: user.user.email, password: 'abastece123' },
    });
    expect(other.status).toBe(200);
    const list = (await (await call('GET', '/session', { as: user })).json()) as {
      data: Array<{ id: string; current: boolean }>;
    };
    expect(list.data).toHaveLength(2);
    expect(list.data.find((s) => s.current)?.id).toBe(user.sessionId);
    const otherId = list.data.find((s) => !s.current)!.id;
    expect((await call('DELETE', '/session/revoke', { as: user, body: { token: otherId } })).status).toBe(200);
    const after = (await (await call('GET', '/session', { as: user })).json()) as { data: unknown[] };
    expect(after.data).toHaveLength(1);
  });
});
