import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { batch } from '../platform/db';
import { ApiError } from '../platform/errors';
import { createCatalogue } from '../test/catalogue';
import { createBudget, createCostCentre, insertOrder } from '../test/budgets';
import { createTenant, withDb, type Tenant } from '../test/tenant';
import { runBatch, stillAsRead } from '../platform/optimistic';
import { budgetsStillHold, judgeBudgets, lockCheckoutBudgets, type CheckoutPart } from './budget-check';
import { budgetUsage, budgetUsageQuery, currentSaoPauloMonth, saoPauloMonthNow, usageFromRows } from './budget-usage';

/**
 * The budget usage and the checkout's budget decision, against real PostgreSQL: usage on a
 * hand-computed fixture, the São Paulo month boundary, parts walked in order (judgeBudgets on the
 * usage the checkout reads), and the write's re-check under the budgets' locks (budgetsStillHold).
 * Concurrent checkouts of one cost centre are tested through the API in budget-checkout.test.ts.
 */

const part = (index: number, lines: CheckoutPart['lines']): CheckoutPart => ({
  index,
  supplierName: `Fornecedor ${index + 1}`,
  lines,
});

/** What the checkout's read batch takes for the budgets: the cost centre's usage, the policy and the month. */
async function readBudgets(tenant: Tenant, costCentreId: string) {
  const organizationId = tenant.organization.id;
  const [rows, [organization]] = await withDb((db) =>
    batch(db, [
      budgetUsageQuery(db, { organizationId, month: saoPauloMonthNow, costCentreId }),
      db
        .select({ policy: organizations.budgetPolicy, month: saoPauloMonthNow })
        .from(organizations)
        .where(eq(organizations.id, organizationId)),
    ]),
  );
  return { costCentreId, usage: usageFromRows(rows), policy: organization!.policy, month: organization!.month };
}
type Read = Awaited<ReturnType<typeof readBudgets>>;

/** A checkout of one part, one line of the overall budget. */
const onePart = (amountCents: number) => [part(0, [{ categoryId: null, amountCents }])];

/**
 * The checkout's write as orders/place/place-write.ts sends it, cut down to the budget: lock the cost centre's
 * budgets, guard the decision taken on `read` (in `month`), then write the order (one line, overall
 * budget) in the same batch.
 */
async function writeOrder(
  tenant: Tenant,
  read: Read,
  fitting: Map<string, number>,
  amount: string,
  month = read.month,
) {
  const organizationId = tenant.organization.id;
  const { costCentreId, policy } = read;
  const budgetIds = read.usage.map((b) => b.budgetId);
  const orderId = crypto.randomUUID();
  await withDb((db) =>
    runBatch(db, [
      lockCheckoutBudgets(db, organizationId, costCentreId),
      stillAsRead(db, budgetsStillHold({ organizationId, costCentreId, budgetIds, policy, month, fitting })),
      db.insert(purchaseOrders).values({
        id: orderId,
        description: 'Pedido',
        organizationId,
        clientId: tenant.member.user.id,
        costCentreId,
        totalAmount: amount,
      }),
      db.insert(purchaseOrderItems).values({
        purchaseOrderId: orderId,
        productName: 'Produto',
        productUnit: 'kg',
        supplierName: 'Fornecedor',
        quantity: 1,
        unitPrice: amount,
        totalPrice: amount,
      }),
    ]),
  );
}

const reservedOf = async (tenant: Tenant) =>
  (
    await withDb((db) => budgetUsage(db, { organizationId: tenant.organization.id, month: currentSaoPauloMonth() }))
  ).map((u) => u.reservedCents);

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

