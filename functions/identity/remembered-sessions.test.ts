import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import { users } from '../../db/schema/identity';
import { createCatalogue } from '../test/catalogue';
import { knownToTheIsolate, roundTripsOf } from '../test/round-trips';
import { call, createTenant, withDb, type Principal, type Tenant } from '../test/tenant';

/**
 * A token the isolate knows sends its session's check with the request's first statement (decision 0066).
 * When the check refuses — the session revoked, the principal changed since the isolate remembered it —
 * nothing the request did stays and it is answered again from the start with a full look-up: each case
 * gets what it would have got from a look-up, never what the remembered principal allowed.
 */

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const setRole = (tenant: Tenant, who: Principal, role: 'owner' | 'admin' | 'member') =>
  withDb((db) =>
    db
      .update(members)
      .set({ role })
      .where(and(eq(members.organizationId, tenant.organization.id), eq(members.userId, who.user.id))),
  );
/** An owner/admin read: the organization's pending invitations. */
const invitations = (as: Principal) => call('GET', '/invitation', { as });

describe('a remembered session whose check refuses is answered as a fresh look-up would', () => {
  it('a warm token answers in the route’s own round trips, its check riding along', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.admin);
    const res = await invitations(tenant.admin);
    expect(res.status).toBe(200);
    expect(roundTripsOf(res)).toBe(1);
  });

  it('a session revoked since: 401, then 401 again after a look-up (the isolate forgot it)', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.member);
    await withDb((db) =>
      db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, tenant.member.sessionId)),
    );
    const refused = await call('GET', '/cart', { as: tenant.member });
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({ code: 'ERR_UNAUTHORIZED' });
    // The refused check (1), then the look-up that found no live session (1).
    expect(roundTripsOf(refused)).toBe(2);
    const again = await call('GET', '/cart', { as: tenant.member });
    expect(again.status).toBe(401);
    expect(roundTripsOf(again)).toBe(1);
  });

  it('an admin demoted since is refused by the route’s role, as before the memory', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.admin);
    expect((await invitations(tenant.admin)).status).toBe(200);
    await setRole(tenant, tenant.admin, 'member');
    const refused = await invitations(tenant.admin);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a member promoted since gets the new role’s answer at once', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.member);
    expect((await invitations(tenant.member)).status).toBe(403);
    await setRole(tenant, tenant.member, 'admin');
    const res = await invitations(tenant.member);
    expect(res.status).toBe(200);
    // The refused run (1), then the look-up and the read (2).
    expect(roundTripsOf(res)).toBe(3);
    // Remembered as it is now: one round trip again.
    expect(roundTripsOf(await invitations(tenant.member))).toBe(1);
  });

  it('a member removed from the organization gets what a look-up gives: no active organization', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.member);
    expect((await call('GET', '/purchase-orders', { as: tenant.member })).status).toBe(200);
    await withDb((db) =>
      db
        .delete(members)
        .where(and(eq(members.organizationId, tenant.organization.id), eq(members.userId, tenant.member.user.id))),
    );
    const refused = await call('GET', '/purchase-orders', { as: tenant.member });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      code: 'NO_ACTIVE_ORGANIZATION',
      message: 'Selecione uma organização para continuar',
    });
  });

  it('another active organization (switched elsewhere): the request reads the one now active', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    await withDb((db) =>
      db.insert(members).values({ organizationId: other.organization.id, userId: tenant.admin.user.id, role: 'admin' }),
    );
    await knownToTheIsolate(tenant.admin);
    await withDb((db) =>
      db
        .update(sessions)
        .set({ activeOrganizationId: other.organization.id })
        .where(eq(sessions.id, tenant.admin.sessionId)),
    );
    const res = await call('GET', '/auth/session', { as: tenant.admin });
    expect(await res.json()).toMatchObject({ session: { activeOrganizationId: other.organization.id } });
  });

  it('the user changed since (a new name): the answer carries the new one', async () => {
    const tenant = await createTenant();
    await knownToTheIsolate(tenant.member);
    await withDb((db) => db.update(users).set({ name: 'Nome Novo' }).where(eq(users.id, tenant.member.user.id)));
    const res = await call('GET', '/auth/session', { as: tenant.member });
    expect(await res.json()).toMatchObject({ user: { id: tenant.member.user.id, name: 'Nome Novo' } });
  });

  it('a write whose check refused is rolled back, then made once by the fresh run', async () => {
    const tenant = await createTenant();
    const { products } = await createCatalogue([{}]);
    await knownToTheIsolate(tenant.member);
    await setRole(tenant, tenant.member, 'admin');
    const res = await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: products[0]!.id, quantity: 2 },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ quantity: 2 });
    const lines = await withDb((db) => db.select().from(cartItems).where(eq(cartItems.productId, products[0]!.id)));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
  });
});
