import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { members } from '../../db/schema/organizations';
import { createBudget, createCostCentre, insertOrder } from '../test/budgets';
import { createCatalogue } from '../test/catalogue';
import { grantPro } from '../test/billing';
import { call, createTenant, createUser, uniq, withDb, type Tenant } from '../test/tenant';

/** Cost centres, budgets and the policy through the API: who may do what, audit entries, tenancy. */

const json = async <T>(res: Response) => (await res.json()) as T;
const auditOf = (tenant: Tenant, action: string) =>
  withDb((db) =>
    db
      .select({ targetLabel: auditLog.targetLabel, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, tenant.organization.id), eq(auditLog.action, action)))
      .orderBy(auditLog.seq),
  );
const memberIdOf = async (tenant: Tenant, userId: string) =>
  (
    await withDb((db) =>
      db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.organizationId, tenant.organization.id), eq(members.userId, userId))),
    )
  )[0]!.id;

describe('cost centres', () => {
  it('the owner creates, renames and deletes; names are unique; each change is audited', async () => {
    const a = await createTenant();
    const created = await call('POST', '/cost-centres', { as: a.owner, body: { name: 'Cozinha', code: 'CC-01' } });
    expect(created.status).toBe(201);
    const centre = await json<{ id: string; name: string; code: string }>(created);
    expect(centre).toMatchObject({ name: 'Cozinha', code: 'CC-01' });
    const again = await call('POST', '/cost-centres', { as: a.owner, body: { name: ' cozinha ' } });
    expect(again.status).toBe(409);
    const renamed = await call('PUT', `/cost-centres/${centre.id}`, { as: a.owner, body: { name: 'Cozinha central' } });
    expect(await json(renamed)).toMatchObject({ name: 'Cozinha central', code: 'CC-01' });
    expect((await call('DELETE', `/cost-centres/${centre.id}`, { as: a.owner })).status).toBe(200);
    expect((await call('GET', '/cost-centres', { as: a.member }).then(json<{ data: unknown[] }>)).data).toEqual([]);
    const entries = await auditOf(a, 'cost_centre.changed');
    expect(entries.map((e) => e.changes)).toEqual([
      {
        name: { before: null, after: 'Cozinha' },
        code: { before: null, after: 'CC-01' },
        isDefault: { before: null, after: true },
      },
      { name: { before: 'Cozinha', after: 'Cozinha central' } },
      {
        name: { before: 'Cozinha central', after: null },
        code: { before: 'CC-01', after: null },
        budgets: { before: 0, after: 0 },
      },
    ]);
  });

  it('the first centre is the default: every member gets it, and so does whoever joins later', async () => {
    const a = await createTenant();
    await grantPro(a.organization.id);
    const defaults = async () =>
      Object.fromEntries(
        (
          await json<{ data: { email: string; costCentreId: string | null }[] }>(
            await call('GET', '/cost-centres/members', { as: a.owner }),
          )
        ).data.map((m) => [m.email, m.costCentreId]),
      );
    const kitchen = await json<{ id: string; isDefault: boolean }>(
      await call('POST', '/cost-centres', { as: a.owner, body: { name: 'Cozinha' } }),
    );
    expect(kitchen.isDefault).toBe(true);
    expect(Object.values(await defaults())).toEqual([kitchen.id, kitchen.id, kitchen.id]);
    const bar = await json<{ id: string; isDefault: boolean }>(
      await call('POST', '/cost-centres', { as: a.owner, body: { name: 'Bar' } }),
    );
    expect(bar.isDefault).toBe(false);

    // The owner moves the default to Bar: the people already placed keep theirs; the next to join gets Bar.
    const moved = await call('PUT', `/cost-centres/${bar.id}`, { as: a.owner, body: { isDefault: true } });
    expect(await json(moved)).toMatchObject({ id: bar.id, isDefault: true });
    expect((await call('PUT', `/cost-centres/${bar.id}`, { as: a.admin, body: { isDefault: true } })).status).toBe(403);
    const listed = await json<{ data: { id: string; isDefault: boolean }[] }>(
      await call('GET', '/cost-centres', { as: a.member }),
    );
    expect(listed.data.filter((c) => c.isDefault).map((c) => c.id)).toEqual([bar.id]);
    const email = `chef-${uniq()}@teste.abastece.dev`;
    const invitation = await json<{ id: string }>(
      await call('POST', '/invitation', { as: a.owner, body: { email, role: 'member' } }),
    );
    const chef = await createUser({ email });
    expect((await call('POST', `/invitation/${invitation.id}/accept`, { as: chef })).status).toBe(200);
    const after = await defaults();
    expect(after[email]).toBe(bar.id);
    expect(after[a.member.user.email]).toBe(kitchen.id);

    // Deleting the default hands it to the oldest centre left, and to whoever had the deleted one.
    expect((await call('DELETE', `/cost-centres/${bar.id}`, { as: a.owner })).status).toBe(200);
    expect((await defaults())[email]).toBe(kitchen.id);
    expect(
      (await json<{ data: { id: string; isDefault: boolean }[] }>(await call('GET', '/cost-centres', { as: a.owner })))
        .data,
    ).toMatchObject([{ id: kitchen.id, isDefault: true }]);
  });

  it('refuses to delete a cost centre orders were placed in (409)', async () => {
    const a = await createTenant();
    const centre = await createCostCentre(a);
    await withDb((db) =>
      insertOrder(db, {
        organizationId: a.organization.id,
        clientId: a.member.user.id,
        costCentreId: centre.id,
        lines: [{ categoryId: null, quantity: 1, unitPrice: '10.00' }],
      }),
    );
    const res = await call('DELETE', `/cost-centres/${centre.id}`, { as: a.owner });
    expect(res.status).toBe(409);
    expect((await json<{ error: { message: string } }>(res)).error.message).toContain('1 pedido');
  });

  it('members and admins read; only the owner writes, refused before the body is read', async () => {
    const a = await createTenant();
    const centre = await createCostCentre(a);
    for (const who of [a.member, a.admin]) {
      expect((await call('GET', '/cost-centres', { as: who })).status).toBe(200);
      for (const [method, path] of [
        ['POST', '/cost-centres'],
        ['PUT', `/cost-centres/${centre.id}`],
        ['DELETE', `/cost-centres/${centre.id}`],
        ['POST', '/budgets'],
        ['PUT', '/budgets/policy'],
      ] as const) {
        const res = await call(method, path, {
          as: who,
          rawBody: '{"malformed":',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    const res = await call('PUT', `/cost-centres/members/${crypto.randomUUID()}`, {
      as: a.member,
      rawBody: '{"malformed":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it('owner or admin sets a member’s default, which the member sees; another tenant’s are 404', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const [centre, theirs] = await Promise.all([createCostCentre(a), createCostCentre(b)]);
    const memberId = await memberIdOf(a, a.member.user.id);
    const set = await call('PUT', `/cost-centres/members/${memberId}`, {
      as: a.admin,
      body: { costCentreId: centre.id },
    });
    expect(await json(set)).toEqual({ memberId, costCentreId: centre.id });
    const mine = await json<{ defaultCostCentreId: string; data: { id: string; memberCount: number }[] }>(
      await call('GET', '/cost-centres', { as: a.member }),
    );
    expect(mine.defaultCostCentreId).toBe(centre.id);
    expect(mine.data[0]).toMatchObject({ id: centre.id, memberCount: 1 });
    const list = await json<{ data: { memberId: string; costCentreId: string | null }[] }>(
      await call('GET', '/cost-centres/members', { as: a.member }),
    );
    expect(list.data.find((m) => m.memberId === memberId)?.costCentreId).toBe(centre.id);
    // Another organization's centre, member or object: exactly like a missing one.
    expect(
      (await call('PUT', `/cost-centres/members/${memberId}`, { as: a.owner, body: { costCentreId: theirs.id } }))
        .status,
    ).toBe(404);
    expect(
      (await call('PUT', `/cost-centres/members/${memberId}`, { as: b.owner, body: { costCentreId: null } })).status,
    ).toBe(404);
    expect((await call('PUT', `/cost-centres/${centre.id}`, { as: b.owner, body: { name: 'X' } })).status).toBe(404);
    expect((await call('DELETE', `/cost-centres/${centre.id}`, { as: b.owner })).status).toBe(404);
    const cleared = await call('PUT', `/cost-centres/members/${memberId}`, {
      as: a.owner,
      body: { costCentreId: null },
    });
    expect(await json(cleared)).toEqual({ memberId, costCentreId: null });
    expect((await auditOf(a, 'cost_centre.changed')).map((e) => e.changes)).toEqual([
      { defaultCostCentre: { before: null, after: centre.name } },
      { defaultCostCentre: { before: centre.name, after: null } },
    ]);
  });
});

describe('budgets', () => {
  it('the owner creates, changes and deletes budgets (audited); one per centre and category', async () => {
    const [a, catalogue] = await Promise.all([createTenant(), createCatalogue([])]);
    const centre = await createCostCentre(a);
    const created = await call('POST', '/budgets', {
      as: a.owner,
      body: { costCentreId: centre.id, amount: 20000 },
    });
    expect(created.status).toBe(201);
    const overall = await json<{ id: string; amount: number; remaining: number; month: string }>(created);
    expect(overall).toMatchObject({ amount: 20000, remaining: 20000, categoryId: null, costCentreName: centre.name });
    expect(overall.month).toMatch(/^\d{4}-\d{2}-01$/);
    const category = await call('POST', '/budgets', {
      as: a.owner,
      body: { costCentreId: centre.id, categoryId: catalogue.category.id, amount: 1500.5 },
    });
    expect(category.status).toBe(201);
    const duplicate = await call('POST', '/budgets', { as: a.owner, body: { costCentreId: centre.id, amount: 1 } });
    expect(duplicate.status).toBe(409);
    for (const amount of [0, -10, 10.001])
      expect(
        (await call('POST', '/budgets', { as: a.owner, body: { costCentreId: centre.id, amount } })).status,
        String(amount),
      ).toBe(400);
    const changed = await call('PUT', `/budgets/${overall.id}`, { as: a.owner, body: { amount: 25000 } });
    expect(await json(changed)).toMatchObject({ amount: 25000 });
    const list = await json<{ policy: string; data: { id: string; amount: number }[] }>(
      await call('GET', '/budgets', { as: a.member }),
    );
    expect(list.policy).toBe('escalate');
    expect(list.data.map((b) => b.amount)).toEqual([25000, 1500.5]);
    // The centre's list counts its budgets (it read 0 for every centre).
    const centres = await json<{ data: { id: string; budgetCount: number }[] }>(
      await call('GET', '/cost-centres', { as: a.member }),
    );
    expect(centres.data.find((c) => c.id === centre.id)).toMatchObject({ budgetCount: 2 });
    expect((await call('DELETE', `/budgets/${overall.id}`, { as: a.owner })).status).toBe(200);
    expect(
      (
        await json<{ data: { id: string; budgetCount: number }[] }>(
          await call('GET', '/cost-centres', { as: a.member }),
        )
      ).data.find((c) => c.id === centre.id),
    ).toMatchObject({ budgetCount: 1 });
    expect((await auditOf(a, 'budget.changed')).map((e) => e.changes)).toEqual([
      { monthlyAmount: { before: null, after: 20000 } },
      { monthlyAmount: { before: null, after: 1500.5 } },
      { monthlyAmount: { before: 20000, after: 25000 } },
      { monthlyAmount: { before: 25000, after: null } },
    ]);
  });

  it('another tenant’s budget or cost centre is 404', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const centre = await createCostCentre(a);
    const budgetId = await createBudget(a, centre.id, '100.00');
    expect((await call('PUT', `/budgets/${budgetId}`, { as: b.owner, body: { amount: 1 } })).status).toBe(404);
    expect((await call('DELETE', `/budgets/${budgetId}`, { as: b.owner })).status).toBe(404);
    expect((await call('POST', '/budgets', { as: b.owner, body: { costCentreId: centre.id, amount: 1 } })).status).toBe(
      404,
    );
    expect((await call('GET', `/budgets/remaining?costCentreId=${centre.id}`, { as: b.owner })).status).toBe(404);
    const theirs = await json<{ data: unknown[] }>(await call('GET', '/budgets', { as: b.owner }));
    expect(theirs.data).toEqual([]);
  });

  it('the policy: any member reads it, the owner changes it (audited once per change)', async () => {
    const a = await createTenant();
    expect(await json(await call('GET', '/budgets/policy', { as: a.member }))).toEqual({ policy: 'escalate' });
    expect(await json(await call('PUT', '/budgets/policy', { as: a.owner, body: { policy: 'block' } }))).toEqual({
      policy: 'block',
    });
    await call('PUT', '/budgets/policy', { as: a.owner, body: { policy: 'block' } });
    expect((await call('PUT', '/budgets/policy', { as: a.owner, body: { policy: 'nada' } })).status).toBe(400);
    expect(await json(await call('GET', '/budgets/policy', { as: a.admin }))).toEqual({ policy: 'block' });
    expect((await auditOf(a, 'budget_policy.changed')).map((e) => e.changes)).toEqual([
      { budgetPolicy: { before: 'escalate', after: 'block' } },
    ]);
  });

  it('what remains: the viewer’s default centre, its budgets, and what the cart would take', async () => {
    const [a, catalogue] = await Promise.all([
      createTenant(),
      createCatalogue([{ price: '40.00' }, { price: '5.00' }]),
    ]);
    const none = await json<{ costCentre: null; budgets: unknown[] }>(
      await call('GET', '/budgets/remaining', { as: a.member }),
    );
    expect(none).toMatchObject({ costCentre: null, budgets: [] });
    const centre = await createCostCentre(a, { defaultFor: ['member'] });
    await createBudget(a, centre.id, '1000.00');
    await createBudget(a, centre.id, '100.00', catalogue.category.id);
    await withDb((db) =>
      insertOrder(db, {
        organizationId: a.organization.id,
        clientId: a.admin.user.id,
        costCentreId: centre.id,
        lines: [{ categoryId: catalogue.category.id, quantity: 1, unitPrice: '30.00' }],
      }),
    );
    await call('POST', '/cart/item', { as: a.member, body: { productId: catalogue.products[0]!.id, quantity: 2 } });
    const remaining = await json<{
      costCentre: { id: string };
      cartAmount: number;
      budgets: {
        categoryId: string | null;
        reserved: number;
        remaining: number;
        cartAmount: number;
        overWithCart: boolean;
      }[];
    }>(await call('GET', '/budgets/remaining', { as: a.member }));
    expect(remaining.costCentre.id).toBe(centre.id);
    expect(remaining.cartAmount).toBe(80);
    expect(remaining.budgets).toMatchObject([
      { categoryId: null, reserved: 30, remaining: 970, cartAmount: 80, overWithCart: false },
      { categoryId: catalogue.category.id, reserved: 30, remaining: 70, cartAmount: 80, overWithCart: true },
    ]);
  });
});
