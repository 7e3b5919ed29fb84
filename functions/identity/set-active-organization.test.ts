import { describe, expect, it } from 'vitest';
import { call, createTenant, createUser } from '../test/tenant';

describe('POST /auth/set-active-organization', () => {
  it("switches to one of the user's organizations", async () => {
    const tenant = await createTenant();
    const res = await call('POST', '/auth/set-active-organization', {
      as: tenant.member,
      body: { organizationId: tenant.organization.id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ activeOrganizationId: tenant.organization.id });
  });

  it("answers 404 for another tenant's organization, like a missing one", async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const other = await call('POST', '/auth/set-active-organization', {
      as: a.owner,
      body: { organizationId: b.organization.id },
    });
    const missing = await call('POST', '/auth/set-active-organization', {
      as: a.owner,
      body: { organizationId: crypto.randomUUID() },
    });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    type Body = { error: { code: string; message: string } };
    const otherBody = (await other.json()) as Body;
    const missingBody = (await missing.json()) as Body;
    expect(otherBody.error).toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found' });
    expect({ ...otherBody.error, requestId: '' }).toEqual({ ...missingBody.error, requestId: '' });
    // The session kept its organization.
    const session = (await (await call('GET', '/auth/session', { as: a.owner })).json()) as {
      session: { activeOrganizationId: string };
    };
    expect(session.session.activeOrganizationId).toBe(a.organization.id);
  });

  it('validates the id and needs a session', async () => {
    const user = await createUser();
    const invalid = await call('POST', '/auth/set-active-organization', { as: user, body: { organizationId: 'abc' } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'ID da organização inválido' },
    });
    const anonymous = await call('POST', '/auth/set-active-organization', {
      body: { organizationId: crypto.randomUUID() },
    });
    expect(anonymous.status).toBe(401);
  });
});
