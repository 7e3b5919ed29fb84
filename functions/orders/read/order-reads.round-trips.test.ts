import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../test/orders';
import { knownToTheIsolate, pinRoundTrips, roundTripsOf } from '../../test/round-trips';
import { call, createTenant } from '../../test/tenant';

/**
 * Database round trips of the buyer's order reads (issue #55: a read is 1, the session check included):
 * every statement of the answer in one batch, the session's check riding with it once the isolate
 * knows the token (knownToTheIsolate, decision 0066); a token's first request looks it up first (2).
 */

type Detail = {
  id: string;
  items: { supplier_id: string }[];
  supplier_orders: { supplier_id: string }[];
};

describe('order reads round trips', () => {
  it('the list: the page and its total in one round trip with the session’s check: 1', async () => {
    const tenant = await createTenant();
    await placeOrder(tenant.member, 'Primeiro');
    const second = await placeOrder(tenant.admin, 'Segundo');
    await knownToTheIsolate(tenant.member);
    const res = await call('GET', '/purchase-orders?limit=1', { as: tenant.member });
    expect(await res.json()).toMatchObject({
      data: [{ id: second.order.id }],
      pagination: { page: 1, limit: 1, total: 2, pages: 2 },
    });
    pinRoundTrips(res, 'GET /purchase-orders (order list)', 1);
    const byStatus = await call('GET', '/purchase-orders?status=COMPLETED', { as: tenant.member });
    expect(await byStatus.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    expect(roundTripsOf(byStatus)).toBe(1);
  });

  it('the detail: order, items, supplier orders, fulfilment and approval steps in one round trip: 1', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member);
    await knownToTheIsolate(tenant.admin);
    const res = await call('GET', `/purchase-orders/${order.id}`, { as: tenant.admin });
    const detail = (await res.json()) as Detail;
    expect(detail.id).toBe(order.id);
    expect(detail.items).toHaveLength(3);
    expect(detail.supplier_orders.map((p) => p.supplier_id).sort()).toEqual([a.supplier.id, b.supplier.id].sort());
    pinRoundTrips(res, 'GET /purchase-orders/:id (two lines)', 1);
    // Another organization's admin, on the token's first request: the look-up, then the read (2).
    const foreign = await call('GET', `/purchase-orders/${order.id}`, { as: (await createTenant()).admin });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: 'Purchase Order not found' } });
    expect(roundTripsOf(foreign)).toBe(2);
  });
});
