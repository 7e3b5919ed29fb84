import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/catalogue';
import { purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { acknowledgedOrder, invoice } from '../test/fulfilment';
import { inboxFor } from '../test/inbox';
import { received } from '../test/receiver';
import { createSupplierPerson } from '../test/supplier-people';
import { call, uniq, withDb, type Principal } from '../test/tenant';
import { buyerHook, supplierHook } from '../test/webhooks';

type SupplierDetail = {
  status: string;
  shipments: { id: string; sequence: number; lines: { id: string; itemId: string }[] }[];
};
type BuyerDetail = {
  supplier_orders: { status: string; incidents: { id: string; itemId: string }[] }[];
};
type Delivery<T> = { type: string; data: T };
type SupplierHookData = {
  supplierOrderId: string;
  status: string;
  shipmentId: string | null;
  incidentIds: string[];
  incidentId?: string;
};
type BuyerHookData = {
  orderId: string;
  supplierOrderId: string;
  action: string;
  status: string;
  shipmentId?: string;
  incidentIds?: string[];
};

/** The fulfilment moves; the order's own send/acknowledge events may still be in the queue when the hook is made. */
const FULFILMENT_ACTIONS = ['ship', 'deliver', 'receive', 'answer_incident', 'resolve_incident', 'reopen_incident'];

/** Every delivery an endpoint got, once `count` are in, each checked against the endpoint's secret. */
async function deliveries<T>(name: string, secret: string, count: number, keep: (d: Delivery<T>) => boolean) {
  const verified = async () =>
    (await received(name)).map((r) => new Webhook(secret).verify(r.body, r.headers) as Delivery<T>).filter(keep);
  await expect
    .poll(async () => (await verified()).length, { timeout: 12_000, interval: 250 })
    .toBeGreaterThanOrEqual(count);
  return verified();
}

/** Subjects an address received, oldest first, once `count` of those matching `mine` are in. */
async function subjects(address: string, mine: RegExp, count: number) {
  const matching = async () =>
    (await inboxFor(address))
      .map((m) => m.subject)
      .filter((s) => mine.test(s))
      .reverse();
  await expect
    .poll(async () => (await matching()).length, { timeout: 12_000, interval: 250 })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

describe('fulfilment through the outbox', () => {
  it('delivers every move: the supplier’s webhooks and e-mails, the buyer’s purchase_order.updated and e-mails', async () => {
    const o = await acknowledgedOrder();
    const [rice, salt, oil] = o.lines;
    const cnpj = o.catalogue.supplier.cnpj;
    const tag = uniq();
    const supplierAdmin = await createSupplierPerson(o.catalogue.supplier.id, 'admin');
    const supplierSecret = await supplierHook(supplierAdmin, `supplier-${tag}`, [
      'supplier_order.shipped',
      'supplier_order.delivered',
      'incident.opened',
      'incident.answered',
      'incident.resolved',
      'incident.reopened',
    ]);
    const buyerSecret = await buyerHook(o.tenant.admin, `buyer-${tag}`);
    const [row] = await withDb((db) =>
      db
        .select({
          number: supplierOrders.number,
          email: suppliers.email,
          orderEmail: suppliers.orderEmail,
          supplierName: suppliers.name,
          buyerNumber: purchaseOrders.number,
        })
        .from(supplierOrders)
        .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierOrders.purchaseOrderId))
        .where(eq(supplierOrders.id, o.supplierOrderId)),
    );
    const number = row!.number;
    const { supplierName, buyerNumber } = row!;
    const supplierAddress = row!.orderEmail ?? row!.email;

    // What each move should become on the buyer's endpoint, with the status the API answered.
    const moves: { action: string; status: string; shipmentId?: string; incidentIds?: string[] }[] = [];
    const asKey = { 'x-api-key': o.key.key };
    const supplierMove = async (path: string, body?: object) => {
      const res = await call('POST', `/supplier/orders/${o.supplierOrderId}${path}`, { headers: asKey, body });
      expect(res.status, path).toBeLessThan(300);
      return (await res.json()) as SupplierDetail;
    };
    const buyerMove = async (path: string, as: Principal, body?: object) => {
      const res = await call(
        'POST',
        `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}${path}`,
        {
          as,
          body,
        },
      );
      expect(res.status, path).toBe(200);
      return ((await res.json()) as BuyerDetail).supplier_orders[0]!;
    };

    // Shipment 1 (rice and salt); the buyer finds 2 rice missing and 2 salt damaged.
    const first = await supplierMove('/shipments', {
      lines: [
        { itemId: rice!.id, quantity: 10 },
        { itemId: salt!.id, quantity: 6 },
      ],
      ...invoice(cnpj, 5001, 115),
    });
    const s1 = first.shipments[0]!;
    moves.push({ action: 'ship', status: first.status, shipmentId: s1.id });
    const lineOf = (shipment: SupplierDetail['shipments'][number], itemId: string) =>
      shipment.lines.find((l) => l.itemId === itemId)!.id;
    const afterReceipt = await buyerMove(`/shipments/${s1.id}/receipt`, o.tenant.member, {
      lines: [
        { lineId: lineOf(s1, rice!.id), receivedQuantity: 8, condition: 'FALTANTE' },
        { lineId: lineOf(s1, salt!.id), receivedQuantity: 4, condition: 'AVARIADO' },
      ],
    });
    const short = afterReceipt.incidents.find((i) => i.itemId === rice!.id)!.id;
    const damaged = afterReceipt.incidents.find((i) => i.itemId === salt!.id)!.id;
    moves.push({ action: 'receive', status: afterReceipt.status, shipmentId: s1.id, incidentIds: [short, damaged] });

    // Shipment 2 (the oil): the supplier marks it delivered, the buyer receives it in order.
    const second = await supplierMove('/shipments', {
      lines: [{ itemId: oil!.id, quantity: 4 }],
      ...invoice(cnpj, 5002, 199.6),
    });
    const s2 = second.shipments.find((s) => s.sequence === 2)!;
    moves.push({ action: 'ship', status: second.status, shipmentId: s2.id });
    const delivered = await supplierMove(`/shipments/${s2.id}/delivered`);
    moves.push({ action: 'deliver', status: delivered.status, shipmentId: s2.id });
    const afterSecond = await buyerMove(`/shipments/${s2.id}/receipt`, o.tenant.member, {
      lines: [{ lineId: lineOf(s2, oil!.id), receivedQuantity: 4, condition: 'OK' }],
    });
    moves.push({ action: 'receive', status: afterSecond.status, shipmentId: s2.id, incidentIds: [] });

    // The rice: disputed, reopened, then credited; the salt credited; the admin accepts both.
    const answer = async (incidentId: string, body: object) =>
      moves.push({
        action: 'answer_incident',
        status: (await supplierMove(`/incidents/${incidentId}/answer`, body)).status,
        incidentIds: [incidentId],
      });
    const decide = async (incidentId: string, action: 'resolve' | 'reopen', body?: object) =>
      moves.push({
        action: `${action}_incident`,
        status: (await buyerMove(`/incidents/${incidentId}/${action}`, o.tenant.admin, body)).status,
        incidentIds: [incidentId],
      });
    await answer(short, { resolution: 'DISPUTE', note: 'Saíram dez sacos' });
    await decide(short, 'reopen', { note: 'Chegaram oito, temos a foto' });
    await answer(short, { resolution: 'CREDIT', creditAmount: 20 });
    await answer(damaged, { resolution: 'CREDIT', creditAmount: 5 });
    await decide(short, 'resolve');
    await decide(damaged, 'resolve');
    expect(moves.at(-1)!.status).toBe('COMPLETED');

    // The supplier's endpoint: one event per move, and one incident.opened per divergent line.
    const supplierGot = await deliveries<SupplierHookData>(`supplier-${tag}`, supplierSecret, 13, () => true);
    // (The status there is the order's when the delivery is planned, so it is not compared move by move.)
    const seenBySupplier = (d: Delivery<SupplierHookData>) =>
      [d.type, d.data.supplierOrderId, d.data.incidentId ?? d.data.shipmentId ?? '-'].join(' ');
    const expectSupplier = (type: string, about = '-') => [type, o.supplierOrderId, about].join(' ');
    expect(supplierGot.map(seenBySupplier).sort()).toEqual(
      [
        expectSupplier('supplier_order.shipped', s1.id),
        expectSupplier('supplier_order.delivered', s1.id),
        expectSupplier('incident.opened', short),
        expectSupplier('incident.opened', damaged),
        expectSupplier('supplier_order.shipped', s2.id),
        expectSupplier('supplier_order.delivered', s2.id),
        expectSupplier('supplier_order.delivered', s2.id),
        expectSupplier('incident.answered'),
        expectSupplier('incident.reopened'),
        expectSupplier('incident.answered'),
        expectSupplier('incident.answered'),
        expectSupplier('incident.resolved'),
        expectSupplier('incident.resolved'),
      ].sort(),
    );
    // The receipt names the incidents it opened; each incident move names its incident.
    expect(
      supplierGot
        .filter((d) => d.type === 'supplier_order.delivered')
        .map((d) => `${d.data.shipmentId} ${[...d.data.incidentIds].sort().join()}`)
        .sort(),
    ).toEqual([`${s1.id} ${[short, damaged].sort().join()}`, `${s2.id} `, `${s2.id} `].sort());
    expect(
      supplierGot
        .filter((d) => d.type.startsWith('incident.') && d.type !== 'incident.opened')
        .map((d) => `${d.type} ${d.data.incidentIds.join()}`)
        .sort(),
    ).toEqual(
      [
        `incident.answered ${short}`,
        `incident.answered ${short}`,
        `incident.answered ${damaged}`,
        `incident.reopened ${short}`,
        `incident.resolved ${short}`,
        `incident.resolved ${damaged}`,
      ].sort(),
    );

    // The buyer's endpoint: purchase_order.updated for each of the eleven moves, as the API answered them.
    const buyerGot = await deliveries<BuyerHookData>(`buyer-${tag}`, buyerSecret, moves.length, (d) =>
      FULFILMENT_ACTIONS.includes(d.data.action),
    );
    expect(buyerGot.every((d) => d.type === 'purchase_order.updated')).toBe(true);
    const seenByBuyer = (m: Omit<BuyerHookData, 'orderId' | 'supplierOrderId'>) =>
      [m.action, m.status, m.shipmentId ?? '-', (m.incidentIds ?? []).join()].join(' ');
    expect(buyerGot.map((d) => d.data.orderId)).toEqual(moves.map(() => o.purchaseOrderId));
    expect(buyerGot.map((d) => d.data.supplierOrderId)).toEqual(moves.map(() => o.supplierOrderId));
    expect(buyerGot.map((d) => seenByBuyer(d.data)).sort()).toEqual(moves.map(seenByBuyer).sort());

    // E-mails: the buyer's people hear of the supplier's moves, the supplier's address of the buyer's.
    // Each names the supplier and the buyer's own order number, never only the part's "N-1".
    const buyerMails = [
      `${supplierName} despachou o pedido nº ${buyerNumber}`,
      `${supplierName} despachou o pedido nº ${buyerNumber}`,
      `${supplierName} entregou a remessa 2 do pedido nº ${buyerNumber}`,
      `${supplierName} respondeu a ocorrência do pedido nº ${buyerNumber}`,
      `${supplierName} respondeu a ocorrência do pedido nº ${buyerNumber}`,
      `${supplierName} respondeu a ocorrência do pedido nº ${buyerNumber}`,
    ];
    const aboutThisOrder = new RegExp(
      `^${supplierName} (despachou|entregou|respondeu|cancelou) .*pedido nº ${buyerNumber}$`,
    );
    for (const person of [o.tenant.member, o.tenant.admin, o.tenant.owner]) {
      expect((await subjects(person.user.email, aboutThisOrder, buyerMails.length)).sort(), person.user.email).toEqual(
        buyerMails.sort(),
      );
    }
    const supplierMails = [
      `Ocorrência no pedido nº ${number}`,
      `Ocorrência reaberta no pedido nº ${number}`,
      `Ocorrência resolvida no pedido nº ${number}`,
      `Ocorrência resolvida no pedido nº ${number}`,
    ];
    expect((await subjects(supplierAddress, /^Ocorrência/, supplierMails.length)).sort()).toEqual(supplierMails.sort());
    const divergence = (await inboxFor(supplierAddress)).find((m) => m.subject === supplierMails[0])!;
    expect(divergence.text).toContain('com 2 divergências');
    expect(divergence.text).toContain(`/fornecedor/pedidos/${o.supplierOrderId}`);
  });
});