describe('the checkout’s budget decision', () => {
  it('is empty without budgets, and the write’s re-check holds', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    const read = await readBudgets(tenant, centre.id);
    expect(read.usage).toEqual([]);
    // Even under "block": nothing to exceed.
    const judged = judgeBudgets(read.usage, onePart(99_999_999), 'block', read.month);
    expect(judged.over.size).toBe(0);
    expect(judged.fitting.size).toBe(0);
    await writeOrder(tenant, read, judged.fitting, '999999.99');
  });

  it('walks the parts in order, counting those that fit, per overall and category budget', async () => {
    const [tenant, catalogue] = await Promise.all([createTenant(), createCatalogue([])]);
    const cat = catalogue.category.id;
    const centre = await createCostCentre(tenant, { name: `Cozinha ${crypto.randomUUID().slice(0, 6)}` });
    const overallId = await createBudget(tenant, centre.id, '1000.00');
    const categoryId = await createBudget(tenant, centre.id, '200.00', cat);
    // Already used this month: 100,00 waiting for approval.
    await withDb((db) =>
      insertOrder(db, {
        organizationId: tenant.organization.id,
        clientId: tenant.member.user.id,
        costCentreId: centre.id,
        lines: [{ categoryId: null, quantity: 1, unitPrice: '100.00' }],
      }),
    );
    const read = await readBudgets(tenant, centre.id);
    const parts = [
      part(0, [{ categoryId: null, amountCents: 50000 }]), // 100 + 500 = 600 ≤ 1000: fits
      part(1, [{ categoryId: null, amountCents: 50000 }]), // 600 + 500 > 1000: over (300,00 left)
      part(2, [
        { categoryId: null, amountCents: 10000 },
        { categoryId: cat, amountCents: 15000 },
      ]), // 600 + 250 ≤ 1000 and 150 ≤ 200: fits
      part(3, [{ categoryId: cat, amountCents: 10000 }]), // 850 + 100 ≤ 1000 but 150 + 100 > 200: over
    ];
    const { over, fitting } = judgeBudgets(read.usage, parts, 'escalate', read.month);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect([...over.keys()]).toEqual([1, 3]);
    expect(over.get(1)).toBe(
      `Acima do orçamento de ${centre.name} (mês de ${month}): disponível R$ 400,00, pedido R$ 500,00`,
    );
    expect(over.get(3)).toBe(
      `Acima do orçamento de ${centre.name} · ${catalogue.category.name} (mês de ${month}): disponível R$ 50,00, pedido R$ 100,00`,
    );
    // What the write re-checks: only the parts that fit.
    expect(Object.fromEntries(fitting)).toEqual({ [overallId]: 75000, [categoryId]: 15000 });
    // Under "block" the first part that does not fit is refused, named by its supplier.
    expect(() => judgeBudgets(read.usage, parts, 'block', read.month)).toThrowError(
      new ApiError({
        code: 'VALIDATION_ERROR',
        message: `Fornecedor 2: Acima do orçamento de ${centre.name} (mês de ${month}): disponível R$ 400,00, pedido R$ 500,00`,
      }),
    );
  });

  it('does not count the checkout’s own order twice: the re-check runs before the order is written', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await createBudget(tenant, centre.id, '1000.00');
    const read = await readBudgets(tenant, centre.id);
    const judged = judgeBudgets(read.usage, onePart(60000), 'escalate', read.month);
    expect(judged.over.size).toBe(0);
    // 0 + 600 ≤ 1000 when the guard runs; the order written after it in the same batch is not added again.
    await writeOrder(tenant, read, judged.fitting, '600.00');
    expect(await reservedOf(tenant)).toEqual([60000]);
    // The same decision, taken before that order committed, no longer holds (600 + 600 > 1000): the
    // batch is refused whole and the checkout re-runs under the locks.
    await expect(writeOrder(tenant, read, judged.fitting, '600.00')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await reservedOf(tenant)).toEqual([60000]);
  });

  it('decides in the São Paulo month: a decision of another month does not hold, and the message names its month', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant);
    await createBudget(tenant, centre.id, '100.00');
    const read = await readBudgets(tenant, centre.id);
    expect(read.month).toBe(currentSaoPauloMonth());
    // A checkout read at 23:59 on the last day and written after midnight (São Paulo).
    const previous = new Date(`${read.month}T12:00:00Z`);
    previous.setUTCMonth(previous.getUTCMonth() - 1);
    const lastMonth = currentSaoPauloMonth(previous);
    await expect(writeOrder(tenant, read, new Map(), '10.00', lastMonth)).rejects.toMatchObject({ code: 'CONFLICT' });
    await writeOrder(tenant, read, new Map(), '10.00');
    // 'YYYY-MM-01' is the month's first day whatever the time zone: 1 February is "fevereiro", not
    // the 31 January it is in São Paulo at 00:00 UTC.
    const { over } = judgeBudgets(read.usage, onePart(20000), 'escalate', '2026-02-01');
    expect(over.get(0)).toMatch(/\(mês de fevereiro\): disponível R\$ 100,00, pedido R\$ 200,00$/);
  });
});
