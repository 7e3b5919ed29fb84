import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalSteps } from '../../db/schema/approvals';
import { members } from '../../db/schema/organizations';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { sessions } from '../../db/schema/sessions';
import { createBudget, createCostCentre } from '../test/budgets';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, createUser, withDb, type Principal, type Tenant } from '../test/tenant';

/**
 * Budgets at checkout through the API: five members check out R$ 300 each at the same time against a
 * R$ 1.000 budget with every order approved automatically by the rules. Exactly the three that fit go
 * straight to the supplier; the other two wait for the owner (escalate) or are refused (block).
 */

/** Two more members of the tenant, signed in with it active. */
async function moreMembers(tenant: Tenant, count: number): Promise<Principal[]> {
  const people = await Promise.all(Array.from({ length: count }, () => createUser()));
  await withDb(async (db) => {
    await db
      .insert(members)
      .values(
        people.map((p) => ({ organizationId: tenant.organization.id, userId: p.user.id, role: 'member' as const })),
      );
    await db
      .update(sessions)
      .set({ activeOrganizationId: tenant.organization.id })
      .where(
        inArray(
          sessions.id,
          people.map((p) => p.sessionId),
        ),
      );
  });
  return people;
}

async function fiveCheckouts(policy: 'escalate' | 'block') {
  const [tenant, catalogue] = await Promise.all([createTenant(), createCatalogue([{ price: '300.00' }])]);
  const buyers = [tenant.member, tenant.admin, ...(await moreMembers(tenant, 3))];
  const centre = await createCostCentre(tenant);
  await createBudget(tenant, centre.id, '1000.00');
  const rules = await call('PUT', '/approval-rules', {
    as: tenant.owner,
    body: { rules: [{ minAmount: 0, maxAmount: null, approvers: [] }] },
  });
  expect(rules.status).toBe(200);
  if (policy === 'block')
    expect((await call('PUT', '/budgets/policy', { as: tenant.owner, body: { policy } })).status).toBe(200);
  for (const buyer of buyers) {
    const added = await call('POST', '/cart/item', {
      as: buyer,
      body: { productId: catalogue.products[0]!.id, quantity: 1 },
    });
    expect(added.status).toBe(201);
  }
  const responses = await Promise.all(
    buyers.map((as) =>
      call('POST', '/purchase-orders', { as, body: { description: 'Compra do mês', costCentreId: centre.id } }),
    ),
  );
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<Record<string, unknown>>));
  return { tenant, responses, bodies };
}

describe('budgets at checkout (API)', () => {
  it('escalate: three orders go straight to the supplier, two wait for the owner', async () => {
    const { tenant, responses } = await fiveCheckouts('escalate');
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const parts = await withDb((db) =>
      db
        .select({ id: supplierOrders.id, status: supplierOrders.status })
        .from(supplierOrders)
        .where(eq(supplierOrders.organizationId, tenant.organization.id)),
    );
    expect(parts).toHaveLength(5);
    const waiting = parts.filter((p) => p.status === 'AWAITING_APPROVAL');
    expect(waiting).toHaveLength(2);
    const ownerSteps = await withDb((db) =>
      db
        .select({ reason: approvalSteps.reason })
        .from(approvalSteps)
        .where(
          and(
            inArray(
              approvalSteps.supplierOrderId,
              waiting.map((p) => p.id),
            ),
            eq(approvalSteps.approver, 'owner'),
            eq(approvalSteps.status, 'pending'),
          ),
        ),
    );
    expect(ownerSteps).toHaveLength(2);
    for (const step of ownerSteps) expect(step.reason).toMatch(/^Acima do orçamento de Cozinha .*pedido R\$ 300,00$/);
  });

  it('block: three orders pass, two are refused with the reason', async () => {
    const { responses, bodies } = await fiveCheckouts('block');
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = bodies.filter((_, i) => responses[i]!.status !== 201);
    expect(refused).toHaveLength(2);
    for (const body of refused)
      expect((body as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^Acima do orçamento de Cozinha .*pedido R\$ 300,00$/),
      });
  });
});

describe('an order outside every cost centre', () => {
  it('is shown to the approver as outside the budgets; one with a centre names it', async () => {
    const [tenant, catalogue] = await Promise.all([createTenant(), createCatalogue([{ price: '30.00' }])]);
    const centre = await createCostCentre(tenant, { name: 'Cozinha' });
    const order = async (costCentreId: string | null) => {
      await call('POST', '/cart/item', {
        as: tenant.member,
        body: { productId: catalogue.products[0]!.id, quantity: 1 },
      });
      const placed = await call('POST', '/purchase-orders', {
        as: tenant.member,
        body: { description: 'Semana', costCentreId },
      });
      expect(placed.status).toBe(201);
      const { id } = (await placed.json()) as { id: string };
      return (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.admin })).json()) as {
        cost_centre: { id: string; name: string } | null;
        outside_budgets: boolean;
      };
    };
    // No budgets yet: no centre is nothing to flag.
    expect(await order(null)).toMatchObject({ cost_centre: null, outside_budgets: false });
    await createBudget(tenant, centre.id, '1000.00');
    expect(await order(null)).toMatchObject({ cost_centre: null, outside_budgets: true });
    expect(await order(centre.id)).toMatchObject({
      cost_centre: { id: centre.id, name: 'Cozinha' },
      outside_budgets: false,
    });
  });
});
