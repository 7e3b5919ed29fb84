import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/organizations';
import { call, createTenant, withDb, type Tenant } from '../test/tenant';

const membershipOf = (tenant: Tenant, userId: string) =>
  withDb(
    async (db) =>
      (
        await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, tenant.organization.id), eq(members.userId, userId)))
      )[0]!.id,
  );

describe('memberships', () => {
  it('lists members with search, sort and pagination', async () => {
    const tenant = await createTenant();
    const all = await call('GET', '/membership?sortBy=role&sortOrder=asc', { as: tenant.member });
    const body = (await all.json()) as { data: Array<{ role: string; user: { email: string } }>; pagination: unknown };
    expect(body.data.map((m) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const page = (await (
      await call('GET', '/membership?limit=2&page=2&sortBy=role&sortOrder=asc', { as: tenant.member })
    ).json()) as typeof body;
    expect(page.data.map((m) => m.role)).toEqual(['member']);
    const search = (await (
      await call('GET', `/membership?search=${encodeURIComponent(tenant.admin.user.email.slice(0, 12))}`, {
        as: tenant.member,
      })
    ).json()) as typeof body;
    expect(search.data.map((m) => m.user.email)).toEqual([tenant.admin.user.email]);
    expect((await call('GET', '/membership?limit=101', { as: tenant.member })).status).toBe(400);
  });

  it("never removes the owner's membership", async () => {
    const tenant = await createTenant();
    const res = await call('DELETE', `/membership/${await membershipOf(tenant, tenant.owner.user.id)}`, {
      as: tenant.admin,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'Cannot delete organization owner' } });
    const role = await call('PUT', `/membership/${await membershipOf(tenant, tenant.owner.user.id)}`, {
      as: tenant.admin,
      body: { role: 'member' },
    });
    expect(role.status).toBe(400);
  });

  it('changes a role, and a removed member loses access on the very next request', async () => {
    const tenant = await createTenant();
    const id = await membershipOf(tenant, tenant.member.user.id);
    expect(
      await (await call('PUT', `/membership/${id}`, { as: tenant.owner, body: { role: 'admin' } })).json(),
    ).toEqual({ id, role: 'admin' });
    expect((await call('GET', '/api-key', { as: tenant.member })).status).toBe(200);
    expect((await call('DELETE', `/membership/${id}`, { as: tenant.owner })).status).toBe(200);
    const after = await call('GET', '/membership', { as: tenant.member });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ error: { code: 'NO_ACTIVE_ORGANIZATION' } });
    const missing = await call('DELETE', `/membership/${id}`, { as: tenant.owner });
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Membership not found' } });
  });
});
