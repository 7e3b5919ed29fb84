import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { auditLog } from '../../db/schema/audit';
import { createBudget, createCostCentre } from '../test/budgets';
import { createCatalogue } from '../test/catalogue';
import { inboxFor } from '../test/inbox';
import { pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { call, createTenant, withDb, type Principal } from '../test/tenant';
import type { orderDetailSchema, orderWithItemsSchema } from './purchase-orders.responses';

/**
 * The buyer's two heaviest writes within the write budget of issue #55: 2 database round trips, the
 * session's check included — it rides with the route's batch that reads (decision 0066), then one batch
 * writes (orders/place/, orders/decide/). Each principal here is known to the isolate by then (the cart's
 * adds, the detail read before): warm. The counts are exact: a regression fails here.
 */

type Detail = z.output<typeof orderDetailSchema>;
type WithItems = z.output<typeof orderWithItemsSchema>;
type Order = { id: string; number: number; status: string; total_amount: number };

const add = (as: Principal, productId: string, quantity: number) =>
  call('POST', '/cart/item', { as, body: { productId, quantity } });
const detail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;
const cartOf = async (as: Principal) =>
  ((await (await call('GET', '/cart', { as })).json()) as { items: unknown[] }).items;

describe('checkout round trips', () => {
  it('two lines from one supplier: 2 round trips, the order as the cart said, the cart emptied, the managers told', async () => {
    const tenant = await createTenant();
    const a = await createCatalogue([{ price: '10.00' }, { price: '2.50' }]);
    await add(tenant.member, a.products[0]!.id, 3);
    await add(tenant.member, a.products[1]!.id, 4);
    const res = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Feira' } });
    expect(res.status).toBe(201);
    expect(roundTripsOf(res)).toBe(2);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({ status: 'PENDING', total_amount: 40 });
    const full = await detail(tenant.admin, order.id);
    expect(full.supplier_orders.map((p) => [p.number, p.status, p.total_amount])).toEqual([
      [`${order.number}-1`, 'AWAITING_APPROVAL', 40],
    ]);
    expect(full.items.map((i) => [i.quantity, i.unit_price])).toEqual(
      expect.arrayContaining([
        [3, 10],
        [4, 2.5],
      ]),
    );
    expect(await cartOf(tenant.member)).toEqual([]);
    // The outbox rows written in the batch are relayed after the response.
    await expect
      .poll(
        async () =>
          (await inboxFor(tenant.owner.user.email)).some((m) =>
            m.subject.startsWith(`Pedido nº ${order.number} aguarda aprovação`),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('two lines from two suppliers: 2 round trips, one supplier order each, numbered in sequence', async () => {
    const tenant = await createTenant();
    const [a, b] = await Promise.all([createCatalogue([{ price: '8.90' }]), createCatalogue([{ price: '49.90' }])]);
    await add(tenant.member, a.products[0]!.id, 3);
    await add(tenant.member, b.products[0]!.id, 2);
    const first = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Um' } });
    expect(first.status).toBe(201);
    expect(roundTripsOf(first)).toBe(2);
    const order = (await first.json()) as Order;
    expect(order.total_amount).toBe(126.5);
    const parts = (await detail(tenant.admin, order.id)).supplier_orders;
    expect(parts.map((p) => p.number)).toEqual([`${order.number}-1`, `${order.number}-2`]);
    expect(parts.map((p) => p.supplier_id).sort()).toEqual([a.supplier.id, b.supplier.id].sort());
    await add(tenant.member, a.products[0]!.id, 1);
    const second = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Dois' } });
    expect(((await second.json()) as Order).number).toBe(order.number + 1);
  });

  it('with an Idempotency-Key: still 2 round trips (looked up with the reads, claimed in the write batch)', async () => {
    const tenant = await createTenant();
    const a = await createCatalogue([{ price: '10.00' }, { price: '2.50' }]);
    await add(tenant.member, a.products[0]!.id, 3);
    await add(tenant.member, a.products[1]!.id, 4);
    const headers = { 'idempotency-key': `checkout-${crypto.randomUUID()}` };
    const res = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Feira' }, headers });
    expect(res.status).toBe(201);
    pinRoundTrips(res, 'POST /purchase-orders (checkout, two lines)', 2);
    const order = (await res.json()) as Order;
    const replay = await call('POST', '/purchase-orders', {
      as: tenant.member,
      body: { description: 'Feira' },
      headers,
    });
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as Order).id).toBe(order.id);
  });

  it('with approval rules, a budget and the parts approved automatically: still 2 round trips', async () => {
    const tenant = await createTenant();
    const centre = await createCostCentre(tenant, { defaultFor: ['member'] });
    await createBudget(tenant, centre.id, '1000.00');
    const rules = await call('PUT', '/approval-rules', {
      as: tenant.owner,
      body: { rules: [{ minAmount: 0, maxAmount: null, approvers: [] }] },
    });
    expect(rules.status).toBe(200);
    const [a, b] = await Promise.all([createCatalogue([{ price: '100.00' }]), createCatalogue([{ price: '50.00' }])]);
    await add(tenant.member, a.products[0]!.id, 2);
    await add(tenant.member, b.products[0]!.id, 1);
    const res = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Automático' } });
    expect(res.status).toBe(201);
    expect(roundTripsOf(res)).toBe(2);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({ status: 'APPROVED', total_amount: 250 });
    const full = await detail(tenant.admin, order.id);
    expect(full.supplier_orders.map((p) => p.status)).toEqual(['SENT', 'SENT']);
    expect(full.supplier_orders.every((p) => p.approval.steps[0]!.status === 'approved')).toBe(true);
    const entries = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, tenant.organization.id), eq(auditLog.action, 'approval.automatic'))),
    );
    expect(entries).toHaveLength(2);
    const budgets = (await (await call('GET', '/budgets', { as: tenant.owner })).json()) as {
      data: { committed: number }[];
    };
    expect(budgets.data[0]!.committed).toBe(250);
  });
});

