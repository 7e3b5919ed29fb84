import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { TRANSITIONS, type Action, type SupplierOrderStatus } from '../orders/move/supplier-order-machine';
import { acknowledgedOrder, invoice, type AcknowledgedOrder } from '../test/fulfilment';
import { call, withDb } from '../test/tenant';

/**
 * The fulfilment half of the state machine through the API: an order is put in each state a
 * shipment, a receipt or a closed backorder reaches, then every fulfilment move is tried. A move the
 * table allows lands in one of the states the table lists for it; any other answers 409 and changes
 * nothing.
 */
type Detail = { shipments: { id: string; status: string }[]; lines: { id: string }[] };
let note = 9_000;

const row = (o: AcknowledgedOrder) =>
  withDb(async (db) => (await db.select().from(supplierOrders).where(eq(supplierOrders.id, o.supplierOrderId)))[0]!);
const supplier = (o: AcknowledgedOrder) => ({ headers: { 'x-api-key': o.key.key } });
const detail = async (o: AcknowledgedOrder) =>
  (await (await call('GET', `/supplier/orders/${o.supplierOrderId}`, supplier(o))).json()) as Detail;
const ship = (o: AcknowledgedOrder, lines: { itemId: string; quantity: number }[]) =>
  call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
    ...supplier(o),
    body: { lines, ...invoice(o.catalogue.supplier.cnpj, note++, 50) },
  });
const shipAll = (o: AcknowledgedOrder) =>
  ship(
    o,
    o.lines.map((l) => ({ itemId: l.id, quantity: l.quantity })),
  );
async function receive(o: AcknowledgedOrder, shipmentId: string, divergent = false) {
  const d = (await (await call('GET', `/supplier/orders/${o.supplierOrderId}`, supplier(o))).json()) as {
    shipments: { id: string; lines: { id: string; quantity: number }[] }[];
  };
  const lines = d.shipments.find((s) => s.id === shipmentId)!.lines;
  return call(
    'POST',
    `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipmentId}/receipt`,
    {
      as: o.tenant.member,
      body: {
        lines: lines.map((l, i) =>
          divergent && i === 0
            ? { lineId: l.id, receivedQuantity: l.quantity - 1, condition: 'AVARIADO' }
            : { lineId: l.id, receivedQuantity: l.quantity, condition: 'OK' },
        ),
      },
    },
  );
}

/** An acknowledged order taken to `state` through the API. */
async function orderIn(state: SupplierOrderStatus) {
  const o = await acknowledgedOrder();
  if (state === 'PARTIALLY_SHIPPED')
    expect((await ship(o, [{ itemId: o.lines[0]!.id, quantity: 1 }])).status).toBe(201);
  if (['SHIPPED', 'DELIVERED', 'COMPLETED'].includes(state)) expect((await shipAll(o)).status).toBe(201);
  if (state === 'DELIVERED' || state === 'COMPLETED') {
    const [first] = (await detail(o)).shipments;
    expect((await receive(o, first!.id, state === 'DELIVERED')).status).toBe(200);
  }
  if (state === 'CANCELLED') {
    const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/cancel-remaining`, {
      ...supplier(o),
      body: { reason: 'Fora de linha' },
    });
    expect(res.status).toBe(200);
  }
  expect((await row(o)).status).toBe(state);
  return o;
}

/** Each fulfilment move as the API takes it; null when the order has nothing it could apply to. */
const MOVES: { action: Action; run: (o: AcknowledgedOrder) => Promise<Response | null> }[] = [
  { action: 'ship', run: (o) => ship(o, [{ itemId: o.lines[1]!.id, quantity: 1 }]) },
  {
    action: 'cancel_remaining',
    run: (o) =>
      call('POST', `/supplier/orders/${o.supplierOrderId}/cancel-remaining`, {
        ...supplier(o),
        body: { reason: 'Fim' },
      }),
  },
  {
    action: 'deliver',
    run: async (o) => {
      const pending = (await detail(o)).shipments.find((s) => s.status === 'SHIPPED');
      return pending
        ? call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/${pending.id}/delivered`, supplier(o))
        : null;
    },
  },
  {
    action: 'receive',
    run: async (o) => {
      const pending = (await detail(o)).shipments.find((s) => s.status !== 'RECEIVED');
      return pending ? receive(o, pending.id) : null;
    },
  },
];

const STATES: SupplierOrderStatus[] = [
  'ACKNOWLEDGED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
];

describe('the fulfilment state machine through the API', () => {
  it.each(STATES)(
    'from %s: each fulfilment move lands where the table allows, or is a 409 that changes nothing',
    async (state) => {
      for (const move of MOVES) {
        const o = await orderIn(state);
        const before = await row(o);
        const landings = TRANSITIONS.filter((t) => t.from === state && t.action === move.action).map((t) => t.to);
        const res = await move.run(o);
        if (res === null) continue;
        const after = await row(o);
        if (landings.length > 0) {
          expect([200, 201], `${state} ${move.action}: ${await res.clone().text()}`).toContain(res.status);
          expect(landings, `${state} ${move.action} landed in ${after.status}`).toContain(after.status);
        } else {
          expect(res.status, `${state} ${move.action}`).toBe(409);
          expect(after, `${state} ${move.action} changed nothing`).toEqual(before);
        }
      }
    },
  );
});
