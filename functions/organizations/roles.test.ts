import { and, eq } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { members } from '../../db/schema/organizations';
import { generateApiKey } from '../identity/api-keys';
import { organizationApiKeys, invitations } from '../../db/schema/organizations';
import { runMatrix, type RouteCase, statuses as S } from '../test/role-matrix';
import { randomCnpj, uniq, withDb, type Tenant } from '../test/tenant';
import { grantPro } from '../test/billing';

interface Fixture extends Record<string, string> {
  organizationId: string;
  memberMembershipId: string;
  invitationId: string;
  apiKeyId: string;
}

/** Objects owned by organization A that the routes below act on. */
async function fixture(a: Tenant): Promise<Fixture> {
  return withDb(async (db) => {
    const [membership] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, a.organization.id), eq(members.userId, a.member.user.id)));
    const [invitation] = await db
      .insert(invitations)
      .values({
        organizationId: a.organization.id,
        email: `convidado-${uniq()}@teste.dev`,
        role: 'member',
        expiresAt: new Date(Date.now() + 86400_000),
      })
      .returning({ id: invitations.id });
    const key = generateApiKey('ak_');
    const [apiKey] = await db
      .insert(organizationApiKeys)
      .values({
        organizationId: a.organization.id,
        description: 'Site',
        keyHash: key.hash,
        keyPrefix: key.prefix,
        keyLast4: key.last4,
      })
      .returning({ id: organizationApiKeys.id });
    return {
      organizationId: a.organization.id,
      memberMembershipId: membership!.id,
      invitationId: invitation!.id,
      apiKeyId: apiKey!.id,
    };
  });
}

const ROUTES: Array<RouteCase<Fixture> & { name: string }> = [
  {
    name: 'read the active organization',
    method: 'GET',
    path: () => '/organization',
    expect: S(401, 403, 200, 200, 200, 200),
  },
  {
    name: 'update the organization',
    method: 'PUT',
    path: () => '/organization',
    body: () => ({ name: 'Novo nome' }),
    expect: S(401, 403, 200, 200, 200, 200),
  },
  {
    name: 'delete organization A',
    method: 'DELETE',
    path: (c) => `/organization/${c.fixture.organizationId}`,
    expect: S(401, 404, 403, 403, 200, 404),
  },
  {
    name: 'check a slug',
    method: 'POST',
    path: () => '/organization/verify',
    body: () => ({ slug: `livre-${uniq()}` }),
    expect: S(401, 200, 200, 200, 200, 200),
  },
  {
    name: 'create an organization',
    method: 'POST',
    path: () => '/organization',
    body: () => ({ name: 'Nova', cnpj: randomCnpj() }),
    expect: S(401, 201, 201, 201, 201, 201),
  },
  {
    name: 'public lookup',
    method: 'GET',
    path: (c) => `/organization/public/${c.a.organization.slug}`,
    expect: S(200, 200, 200, 200, 200, 200),
  },
  { name: 'list members', method: 'GET', path: () => '/membership', expect: S(401, 403, 200, 200, 200, 200) },
  {
    name: "change a member's role",
    method: 'PUT',
    path: (c) => `/membership/${c.fixture.memberMembershipId}`,
    body: () => ({ role: 'admin' }),
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    path: (c) => `/membership/${c.fixture.memberMembershipId}`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  { name: 'list invitations', method: 'GET', path: () => '/invitation', expect: S(401, 403, 403, 200, 200, 200) },
  {
    name: 'invite',
    method: 'POST',
    path: () => '/invitation',
    body: () => ({ email: `novo-${uniq()}@teste.dev`, role: 'member' }),
    // Both organizations have seats to invite into (Free's single seat is taken by the owner).
    before: async ({ a, b }) => {
      await Promise.all([grantPro(a.organization.id), grantPro(b.organization.id)]);
    },
    expect: S(401, 403, 403, 201, 201, 201),
  },
  {
    name: 'read an invitation',
    method: 'GET',
    path: (c) => `/invitation/${c.fixture.invitationId}`,
    expect: S(401, 404, 404, 200, 200, 404),
  },
  {
    name: "accept someone else's invitation",
    method: 'POST',
    path: (c) => `/invitation/${c.fixture.invitationId}/accept`,
    expect: S(401, 404, 404, 404, 404, 404),
  },
  {
    name: "reject someone else's invitation",
    method: 'POST',
    path: (c) => `/invitation/${c.fixture.invitationId}/reject`,
    expect: S(401, 404, 404, 404, 404, 404),
  },
  {
    name: 'cancel an invitation',
    method: 'DELETE',
    path: (c) => `/invitation/${c.fixture.invitationId}/cancel`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  { name: 'list API keys', method: 'GET', path: () => '/api-key', expect: S(401, 403, 403, 200, 200, 200) },
  {
    name: 'read an API key',
    method: 'GET',
    path: (c) => `/api-key/${c.fixture.apiKeyId}`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'create an API key',
    method: 'POST',
    path: () => '/api-key',
    body: () => ({ description: 'Integração' }),
    expect: S(401, 403, 403, 201, 201, 201),
  },
  {
    name: 'update an API key',
    method: 'PUT',
    path: (c) => `/api-key/${c.fixture.apiKeyId}`,
    body: () => ({ enabled: false }),
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'delete an API key',
    method: 'DELETE',
    path: (c) => `/api-key/${c.fixture.apiKeyId}`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'switch to organization A',
    method: 'POST',
    path: () => '/auth/set-active-organization',
    body: (c) => ({ organizationId: c.fixture.organizationId }),
    expect: S(401, 404, 200, 200, 200, 404),
  },
  {
    name: 'list own memberships',
    method: 'GET',
    path: () => '/user/memberships',
    expect: S(401, 200, 200, 200, 200, 200),
  },
  {
    name: 'update own profile',
    method: 'PUT',
    path: () => '/user',
    body: () => ({ name: 'Nome Novo' }),
    expect: S(401, 200, 200, 200, 200, 200),
  },
  { name: 'list own sessions', method: 'GET', path: () => '/session', expect: S(401, 200, 200, 200, 200, 200) },
  { name: 'list linked accounts', method: 'GET', path: () => '/account', expect: S(401, 200, 200, 200, 200, 200) },
  {
    name: 'start linking a provider',
    method: 'POST',
    path: () => '/account',
    body: () => ({ provider: 'github', callbackURL: '/app/profile' }),
    expect: S(401, 200, 200, 200, 200, 200),
  },
  {
    name: 'unlink a provider not linked',
    method: 'DELETE',
    path: () => '/account',
    body: () => ({ provider: 'github' }),
    expect: S(401, 404, 404, 404, 404, 404),
  },
  {
    name: 'revoke a session of organization A’s owner',
    method: 'DELETE',
    path: () => '/session/revoke',
    body: (c) => ({ token: c.a.owner.sessionId }),
    expect: S(401, 404, 404, 404, 200, 404),
  },
];

describe('role and tenant table: accounts and organizations', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    await runMatrix(route, fixture);
  });
});
