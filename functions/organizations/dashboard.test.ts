import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/crm';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { insertOrder } from '../test/budgets';
import { call, createTenant, withDb } from '../test/tenant';

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
