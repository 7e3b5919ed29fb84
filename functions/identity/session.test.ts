import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { call, createTenant, createUser, withDb } from '../test/tenant';
import { signSessionToken } from './session-token';
import { sessionCookieName } from '../platform/security-policy';

const cookieOf = (token: string) => ({ cookie: `${sessionCookieName(false)}=${token}` });
const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

async function sessionWith(token: string) {
  return call('GET', '/auth/session', { headers: cookieOf(token) });
}

async function expectUnauthorized(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ error: { code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' } });
}

describe('session cookie', () => {
  it('signs the user in with a valid session', async () => {
    const { owner, organization } = await createTenant();
    const res = await call('GET', '/auth/session', { as: owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { id: owner.user.id, email: owner.user.email },
      session: { id: owner.sessionId, activeOrganizationId: organization.id },
    });
  });

  it('answers 401 without a cookie', async () => {
    await expectUnauthorized(await call('GET', '/auth/session'));
  });

  it('refuses a token with alg "none"', async () => {
    const user = await createUser();
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sid: user.sessionId, sub: user.user.id, iss: 'abastece', aud: 'abastece:web', iat: now, exp: now + 3600 })}.`;
    await expectUnauthorized(await sessionWith(token));
  });

  it('refuses a token signed with another algorithm', async () => {
    const user = await createUser();
    const token = await new SignJWT({ sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.user.id)
      .setIssuer('abastece')
      .setAudience('abastece:web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    await expectUnauthorized(await sessionWith(token));
  });

  it('refuses a token with one byte changed', async () => {
    const user = await createUser();
    const token = user.cookie.split('=')[1]!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectUnauthorized(await sessionWith(`${header}.${payload}.${flipped}`));
  });

  it('refuses a token signed with another secret, issuer or audience', async () => {
    const user = await createUser();
    const claims = { sessionId: user.sessionId, userId: user.user.id };
    await expectUnauthorized(
      await sessionWith(await signSessionToken('x'.repeat(64), claims, new Date(Date.now() + 3600_000))),
    );
    const wrongIssuer = await new SignJWT({ sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuer('someone-else')
      .setAudience('abastece:web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    await expectUnauthorized(await sessionWith(wrongIssuer));
  });

  it('refuses an expired token', async () => {
    const user = await createUser();
    const token = await signSessionToken(
      env.SESSION_SECRET,
      { sessionId: user.sessionId, userId: user.user.id },
      new Date(Date.now() - 1000),
    );
    await expectUnauthorized(await sessionWith(token));
  });

  it('refuses a revoked session on the very next request', async () => {
    const user = await createUser();
    expect((await call('GET', '/auth/session', { as: user })).status).toBe(200);
    await withDb((db) => db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId)));
    await expectUnauthorized(await call('GET', '/auth/session', { as: user }));
  });

  it('refuses a session whose row expired even if the JWT has not', async () => {
    const user = await createUser();
    await withDb((db) =>
      db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, user.sessionId)),
    );
    await expectUnauthorized(await call('GET', '/auth/session', { as: user }));
  });
});
