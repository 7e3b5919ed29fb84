import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, submissions } from '../../db/schema/crm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { insertOrder } from '../test/budgets';
import { createCatalogue } from '../test/catalogue';
import { generateApiKey } from '../identity/api-keys';
import { runMatrix, type RouteCase, statuses as S } from '../test/role-matrix';
import { call, createTenant, createUser, randomCnpj, uniq, withDb, type Tenant } from '../test/tenant';
import { percentChange } from '../organizations/dashboard.service';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('leads', () => {
  it('creates, lists with search and sort, reads with submissions, updates and deletes', async () => {
    const { member } = await createTenant();
    const created = await call('POST', '/lead', { as: member, body: { email: 'Ana@Exemplo.com', name: 'Ana' } });
    expect(created.status).toBe(201);
    const lead = (await created.json()) as { id: string; email: string };
    expect(lead.email).toBe('ana@exemplo.com');
    expect((await call('POST', '/lead', { as: member, body: { email: 'ana@exemplo.com' } })).status).toBe(409);
    await call('POST', '/lead', { as: member, body: { email: 'bruno@exemplo.com', name: 'Bruno' } });
    const list = (await (await call('GET', '/lead?sortBy=name&sortOrder=asc', { as: member })).json()) as {
      data: Array<{ name: string }>;
      pagination: { total: number };
    };
    expect(list.data.map((l) => l.name)).toEqual(['Ana', 'Bruno']);
    const search = (await (await call('GET', '/lead?search=brun', { as: member })).json()) as {
      data: Array<{ name: string }>;
    };
    expect(search.data.map((l) => l.name)).toEqual(['Bruno']);
    expect(
      await (await call('PUT', `/lead/${lead.id}`, { as: member, body: { phone: '(11) 99999-0000' } })).json(),
    ).toMatchObject({ phone: '(11) 99999-0000' });
    expect(await (await call('GET', `/lead/${lead.id}`, { as: member })).json()).toMatchObject({
      id: lead.id,
      submissions: [],
    });
    expect((await call('DELETE', `/lead/${lead.id}`, { as: member })).status).toBe(200);
    const gone = await call('GET', `/lead/${lead.id}`, { as: member });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ message: 'Lead not found' });
  });
});

describe('submissions', () => {
  it('finds the lead by e-mail or creates it, and "Submission not found" otherwise', async () => {
    const { admin } = await createTenant();
    const first = (await (
      await call('POST', '/submissions', {
        as: admin,
        body: { name: 'Carla', email: 'carla@x.com', phone: '1', metadata: { source: 'site', data: { msg: 'oi' } } },
      })
    ).json()) as {
      id: string;
      leadId: string;
      leadCreated: boolean;
    };
    expect(first.leadCreated).toBe(true);
    const second = (await (
      await call('POST', '/submissions', {
        as: admin,
        body: { email: 'CARLA@x.com', metadata: { source: 'whatsapp' } },
      })
    ).json()) as { leadId: string; leadCreated: boolean };
    expect(second).toMatchObject({ leadId: first.leadId, leadCreated: false });
    const byLead = (await (await call('GET', `/submissions?leadId=${first.leadId}`, { as: admin })).json()) as {
      data: unknown[];
    };
    expect(byLead.data).toHaveLength(2);
    // The lead list counts each lead's submissions (it read 0 for every lead).
    const leadList = (await (await call('GET', '/lead', { as: admin })).json()) as {
      data: Array<{ id: string; submissionCount: number }>;
    };
    expect(leadList.data.find((l) => l.id === first.leadId)).toMatchObject({ submissionCount: 2 });
    expect(
      await (
        await call('PUT', `/submissions/${first.id}`, { as: admin, body: { metadata: { source: 'telefone' } } })
      ).json(),
    ).toMatchObject({ metadata: { source: 'telefone' } });
    expect((await call('DELETE', `/submissions/${first.id}`, { as: admin })).status).toBe(200);
    expect(await errorOf(await call('GET', `/submissions/${first.id}`, { as: admin }))).toMatchObject({
      message: 'Submission not found',
    });
  });

  it('creates exactly one lead from 20 concurrent submissions of the same e-mail', async () => {
    const { member, organization } = await createTenant();
    const email = `rajada-${uniq()}@x.com`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/submissions', { as: member, body: { email, metadata: { source: `s${i}` } } }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await withDb((db) => db.select().from(leads).where(eq(leads.organizationId, organization.id)));
    expect(rows).toHaveLength(1);
    expect(await withDb((db) => db.select().from(submissions).where(eq(submissions.leadId, rows[0]!.id)))).toHaveLength(
      20,
    );
  });

  it('accepts an organization API key (a website form) and refuses a bad one', async () => {
    const { organization } = await createTenant();
    const generated = generateApiKey('ak_');
    await withDb((db) =>
      db.insert(organizationApiKeys).values({
        organizationId: organization.id,
        description: 'site',
        keyHash: generated.hash,
        keyPrefix: generated.prefix,
        keyLast4: generated.last4,
      }),
    );
    const res = await call('POST', '/submissions', {
      headers: { 'x-api-key': generated.key },
      body: { email: 'site@x.com', metadata: { source: 'site' } },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ organizationId: organization.id });
    expect(
      (await call('POST', '/submissions', { headers: { 'x-api-key': 'ak_nope' }, body: { email: 'site@x.com' } }))
        .status,
    ).toBe(401);
    expect((await call('POST', '/submissions', { body: { email: 'site@x.com' } })).status).toBe(401);
    expect((await call('GET', '/submissions', { headers: { 'x-api-key': generated.key } })).status).toBe(401);
  });
});

