import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrderItems, supplierOrders } from '../../../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../../../lib/brazil';
import { nextStatus, type SupplierOrderStatus } from '../../../orders/supplier-order-machine';
import { placeOrder } from '../../../test/orders';
import { createSupplierKey } from '../../../test/supplier-keys';
import { call, createTenant, withDb } from '../../../test/tenant';

/**
 * The state machine through the API: supplier A's order is put in each state a buyer and a supplier
 * can reach today, then every action is tried by its actor (and by the wrong one). Allowed moves
 * succeed and land where the table says; every other answers 409 (403/404 for the wrong actor) and
 * leaves the order as it was.
 */
type Setup = Awaited<ReturnType<typeof orderIn>>;
const STATES: SupplierOrderStatus[] = ['AWAITING_APPROVAL', 'SENT', 'ACKNOWLEDGED', 'REFUSED', 'CANCELLED'];

const row = (id: string) =>
  withDb(async (db) => (await db.select().from(supplierOrders).where(eq(supplierOrders.id, id)))[0]!);

async function answer(s: Setup, accepted: boolean, key = s.keyA.key) {
  const lines = await withDb((db) =>
    db
      .select({ id: purchaseOrderItems.id })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.supplierOrderId, s.partId)),
  );
  return call('POST', `/supplier/orders/${s.partId}/acknowledge`, {
    headers: { 'x-api-key': key },
    body: {
      lines: lines.map((l) =>
        accepted ? { itemId: l.id, accepted: true } : { itemId: l.id, accepted: false, reason: 'OUTRO' },
      ),
      promisedDate: addDays(todayInSaoPaulo(), 1),
    },
  });
}

async function orderIn(state: SupplierOrderStatus) {
  const tenant = await createTenant();
  const placed = await placeOrder(tenant.member);
  const [keyA, keyB] = await Promise.all([
    createSupplierKey(placed.a.supplier.id),
    createSupplierKey(placed.b.supplier.id),
  ]);
  const [part] = await withDb((db) =>
    db.select().from(supplierOrders).where(eq(supplierOrders.supplierId, placed.a.supplier.id)),
  );
  const s = { tenant, placed, keyA, keyB, partId: part!.id };
  if (state !== 'AWAITING_APPROVAL') {
    await call('PUT', `/purchase-orders/${placed.order.id}/status`, { as: tenant.admin, body: { status: 'APPROVED' } });
  }
  if (state === 'ACKNOWLEDGED') expect((await answer(s, true)).status).toBe(200);
  if (state === 'REFUSED') expect((await answer(s, false)).status).toBe(200);
  if (state === 'CANCELLED') {
    await call('PUT', `/purchase-orders/${placed.order.id}/status`, {
      as: tenant.admin,
      body: { status: 'CANCELLED' },
    });
  }
  expect((await row(s.partId)).status).toBe(state);
  return s;
}

describe('the supplier order state machine through the API', () => {
  it.each(STATES)(
    'from %s: each action by its actor lands where the table says; every other changes nothing',
    async (state) => {
      const tries: {
        action: 'acknowledge' | 'refuse' | 'cancel';
        run: (s: Setup) => Promise<Response>;
        actor: 'buyer' | 'supplier';
      }[] = [
        { action: 'acknowledge', actor: 'supplier', run: (s) => answer(s, true) },
        { action: 'refuse', actor: 'supplier', run: (s) => answer(s, false) },
        {
          action: 'cancel',
          actor: 'buyer',
          run: (s) =>
            call('PUT', `/purchase-orders/${s.placed.order.id}/status`, {
              as: s.tenant.admin,
              body: { status: 'CANCELLED', notes: 'Mudamos o cardápio' },
            }),
        },
      ];
      for (const t of tries) {
        const s = await orderIn(state);
        const before = await row(s.partId);
        // The wrong actor first: another supplier's key finds nothing; a buyer member may not cancel.
        const wrong =
          t.actor === 'supplier'
            ? await answer(s, true, s.keyB.key)
            : await call('PUT', `/purchase-orders/${s.placed.order.id}/status`, {
                as: s.tenant.member,
                body: { status: 'CANCELLED' },
              });
        expect(wrong.status, `${state} ${t.action} by the wrong actor`).toBe(t.actor === 'supplier' ? 404 : 403);
        expect(await row(s.partId)).toEqual(before);

        const outcome = nextStatus(state, t.action, t.actor);
        const res = await t.run(s);
        const after = await row(s.partId);
        if (outcome.ok) {
          expect(res.status, `${state} ${t.action}`).toBe(200);
          expect(after.status).toBe(outcome.to);
        } else {
          // A supplier never sees an order still awaiting the buyer's approval: 404, not 409.
          const expected = t.actor === 'supplier' && state === 'AWAITING_APPROVAL' ? 404 : 409;
          if (t.actor === 'buyer') expect([200, 409], `${state} ${t.action}`).toContain(res.status);
          else expect(res.status, `${state} ${t.action}`).toBe(expected);
          expect(after, `${state} ${t.action} changed nothing`).toEqual(before);
        }
      }
    },
  );
});
