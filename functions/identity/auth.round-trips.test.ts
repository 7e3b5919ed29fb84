import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/sessions';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { createCatalogue } from '../test/catalogue';
import { pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { createSupplierPerson } from '../test/supplier-people';
import { asCookie, call, createTenant, createUser, sessionCookieFrom, uniq, withDb } from '../test/tenant';

/**
 * Database round trips of signing in and of the session read (issue #55: a write ≤ 2, a read 1 with
 * the session check). Sign-in: the rate-limit count and the account in one batch, bcrypt, then
 * the session with its audit entries in another (a failure: its audit entry instead). A token's first
 * request looks its session up (1); once the isolate knows it, the check rides with the request's first
 * statement (decision 0066).
 */

const signIn = (email: string, password: string) =>
  call('POST', '/auth/sign-in/credentials', { body: { email, password } });
const signInsOf = (userId: string) =>
  withDb((db) =>
    db
      .select({ chain: auditLog.chain, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))),
  );

describe('sign-in and session round trips', () => {
  it('signs in with the first organization active and its audit entry: 2', async () => {
    const tenant = await createTenant();
    const res = await signIn(tenant.member.user.email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { session: { id: string } };
    expect(body).toMatchObject({
      user: { id: tenant.member.user.id, email: tenant.member.user.email },
      session: { activeOrganizationId: tenant.organization.id, activeSupplierId: null },
    });
    pinRoundTrips(res, 'POST /auth/sign-in/credentials', 2);
    expect(await signInsOf(tenant.member.user.id)).toEqual([{ chain: tenant.organization.id, action: 'auth.sign_in' }]);
    // The cookie it set is a live session.
    const me = await call('GET', '/auth/session', { as: asCookie(sessionCookieFrom(res)) });
    expect(await me.json()).toMatchObject({ session: { id: body.session.id } });
  });

  it('someone who only answers for a supplier starts in the portal: 2', async () => {
    const { supplier } = await createCatalogue([]);
    const person = await createSupplierPerson(supplier.id, 'staff');
    const res = await signIn(person.user.email, DEMO_PASSWORD);
    expect(await res.json()).toMatchObject({ session: { activeOrganizationId: null, activeSupplierId: supplier.id } });
    expect(roundTripsOf(res)).toBe(2);
    expect(await signInsOf(person.user.id)).toEqual([{ chain: 'platform', action: 'auth.sign_in' }]);
  });

  it('a wrong password and an unknown e-mail: the same answer, audited, in 2', async () => {
    const user = await createUser();
    for (const email of [user.user.email, `ninguem-${uniq()}@teste.dev`]) {
      const res = await signIn(email, 'senha-errada');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'ERR_BAD_REQUEST', message: 'E-mail ou senha incorretos' },
      });
      expect(roundTripsOf(res)).toBe(2);
    }
    expect(await signInsOf(user.user.id)).toEqual([{ chain: 'platform', action: 'auth.sign_in_failed' }]);
  });

  it('over the limit answers 429 after the count alone: 1', async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect((await signIn(user.user.email, 'errada-123')).status).toBe(400);
    const limited = await signIn(user.user.email, DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(roundTripsOf(limited)).toBe(1);
  });

  it('the session read answers from what the session check loaded: 1, cold or warm; the session list 1 warm', async () => {
    const tenant = await createTenant();
    const expected = {
      user: { id: tenant.admin.user.id, isOperator: false },
      session: { id: tenant.admin.sessionId, activeOrganizationId: tenant.organization.id },
    };
    // The token's first request: the look-up is the read.
    const res = await call('GET', '/auth/session', { as: tenant.admin });
    expect(await res.json()).toMatchObject(expected);
    expect(roundTripsOf(res)).toBe(1);
    // Known now: the check alone, answered from memory once it holds.
    const again = await call('GET', '/auth/session', { as: tenant.admin });
    expect(await again.json()).toMatchObject(expected);
    pinRoundTrips(again, 'GET /auth/session (session read)', 1);
    const sessions = await call('GET', '/session', { as: tenant.admin });
    expect(await sessions.json()).toMatchObject({ data: [{ id: tenant.admin.sessionId }] });
    expect(roundTripsOf(sessions)).toBe(1);
  });

  it('a session last seen long ago is touched after the answer, not before it: still 1, cold or warm', async () => {
    const tenant = await createTenant();
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    const seenLongAgo = () =>
      withDb((db) => db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, tenant.admin.sessionId)));
    const lastSeen = () =>
      withDb(async (db) => {
        const [row] = await db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.id, tenant.admin.sessionId));
        return row!.lastSeenAt.getTime();
      });
    await seenLongAgo();
    const res = await call('GET', '/auth/session', { as: tenant.admin });
    expect(res.status).toBe(200);
    expect(roundTripsOf(res)).toBe(1);
    await expect.poll(lastSeen).toBeGreaterThan(longAgo.getTime());
    // Warm: the riding check reads last_seen_at, and the touch still follows the answer.
    await seenLongAgo();
    const warm = await call('GET', '/cart', { as: tenant.admin });
    expect(warm.status).toBe(200);
    expect(roundTripsOf(warm)).toBe(1);
    await expect.poll(lastSeen).toBeGreaterThan(longAgo.getTime());
  });
});