describe('dashboard stats and onboarding', () => {
  it('computes the percent change, 100 when the previous period was 0', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
  });

  it('compares the last 30 days with the 30 before on fixed rows', async () => {
    const { admin, organization } = await createTenant();
    const day = 24 * 3600 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await withDb(async (db) => {
      const rows = await db
        .insert(leads)
        .values([
          { organizationId: organization.id, email: 'a@x.com', createdAt: ago(1) },
          { organizationId: organization.id, email: 'b@x.com', createdAt: ago(2) },
          { organizationId: organization.id, email: 'c@x.com', createdAt: ago(3) },
          { organizationId: organization.id, email: 'd@x.com', createdAt: ago(40) },
          { organizationId: organization.id, email: 'e@x.com', createdAt: ago(70) },
        ])
        .returning({ id: leads.id });
      await db
        .insert(submissions)
        .values([{ leadId: rows[0]!.id, organizationId: organization.id, createdAt: ago(1) }]);
      // Gasto (received in order): R$ 100 five days ago, R$ 80 thirty-five days ago; a cancelled order's
      // lines count for nothing.
      const received = (unitPrice: string, status: 'APPROVED' | 'CANCELLED' = 'APPROVED') => ({
        categoryId: null,
        quantity: 1,
        unitPrice,
        status,
        supplierStatus: 'ACCEPTED' as const,
        acceptedQuantity: 1,
        shippedQuantity: 1,
        receivedQuantity: 1,
      });
      const base = { organizationId: organization.id, clientId: admin.user.id, costCentreId: null };
      await insertOrder(db, { ...base, createdAt: ago(5), lines: [received('100.00')] });
      await insertOrder(db, { ...base, createdAt: ago(5), lines: [received('50.00', 'CANCELLED')] });
      await insertOrder(db, { ...base, createdAt: ago(35), lines: [received('80.00')] });
    });
    const stats = (await (await call('GET', '/organization/stats', { as: admin })).json()) as {
      leads: unknown;
      submissions: unknown;
      purchaseOrders: unknown;
      spend: unknown;
      series: Array<{ date: string; leads: number }>;
    };
    expect(stats.leads).toEqual({ current: 3, previous: 1, change: 200 });
    expect(stats.submissions).toEqual({ current: 1, previous: 0, change: 100 });
    expect(stats.purchaseOrders).toEqual({ current: 2, previous: 1, change: 100 });
    expect(stats.spend).toEqual({ current: 100, previous: 80, change: 25 });
    expect(stats.series).toHaveLength(30);
    expect(stats.series.reduce((n, d) => n + d.leads, 0)).toBe(3);
  });

  it('leads to a first order: the address, the team and the order first; the logo and integrations later', async () => {
    const tenant = await createTenant({ address: false });
    expect(await (await call('GET', '/organization/onboarding', { as: tenant.member })).json()).toEqual({
      steps: {
        deliveryAddress: false,
        inviteMembers: true,
        firstOrder: false,
        createBrand: false,
        configureIntegrations: false,
        upgradePlan: false,
      },
      completed: 1,
      total: 3,
    });
    const { city } = await createCatalogue([]);
    const address = await call('POST', '/delivery-addresses', {
      as: tenant.admin,
      body: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', cityId: city.id },
    });
    expect(address.status).toBe(201);
    expect(await (await call('GET', '/organization/onboarding', { as: tenant.member })).json()).toMatchObject({
      steps: { deliveryAddress: true, firstOrder: false },
      completed: 2,
      total: 3,
    });
    await call('PUT', '/organization', { as: tenant.owner, body: { logo: 'https://img.test/logo.png' } });
    expect(
      (
        (await (await call('GET', '/organization/onboarding', { as: tenant.member })).json()) as {
          steps: { createBrand: boolean };
        }
      ).steps.createBrand,
    ).toBe(true);
  });

  it('adds 10 demo leads over the last 7 days with 0–3 submissions each when asked', async () => {
    const user = await createUser();
    const org = (await (
      await call('POST', '/organization', { as: user, body: { name: 'Demo', cnpj: randomCnpj(), withDemoData: true } })
    ).json()) as { id: string; metadata: { has_demo_data: boolean } };
    expect(org.metadata.has_demo_data).toBe(true);
    const [summary] = await withDb((db) =>
      db
        .select({
          leads: sql<number>`count(distinct ${leads.id})::int`,
          oldest: sql<string>`min(${leads.createdAt})::text`,
          maxPerLead: sql<number>`coalesce(max((select count(*) from ${submissions} where ${submissions.leadId} = ${leads.id})), 0)::int`,
        })
        .from(leads)
        .where(eq(leads.organizationId, org.id)),
    );
    expect(summary!.leads).toBe(10);
    expect(Date.now() - new Date(summary!.oldest).getTime()).toBeLessThan(7 * 24 * 3600 * 1000);
    expect(summary!.maxPerLead).toBeLessThanOrEqual(3);
  });
});

