import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../../db/schema/organizations';
import { config } from '../../../env';
import { createDb } from '../../../lib/db';
import { ApiError } from '../../../lib/errors';
import { createCatalogue } from '../../../test/catalogue';
import { createBudget, createCostCentre, insertOrder } from '../../../test/budgets';
import { createTenant, withDb, type Tenant } from '../../../test/tenant';
import { checkBudgetsAtCheckout, type CheckoutPart } from './budget-check';
import { budgetUsage, currentSaoPauloMonth } from './budget-usage';

/**
 * The budget check at checkout and the usage it reads, against real PostgreSQL: usage on a
 * hand-computed fixture, the São Paulo month boundary, parts walked in order, and concurrent
 * checkouts of one cost centre serialized by the budget rows' locks.
 */

// Its own pool: each concurrent checkout needs a connection of its own to wait on the locks.
const pool = createDb(config(env), 8);
afterAll(() => pool.close());

const part = (index: number, lines: CheckoutPart['lines']): CheckoutPart => ({
  index,
  supplierName: `Fornecedor ${index + 1}`,
  lines,
});

/** One checkout as the purchase-order service would run it: check, then write the order, commit. */
async function checkout(tenant: Tenant, costCentreId: string, amountCents: number, categoryId: string | null = null) {
  return pool.db.transaction(async (tx) => {
    const over = await checkBudgetsAtCheckout(tx, {
      organizationId: tenant.organization.id,
      costCentreId,
      parts: [part(0, [{ categoryId, amountCents }])],
    });
    // Widens the race: without the locks, every checkout would read the usage before any wrote.
    await tx.execute(sql`select pg_sleep(0.05)`);
    await insertOrder(tx, {
      organizationId: tenant.organization.id,
      clientId: tenant.member.user.id,
      costCentreId,
      lines: [{ categoryId, quantity: 1, unitPrice: (amountCents / 100).toFixed(2) }],
    });
    return over;
  });
}

const setPolicy = (tenant: Tenant, policy: 'escalate' | 'block') =>
  withDb((db) =>
    db.update(organizations).set({ budgetPolicy: policy }).where(eq(organizations.id, tenant.organization.id)),
  );

