import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/crm';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { insertOrder } from '../test/budgets';
import { acknowledgedOrder, invoice } from '../test/fulfilment';
import { call, createTenant, withDb, type Principal } from '../test/tenant';

type Metric = { current: number; previous: number; change: number };
type Stats = {
  spend: Metric;
  committed: Metric;
  purchaseOrders: Metric;
  series: Array<{ date: string; leads: number; orders: number; spend: number; committed: number }>;
};

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

describe('the dashboard counts in São Paulo days and in the glossary’s amounts', () => {
  it('puts an order and a lead made at 22h São Paulo time on that day, not on the next (UTC) one', async () => {
    const { admin, organization } = await createTenant();
    const day = addDays(todayInSaoPaulo(), -2);
    await withDb(async (db) => {
      await insertOrder(db, {
        organizationId: organization.id,
        clientId: admin.user.id,
        costCentreId: null,
        createdAt: sp(day, '22:00'),
        lines: [{ categoryId: null, quantity: 2, unitPrice: '10.00' }],
      });
      await db
        .insert(leads)
        .values({ organizationId: organization.id, email: 'noite@x.com', createdAt: sp(day, '22:30') });
    });
    const stats = (await (await call('GET', '/organization/stats', { as: admin })).json()) as Stats;
    expect(stats.series).toHaveLength(30);
    expect(stats.series.at(-1)!.date).toBe(todayInSaoPaulo());
    const on = (date: string) => stats.series.find((d) => d.date === date);
    expect(on(day)).toMatchObject({ orders: 1, leads: 1 });
    expect(on(addDays(day, 1))).toMatchObject({ orders: 0, leads: 0 });
  });

  it('says gasto and comprometido for the same figures spend analytics gives them', async () => {
    const { admin, organization } = await createTenant();
    const today = todayInSaoPaulo();
    await withDb(async (db) => {
      const base = { organizationId: organization.id, clientId: admin.user.id, costCentreId: null };
      // Approved and accepted: 6 of 10 received in order (gasto R$ 30), 4 still to come (comprometido R$ 20).
      await insertOrder(db, {
        ...base,
        createdAt: sp(today, '00:30'),
        lines: [
          {
            categoryId: null,
            quantity: 10,
            unitPrice: '5.00',
            status: 'APPROVED',
            supplierStatus: 'ACCEPTED',
            acceptedQuantity: 10,
            shippedQuantity: 6,
            receivedQuantity: 6,
          },
          // Refused by its supplier: worth nothing to either figure, though the order's total counts it.
          {
            categoryId: null,
            quantity: 3,
            unitPrice: '7.00',
            status: 'APPROVED',
            supplierStatus: 'REFUSED',
          },
        ],
      });
      // Waiting for approval: reservado, neither gasto nor comprometido.
      await insertOrder(db, {
        ...base,
        createdAt: sp(today, '00:40'),
        lines: [{ categoryId: null, quantity: 1, unitPrice: '99.00' }],
      });
    });
    const stats = (await (await call('GET', '/organization/stats', { as: admin })).json()) as Stats;
    const month = today.slice(0, 7);
    const spend = (await (await call('GET', `/spend/months?from=${month}&to=${month}`, { as: admin })).json()) as {
      totals: { spent: number; committed: number; reserved: number };
    };
    expect(spend.totals).toMatchObject({ spent: 30, committed: 20, reserved: 99 });
    expect(stats.spend).toEqual({ current: spend.totals.spent, previous: 0, change: 100 });
    expect(stats.committed).toEqual({ current: spend.totals.committed, previous: 0, change: 100 });
    expect(stats.purchaseOrders.current).toBe(2);
    expect(stats.series.at(-1)).toMatchObject({ date: today, orders: 2, spend: 30, committed: 20 });
  });
});

type Overview = {
  orders: { inProgress: number; awaitingSupplier: number };
  approvals: { awaitingApproval: number };
  deliveries: { onTheWay: number; toCheck: number; toShip: number; nextExpectedOn: string | null };
};
const overviewOf = async (as: Principal) => {
  const res = await call('GET', '/organization/overview', { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Overview;
};

// #52: the dashboard leads with procurement — what is under way, waits for approval, is on its way.
describe('the dashboard’s overview of orders, approvals and deliveries', () => {
  it('counts what is under way for the caller’s organization, and nothing of another one', async () => {
    const o = await acknowledgedOrder();
    const today = todayInSaoPaulo();
    // A second order by the member, waiting for a manager's approval.
    await call('POST', '/cart/item', {
      as: o.tenant.member,
      body: { productId: o.catalogue.products[0]!.id, quantity: 5 },
    });
    expect(
      (await call('POST', '/purchase-orders', { as: o.tenant.member, body: { description: 'Extra' } })).status,
    ).toBe(201);
    // Confirmed and not shipped yet: to ship by the promised date (in two days).
    expect(await overviewOf(o.tenant.member)).toEqual({
      orders: { inProgress: 1, awaitingSupplier: 0 },
      approvals: { awaitingApproval: 1 },
      deliveries: { onTheWay: 0, toCheck: 0, toShip: 1, nextExpectedOn: addDays(today, 2) },
    });

    // The rice on the truck, expected tomorrow; the rest still to ship.
    const shipped = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
      headers: { 'x-api-key': o.key.key },
      body: { lines: [{ itemId: o.lines[0]!.id, quantity: 10 }], ...invoice(o.catalogue.supplier.cnpj, 5201, 100) },
    });
    expect(shipped.status).toBe(201);
    expect((await overviewOf(o.tenant.owner)).deliveries).toEqual({
      onTheWay: 1,
      toCheck: 0,
      toShip: 1,
      nextExpectedOn: addDays(today, 1),
    });

    const other = await createTenant();
    expect(await overviewOf(other.owner)).toEqual({
      orders: { inProgress: 0, awaitingSupplier: 0 },
      approvals: { awaitingApproval: 0 },
      deliveries: { onTheWay: 0, toCheck: 0, toShip: 0, nextExpectedOn: null },
    });
  });
});