interface Fixture extends Record<string, string> {
  leadId: string;
  submissionId: string;
}
async function fixture(a: Tenant): Promise<Fixture> {
  const res = (await (
    await call('POST', '/submissions', {
      as: a.member,
      body: { email: `f-${uniq()}@x.com`, metadata: { source: 'site' } },
    })
  ).json()) as { id: string; leadId: string };
  return { leadId: res.leadId, submissionId: res.id };
}
const ROUTES: Array<RouteCase<Fixture> & { name: string }> = [
  { name: 'list leads', method: 'GET', path: () => '/lead', expect: S(401, 403, 200, 200, 200, 200) },
  {
    name: 'read a lead',
    method: 'GET',
    path: (c) => `/lead/${c.fixture.leadId}`,
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'update a lead',
    method: 'PUT',
    path: (c) => `/lead/${c.fixture.leadId}`,
    body: () => ({ name: 'X' }),
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'delete a lead',
    method: 'DELETE',
    path: (c) => `/lead/${c.fixture.leadId}`,
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'create a lead',
    method: 'POST',
    path: () => '/lead',
    body: () => ({ email: `n-${uniq()}@x.com` }),
    expect: S(401, 403, 201, 201, 201, 201),
  },
  { name: 'list submissions', method: 'GET', path: () => '/submissions', expect: S(401, 403, 200, 200, 200, 200) },
  {
    name: 'read a submission',
    method: 'GET',
    path: (c) => `/submissions/${c.fixture.submissionId}`,
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'update a submission',
    method: 'PUT',
    path: (c) => `/submissions/${c.fixture.submissionId}`,
    body: () => ({ metadata: { source: 'x' } }),
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'delete a submission',
    method: 'DELETE',
    path: (c) => `/submissions/${c.fixture.submissionId}`,
    expect: S(401, 403, 200, 200, 200, 404),
  },
  {
    name: 'dashboard stats',
    method: 'GET',
    path: () => '/organization/stats',
    expect: S(401, 403, 200, 200, 200, 200),
  },
  {
    name: 'onboarding',
    method: 'GET',
    path: () => '/organization/onboarding',
    expect: S(401, 403, 200, 200, 200, 200),
  },
];

describe('role and tenant table: leads, submissions, dashboard', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    await runMatrix(route, fixture);
  });
});