describe('budget usage', () => {
  it('adds reserved, committed and spent per budget as computed by hand', async () => {
    const [tenant, catalogue, other] = await Promise.all([createTenant(), createCatalogue([]), createCatalogue([])]);
    const catA = catalogue.category.id;
    const catB = other.category.id;
    const [kitchen, bar] = await Promise.all([createCostCentre(tenant), createCostCentre(tenant)]);
    const overallId = await createBudget(tenant, kitchen.id, '1000.00');
    const categoryId = await createBudget(tenant, kitchen.id, '300.00', catA);
    const barId = await createBudget(tenant, bar.id, '50.00');
    const march = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T12:00:00-03:00`);
    const base = { organizationId: tenant.organization.id, clientId: tenant.member.user.id };
    await withDb(async (db) => {
      await insertOrder(db, {
        ...base,
        costCentreId: kitchen.id,
        createdAt: march(10),
        lines: [
          // Waiting for approval: reserved 2 × 50,00 = 100,00.
          { categoryId: catA, quantity: 2, unitPrice: '50.00' },
          // Approved, 1 of 3 received: spent 20,00, committed 40,00.
          {
            categoryId: catB,
            quantity: 3,
            unitPrice: '20.00',
            status: 'APPROVED',
            supplierStatus: 'ACCEPTED',
            acceptedQuantity: 3,
            shippedQuantity: 3,
            receivedQuantity: 1,
          },
          // Rejected by the buyer: nothing.
          { categoryId: catA, quantity: 5, unitPrice: '10.00', status: 'REJECTED' },
        ],
      });
      await insertOrder(db, {
        ...base,
        costCentreId: kitchen.id,
        createdAt: march(15),
        lines: [
          // 3 of 4 accepted, 1 cancelled by the supplier → 2 count; 2 received, 1 short → 1 in order:
          // spent 25,00, committed 25,00.
          {
            categoryId: catA,
            quantity: 4,
            unitPrice: '25.00',
            status: 'APPROVED',
            supplierStatus: 'ACCEPTED',
            acceptedQuantity: 3,
            shippedQuantity: 2,
            cancelledQuantity: 1,
            receivedQuantity: 2,
            shortQuantity: 1,
          },
          // Refused by the supplier: nothing.
          { categoryId: catB, quantity: 1, unitPrice: '99.99', status: 'APPROVED', supplierStatus: 'REFUSED' },
        ],
      });
      // Another cost centre, the next month, no cost centre: none of them in Cozinha's March.
      await insertOrder(db, {
        ...base,
        costCentreId: bar.id,
        createdAt: march(20),
        lines: [{ categoryId: catA, quantity: 1, unitPrice: '12.34' }],
      });
      await insertOrder(db, {
        ...base,
        costCentreId: kitchen.id,
        createdAt: new Date('2026-04-01T00:00:00-03:00'),
        lines: [{ categoryId: catA, quantity: 1, unitPrice: '500.00' }],
      });
      await insertOrder(db, {
        ...base,
        costCentreId: null,
        createdAt: march(21),
        lines: [{ categoryId: catA, quantity: 1, unitPrice: '77.00' }],
      });
    });
    const usage = await withDb((db) =>
      budgetUsage(db, { organizationId: tenant.organization.id, month: '2026-03-01' }),
    );
    const byId = new Map(usage.map((u) => [u.budgetId, u]));
    expect(usage).toHaveLength(3);
    expect(byId.get(overallId)).toMatchObject({
      amountCents: 100000,
      reservedCents: 10000,
      committedCents: 4000 + 2500,
      spentCents: 2000 + 2500,
      remainingCents: 100000 - 10000 - 6500 - 4500,
    });
    expect(byId.get(categoryId)).toMatchObject({
      categoryId: catA,
      amountCents: 30000,
      reservedCents: 10000,
      committedCents: 2500,
      spentCents: 2500,
      remainingCents: 15000,
    });
    expect(byId.get(barId)).toMatchObject({ reservedCents: 1234, remainingCents: 5000 - 1234 });
    const april = await withDb((db) =>
      budgetUsage(db, { organizationId: tenant.organization.id, month: '2026-04-01', costCentreId: kitchen.id }),
    );
    expect(april.map((u) => u.reservedCents)).toEqual([50000, 50000]);
  });

  it('counts an order in its São Paulo month: 23:59 on the 31st in January, 00:00 on the 1st in February', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await createBudget(tenant, centre.id, '1000.00');
    await withDb(async (db) => {
      const base = { organizationId: tenant.organization.id, clientId: tenant.member.user.id, costCentreId: centre.id };
      // 02:59 UTC on 1 February is still January in São Paulo.
      await insertOrder(db, {
        ...base,
        createdAt: new Date('2026-01-31T23:59:00-03:00'),
        lines: [{ categoryId: null, quantity: 1, unitPrice: '100.00' }],
      });
      await insertOrder(db, {
        ...base,
        createdAt: new Date('2026-02-01T00:00:00-03:00'),
        lines: [{ categoryId: null, quantity: 1, unitPrice: '200.00' }],
      });
    });
    const reserved = async (month: string) =>
      (await withDb((db) => budgetUsage(db, { organizationId: tenant.organization.id, month })))[0]!.reservedCents;
    expect(await reserved('2026-01-01')).toBe(10000);
    expect(await reserved('2026-02-01')).toBe(20000);
    expect(await reserved('2025-12-01')).toBe(0);
    expect(currentSaoPauloMonth(new Date('2026-02-01T02:59:00Z'))).toBe('2026-01-01');
    expect(currentSaoPauloMonth(new Date('2026-02-01T03:00:00Z'))).toBe('2026-02-01');
  });
});

describe('checkBudgetsAtCheckout', () => {
  it('is empty without a cost centre or without budgets', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    const parts = [part(0, [{ categoryId: null, amountCents: 99_999_999 }])];
    const run = (costCentreId: string | null) =>
      pool.db.transaction((tx) =>
        checkBudgetsAtCheckout(tx, { organizationId: tenant.organization.id, costCentreId, parts }),
      );
    expect((await run(null)).size).toBe(0);
    expect((await run(centre.id)).size).toBe(0);
  });

  it('walks the parts in order, counting those that fit, per overall and category budget', async () => {
    const [tenant, catalogue] = await Promise.all([createTenant(), createCatalogue([])]);
    const cat = catalogue.category.id;
    const centre = await createCostCentre(tenant, { name: `Cozinha ${crypto.randomUUID().slice(0, 6)}` });
    await createBudget(tenant, centre.id, '1000.00');
    await createBudget(tenant, centre.id, '200.00', cat);
    // Already used this month: 100,00 waiting for approval.
    await withDb((db) =>
      insertOrder(db, {
        organizationId: tenant.organization.id,
        clientId: tenant.member.user.id,
        costCentreId: centre.id,
        lines: [{ categoryId: null, quantity: 1, unitPrice: '100.00' }],
      }),
    );
    const over = await pool.db.transaction((tx) =>
      checkBudgetsAtCheckout(tx, {
        organizationId: tenant.organization.id,
        costCentreId: centre.id,
        parts: [
          part(0, [{ categoryId: null, amountCents: 50000 }]), // 100 + 500 = 600 ≤ 1000: fits
          part(1, [{ categoryId: null, amountCents: 50000 }]), // 600 + 500 > 1000: over (300,00 left)
          part(2, [
            { categoryId: null, amountCents: 10000 },
            { categoryId: cat, amountCents: 15000 },
          ]), // 600 + 250 ≤ 1000 and 150 ≤ 200: fits
          part(3, [{ categoryId: cat, amountCents: 10000 }]), // 850 + 100 ≤ 1000 but 150 + 100 > 200: over
        ],
      }),
    );
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect([...over.keys()]).toEqual([1, 3]);
    expect(over.get(1)).toBe(
      `Acima do orçamento de ${centre.name} (mês de ${month}): disponível R$ 400,00, pedido R$ 500,00`,
    );
    expect(over.get(3)).toBe(
      `Acima do orçamento de ${centre.name} · ${catalogue.category.name} (mês de ${month}): disponível R$ 50,00, pedido R$ 100,00`,
    );
  });

  it('does not count the checkout’s own order twice when it was written before the check', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await createBudget(tenant, centre.id, '1000.00');
    // Inside a savepoint, as the checkout runs (its rows carry the subtransaction's xid).
    const over = await pool.db.transaction(async (outer) =>
      outer.transaction(async (tx) => {
        await insertOrder(tx, {
          organizationId: tenant.organization.id,
          clientId: tenant.member.user.id,
          costCentreId: centre.id,
          lines: [{ categoryId: null, quantity: 1, unitPrice: '600.00' }],
        });
        return checkBudgetsAtCheckout(tx, {
          organizationId: tenant.organization.id,
          costCentreId: centre.id,
          parts: [part(0, [{ categoryId: null, amountCents: 60000 }])],
        });
      }),
    );
    expect(over.size).toBe(0);
  });

  it('five concurrent R$ 300 checkouts against R$ 1.000: exactly three fit, two go up (escalate)', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await createBudget(tenant, centre.id, '1000.00');
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(tenant, centre.id, 30000)));
    expect(results.filter((over) => over.size === 0)).toHaveLength(3);
    const escalated = results.filter((over) => over.size === 1);
    expect(escalated).toHaveLength(2);
    // The fourth sees 900,00 used; the fifth 1.200,00, as the fourth's order (waiting for the owner)
    // holds its place too.
    expect(escalated.map((over) => over.get(0)!.replace(/^.*: /, '')).sort()).toEqual([
      'disponível R$ 0,00, pedido R$ 300,00',
      'disponível R$ 100,00, pedido R$ 300,00',
    ]);
  });

  it('five concurrent R$ 300 checkouts against R$ 1.000 under "block": three pass, two are refused', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await Promise.all([createBudget(tenant, centre.id, '1000.00'), setPolicy(tenant, 'block')]);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => checkout(tenant, centre.id, 30000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('VALIDATION_ERROR');
      expect((error as ApiError).message).toMatch(/^Acima do orçamento de .*disponível R\$ 100,00, pedido R\$ 300,00$/);
    }
    // Only the three that passed wrote their orders.
    const [usage] = await withDb((db) =>
      budgetUsage(db, { organizationId: tenant.organization.id, month: currentSaoPauloMonth() }),
    );
    expect(usage!.reservedCents).toBe(90000);
  });
});
