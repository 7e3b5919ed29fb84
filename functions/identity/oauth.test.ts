import { describe, expect, it } from 'vitest';
import { asCookie, call, createUser, sessionCookieFrom, uniq, type Principal } from '../test/tenant';

interface Identity {
  email: string;
  name?: string;
  verified?: boolean;
  account_id?: string;
}

const oauthCookieFrom = (res: Response) => res.headers.get('set-cookie')!.match(/abastece_oauth=[^;]+/)![0];

/** Starts a flow, lets the stand-in provider authorize `identity`, and follows the redirect back to our callback. */
async function completeOAuth(start: Response, identity: Identity, as?: Principal, tamper?: (callback: URL) => void) {
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const granted = await fetch(authorize, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...identity, verified: String(identity.verified ?? true) }),
    redirect: 'manual',
  });
  expect(granted.status).toBe(302);
  const callback = new URL(granted.headers.get('location')!);
  tamper?.(callback);
  const cookies = [oauthCookieFrom(start), as?.cookie].filter(Boolean).join('; ');
  return call('GET', `${callback.pathname.replace('/api/v1', '')}${callback.search}`, { headers: { cookie: cookies } });
}

const signIn = (provider: string, callbackURL = '/app') =>
  call('POST', '/auth/sign-in', { body: { provider, callbackURL } });

describe('social sign-in (GitHub, Google) through the provider stand-in', () => {
  it.each(['github', 'google'])(
    'signs a new user in with %s: verified, password-less, back at the callbackURL',
    async (provider) => {
      const email = `${provider}-${uniq()}@teste.abastece.dev`;
      const back = await completeOAuth(await signIn(provider, '/app/dashboard'), { email, name: 'Ana Social' });
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).toBe('/app/dashboard');
      const me = asCookie(sessionCookieFrom(back));
      expect(await (await call('GET', '/auth/session', { as: me })).json()).toMatchObject({
        user: { email, name: 'Ana Social', emailVerified: true },
      });
      expect(await (await call('GET', '/account', { as: me })).json()).toMatchObject({
        data: [{ provider }],
        hasPassword: false,
      });
    },
  );

  it('signs an existing user in when the provider verified the same e-mail (no duplicate account)', async () => {
    const user = await createUser();
    const back = await completeOAuth(await signIn('github'), { email: user.user.email.toUpperCase() });
    const session = (await (await call('GET', '/auth/session', { as: asCookie(sessionCookieFrom(back)) })).json()) as {
      user: { id: string };
    };
    expect(session.user.id).toBe(user.user.id);
  });

  it('refuses an unverified provider e-mail, a wrong state, and an outside callbackURL', async () => {
    const unverified = await completeOAuth(await signIn('google'), {
      email: `nv-${uniq()}@teste.dev`,
      verified: false,
    });
    expect(unverified.headers.get('location')).toBe('/auth?error=true');
    expect(unverified.headers.get('set-cookie') ?? '').not.toMatch(/abastece_session=[^;]/);

    const forged = await completeOAuth(await signIn('github'), { email: `st-${uniq()}@teste.dev` }, undefined, (cb) =>
      cb.searchParams.set('state', 'forjado'),
    );
    expect(forged.headers.get('location')).toBe('/auth?error=true');

    for (const callbackURL of ['https://evil.example/app', '//evil.example/app', 'javascript:alert(1)']) {
      const res = await signIn('github', callbackURL);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message: 'callbackURL deve apontar para este site' } });
    }
  });

  it('offers only configured providers', async () => {
    const discord = await signIn('discord');
    expect(discord.status).toBe(400);
    expect(await discord.json()).toMatchObject({ error: { message: 'Provedor não disponível' } });
    expect((await signIn('myspace')).status).toBe(400);
  });
});

describe('account linking', () => {
  it('links a provider to the signed-in user, lists it, and unlinks it', async () => {
    const user = await createUser();
    const start = await call('POST', '/account', {
      as: user,
      body: { provider: 'google', callbackURL: '/app/profile' },
    });
    const back = await completeOAuth(start, { email: `outro-${uniq()}@gmail.test` }, user);
    expect(back.headers.get('location')).toBe('/app/profile');
    expect(await (await call('GET', '/account', { as: user })).json()).toMatchObject({
      data: [{ provider: 'google' }],
      hasPassword: true,
    });
    const unlink = await call('DELETE', '/account', { as: user, body: { provider: 'google' } });
    expect(unlink.status).toBe(200);
    expect((await call('DELETE', '/account', { as: user, body: { provider: 'google' } })).status).toBe(404);
  });

  it("never unlinks a password-less user's only way in, and needs provider and callbackURL", async () => {
    const email = `so-${uniq()}@teste.dev`;
    const me = asCookie(sessionCookieFrom(await completeOAuth(await signIn('github'), { email })));
    const res = await call('DELETE', '/account', { as: me, body: { provider: 'github' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { message: 'Defina uma senha antes de desvincular sua única forma de acesso' },
    });
    expect((await call('POST', '/account', { as: me, body: { provider: 'github' } })).status).toBe(400);
    expect((await call('GET', '/account')).status).toBe(401);
  });

  it('refuses to link an identity that belongs to another user', async () => {
    const accountId = `gh-${uniq()}`;
    await completeOAuth(await signIn('github'), { email: `dono-${uniq()}@teste.dev`, account_id: accountId });
    const other = await createUser();
    const back = await completeOAuth(
      await call('POST', '/account', { as: other, body: { provider: 'github', callbackURL: '/app/profile' } }),
      { email: `x-${uniq()}@teste.dev`, account_id: accountId },
      other,
    );
    expect(back.headers.get('location')).toBe('/auth?error=true');
    expect(await (await call('GET', '/account', { as: other })).json()).toMatchObject({ data: [] });
  });
});
