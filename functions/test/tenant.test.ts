import { describe, expect, it } from 'vitest';
import { call, createTenant } from './tenant';

describe('test harness', () => {
  it('makes a fresh tenant whose three roles are signed in, in milliseconds', async () => {
    const tenant = await createTenant();
    for (const principal of [tenant.owner, tenant.admin, tenant.member]) {
      const res = await call('GET', '/auth/session', { as: principal });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        user: { id: principal.user.id },
        session: { activeOrganizationId: tenant.organization.id },
      });
    }
  });

  it('never reuses ids between tenants', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    expect(a.organization.id).not.toBe(b.organization.id);
    expect(a.owner.user.email).not.toBe(b.owner.user.email);
    expect(a.organization.cnpj).not.toBe(b.organization.cnpj);
  });
});
