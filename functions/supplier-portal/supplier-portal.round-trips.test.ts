import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { acknowledgedOrder, invoice } from '../test/fulfilment';
import { roundTripsOf } from '../test/round-trips';
import { createSupplierPerson } from '../test/supplier-people';
import { call, withDb } from '../test/tenant';
import type { supplierOrderDetailSchema } from '../orders/supplier-orders.responses';

/**
 * Database round trips of the supplier portal's order detail (issue #55: a read is 1 including the
 * session check): marking the order read and reading it with its lines, timeline and fulfilment, one
 * batch, the session's check riding with it once the isolate knows the token (decision 0066); a token's
 * first request looks the session up first (2).
 */

type Detail = z.output<typeof supplierOrderDetailSchema>;

const readAt = async (id: string) =>
  (await withDb((db) => db.select().from(supplierOrders).where(eq(supplierOrders.id, id))))[0]!.readAt;

describe('supplier portal: order detail round trips', () => {
  it('GET /supplier-portal/orders/:id marks it read and answers it with its shipment in one batch (2 cold, 1 warm)', async () => {
    const o = await acknowledgedOrder();
    const [rice] = o.lines;
    const shipped = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
      headers: { 'x-api-key': o.key.key },
      body: { lines: [{ itemId: rice!.id, quantity: 10 }], ...invoice(o.catalogue.supplier.cnpj, 2001, 100) },
    });
    expect(shipped.status).toBe(201);
    expect(await readAt(o.supplierOrderId)).toBeNull();

    const staff = await createSupplierPerson(o.catalogue.supplier.id, 'staff');
    const res = await call('GET', `/supplier-portal/orders/${o.supplierOrderId}`, { as: staff });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Detail;
    // The answer already says what the same batch wrote.
    expect(detail).toMatchObject({ id: o.supplierOrderId, status: 'PARTIALLY_SHIPPED', read: true });
    expect(detail.lines).toHaveLength(3);
    expect(detail.timeline.map((e) => e.toStatus)).toEqual(['SENT', 'ACKNOWLEDGED', 'PARTIALLY_SHIPPED']);
    expect(detail.shipments.map((s) => [s.sequence, s.lines.map((l) => [l.itemId, l.quantity])])).toEqual([
      [1, [[rice!.id, 10]]],
    ]);
    // The token's first request: the session's look-up (1); mark read and the detail, one batch (1).
    expect(roundTripsOf(res)).toBe(2);
    const firstRead = await readAt(o.supplierOrderId);
    expect(firstRead).not.toBeNull();

    // Opened again: still read, the first opening's time kept.
    const again = await call('GET', `/supplier-portal/orders/${o.supplierOrderId}`, { as: staff });
    expect(((await again.json()) as Detail).read).toBe(true);
    // Known now: the session's check rides with the batch.
    expect(roundTripsOf(again)).toBe(1);
    expect(await readAt(o.supplierOrderId)).toEqual(firstRead);
  });

  it('another supplier’s order is a 404 and stays unread', async () => {
    const [mine, theirs] = await Promise.all([acknowledgedOrder(), acknowledgedOrder()]);
    const staff = await createSupplierPerson(mine.catalogue.supplier.id, 'staff');
    const res = await call('GET', `/supplier-portal/orders/${theirs.supplierOrderId}`, { as: staff });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Pedido não encontrado');
    expect(await readAt(theirs.supplierOrderId)).toBeNull();
  });
});