describe('approval round trips', () => {
  async function orderWithTwoItems() {
    const tenant = await createTenant();
    const a = await createCatalogue([{ price: '10.00' }, { price: '2.50' }]);
    await add(tenant.member, a.products[0]!.id, 3);
    await add(tenant.member, a.products[1]!.id, 4);
    const order = (await (
      await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Para aprovar' } })
    ).json()) as Order;
    return { tenant, order, full: await detail(tenant.admin, order.id) };
  }

  it('approving an order’s two items: 2 round trips, the part leaves, the creator is told', async () => {
    const { tenant, order, full } = await orderWithTwoItems();
    const res = await call('PUT', `/purchase-orders/${order.id}/items`, {
      as: tenant.admin,
      body: { items: full.items.map((i) => ({ itemId: i.id, status: 'APPROVED', admin_notes: 'Ok' })) },
    });
    expect(res.status).toBe(200);
    pinRoundTrips(res, 'PUT /purchase-orders/:id/items (approve two items)', 2);
    const answer = (await res.json()) as WithItems;
    expect(answer.status).toBe('APPROVED');
    expect(answer.items.map((i) => [i.status, i.admin_notes])).toEqual([
      ['APPROVED', 'Ok'],
      ['APPROVED', 'Ok'],
    ]);
    const after = await detail(tenant.admin, order.id);
    expect(after.supplier_orders[0]).toMatchObject({ status: 'SENT', total_amount: 40 });
    expect(after.supplier_orders[0]!.approval.steps[0]).toMatchObject({
      status: 'approved',
      decided_by: { id: tenant.admin.user.id },
    });
    await expect
      .poll(async () => (await inboxFor(tenant.member.user.email)).some((m) => m.text.includes('2 de 2 itens')), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('five admins approving the same items at once: one decides, the others hear the part already left', async () => {
    const { tenant, order, full } = await orderWithTwoItems();
    const items = full.items.map((i) => ({ itemId: i.id, status: 'APPROVED' }));
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('PUT', `/purchase-orders/${order.id}/items`, { as: i % 2 ? tenant.owner : tenant.admin, body: { items } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await detail(tenant.admin, order.id);
    expect(after.supplier_orders[0]!.timeline.map((e) => e.action)).toEqual(['send']);
  });

  it('with an order status as well (rarely asked; the locked path): rejects one line, approves the rest', async () => {
    const { tenant, order, full } = await orderWithTwoItems();
    const [first, second] = full.items;
    const res = await call('PUT', `/purchase-orders/${order.id}/items`, {
      as: tenant.admin,
      body: { items: [{ itemId: first!.id, status: 'REJECTED', admin_notes: 'Caro' }], orderStatus: 'APPROVED' },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as WithItems;
    expect(answer.status).toBe('APPROVED');
    expect(Object.fromEntries(answer.items.map((i) => [i.id, [i.status, i.admin_notes]]))).toEqual({
      [first!.id]: ['REJECTED', 'Caro'],
      [second!.id]: ['APPROVED', null],
    });
    const after = await detail(tenant.admin, order.id);
    expect(after.supplier_orders[0]).toMatchObject({ status: 'SENT', total_amount: second!.total_price });
  });

  it('deciding the current approval step: 2 round trips, answered with the order as it now stands', async () => {
    const { tenant, order, full } = await orderWithTwoItems();
    const part = full.supplier_orders[0]!;
    const res = await call('POST', `/purchase-orders/${order.id}/supplier-orders/${part.id}/approval`, {
      as: tenant.admin,
      body: { decision: 'approve', note: 'Compra do evento' },
    });
    expect(res.status).toBe(200);
    expect(roundTripsOf(res)).toBe(2);
    const answer = (await res.json()) as Detail;
    expect(answer.status).toBe('APPROVED');
    expect(answer.items.every((i) => i.status === 'APPROVED')).toBe(true);
    expect(answer.supplier_orders[0]).toMatchObject({ status: 'SENT', total_amount: 40 });
    expect(answer.supplier_orders[0]!.approval.steps[0]).toMatchObject({
      status: 'approved',
      note: 'Compra do evento',
    });
    expect(answer.supplier_orders[0]!.timeline.map((e) => [e.action, e.to_status])).toEqual([['send', 'SENT']]);
  });
});
