import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incidents, shipments } from '../../db/schema/fulfilment';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { nfeCheckDigit } from './nfe';
import { acknowledgedOrder, invoice, nfeKeyFor, type AcknowledgedOrder } from '../test/fulfilment';
import { createSupplierPerson } from '../test/supplier-people';
import { call, withDb } from '../test/tenant';
import { expectRollupMatchesOrders } from '../test/scorecard-rollup';

type Detail = {
  status: string;
  actions: string[];
  totalAmount: number;
  lines: { id: string; shippedQuantity: number; receivedQuantity: number; cancelledQuantity: number }[];
  shipments: {
    id: string;
    sequence: number;
    status: string;
    replacesIncidentId: string | null;
    lines: { id: string; itemId: string; quantity: number }[];
  }[];
  incidents: { id: string; itemId: string; kind: string; quantity: number; status: string; actions: string[] }[];
  threeWay: {
    invoicedAmount: number;
    acceptedAmount: number;
    receivedAmount: number;
    invoiceDifference: number;
    lines: { itemId: string; shipped: number; received: number; divergent: number }[];
  };
};
type BuyerDetail = {
  status: string;
  total_amount: number;
  supplier_orders: (Omit<Detail, 'threeWay'> & { three_way: Detail['threeWay'] })[];
};

const asSupplier = (o: AcknowledgedOrder) => ({ headers: { 'x-api-key': o.key.key } });
const ship = (o: AcknowledgedOrder, body: object, headers: Record<string, string> = {}) =>
  call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
    headers: { 'x-api-key': o.key.key, ...headers },
    body,
  });
const receive = (o: AcknowledgedOrder, shipmentId: string, lines: object[], as = o.tenant.member) =>
  call(
    'POST',
    `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipmentId}/receipt`,
    {
      as,
      body: { lines },
    },
  );
const order = (o: AcknowledgedOrder) =>
  withDb(async (db) => (await db.select().from(supplierOrders).where(eq(supplierOrders.id, o.supplierOrderId)))[0]!);

describe('fulfilment: shipments with NF-e, receipt, incidents', () => {
  it('ships in parts, receives with divergences, settles them with a credit and a replacement, and completes both orders', async () => {
    const o = await acknowledgedOrder();
    const [rice, salt] = o.lines;
    const cnpj = o.catalogue.supplier.cnpj;
    const staff = await createSupplierPerson(o.catalogue.supplier.id, 'staff');

    // Two of three lines: rice (10) and salt (6), R$ 115,00 on the NF-e.
    const first = await ship(
      o,
      {
        lines: [
          { itemId: rice!.id, quantity: 10 },
          { itemId: salt!.id, quantity: 6 },
        ],
        ...invoice(cnpj, 1001, 115),
      },
      { 'Idempotency-Key': 'remessa-1' },
    );
    expect(first.status).toBe(201);
    const shipped = (await first.json()) as Detail;
    expect(shipped.status).toBe('PARTIALLY_SHIPPED');
    expect(shipped.actions).toEqual(['ship', 'cancel_remaining', 'deliver', 'answer_incident']);
    const shipment = shipped.shipments[0]!;
    expect(shipment).toMatchObject({ sequence: 1, status: 'SHIPPED', replacesIncidentId: null });
    // The same Idempotency-Key replays the answer; nothing ships twice.
    const replay = await ship(
      o,
      {
        lines: [
          { itemId: rice!.id, quantity: 10 },
          { itemId: salt!.id, quantity: 6 },
        ],
        ...invoice(cnpj, 1001, 115),
      },
      { 'Idempotency-Key': 'remessa-1' },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(
      await withDb((db) => db.select().from(shipments).where(eq(shipments.supplierOrderId, o.supplierOrderId))),
    ).toHaveLength(1);

    // The buyer: rice 8 of 10 in order (2 missing), salt 4 of 6 (2 damaged).
    const line = (itemId: string) => shipment.lines.find((l) => l.itemId === itemId)!.id;
    const received = await receive(o, shipment.id, [
      { lineId: line(rice!.id), receivedQuantity: 8, condition: 'FALTANTE', note: 'Faltaram dois sacos' },
      { lineId: line(salt!.id), receivedQuantity: 4, condition: 'AVARIADO', note: 'Pacotes rasgados' },
    ]);
    expect(received.status).toBe(200);
    const buyer = (await received.json()) as BuyerDetail;
    const part = buyer.supplier_orders[0]!;
    expect(part.status).toBe('PARTIALLY_SHIPPED');
    expect(part.incidents.map((i) => [i.kind, i.quantity, i.status])).toEqual([
      ['FALTANTE', 2, 'OPEN'],
      ['AVARIADO', 2, 'OPEN'],
    ]);
    expect(part.shipments[0]!.status).toBe('RECEIVED');
    // Three-way: R$ 115,00 invoiced; received in order 8 × 10 + 4 × 2,50 = 90.
    expect(part.three_way).toMatchObject({ invoicedAmount: 115, receivedAmount: 90 });
    expect(part.three_way.lines.find((l) => l.itemId === rice!.id)).toMatchObject({
      shipped: 10,
      received: 8,
      divergent: 2,
    });
    // The supplier's people hear of it in the bell (the buyer's people heard of the shipment).
    const bell = (await (await call('GET', '/notifications', { as: staff })).json()) as {
      data: { title: string; link: string }[];
    };
    expect(bell.data).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Ocorrência no pedido /),
        link: `/fornecedor/pedidos/${o.supplierOrderId}`,
      }),
    ]);
    const buyerBell = (await (await call('GET', '/notifications', { as: o.tenant.admin })).json()) as {
      data: { title: string }[];
    };
    expect(buyerBell.data.map((n) => n.title)).toContainEqual(
      `${o.catalogue.supplier.name} despachou o pedido nº ${o.purchaseOrderNumber}`,
    );
    // Received once.
    expect(
      (await receive(o, shipment.id, [{ lineId: line(rice!.id), receivedQuantity: 10, condition: 'OK' }])).status,
    ).toBe(409);

    // Oil will not come: backorder closed.
    const closed = await call('POST', `/supplier/orders/${o.supplierOrderId}/cancel-remaining`, {
      ...asSupplier(o),
      body: { reason: 'Óleo em falta no distribuidor' },
    });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as Detail).status).toBe('DELIVERED');

    // Credit for the rice, a replacement shipment for the salt.
    const [short, damaged] = part.incidents;
    const credit = await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${short!.id}/answer`, {
      ...asSupplier(o),
      body: { resolution: 'CREDIT', creditAmount: 20, note: 'Crédito no próximo boleto' },
    });
    expect(credit.status).toBe(200);
    const replaced = await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${damaged!.id}/answer`, {
      ...asSupplier(o),
      body: { resolution: 'REPLACEMENT', shipment: invoice(cnpj, 1002, 5) },
    });
    expect(replaced.status).toBe(200);
    const afterAnswers = (await replaced.json()) as Detail;
    const replacement = afterAnswers.shipments.find((s) => s.replacesIncidentId === damaged!.id)!;
    expect(replacement.lines).toEqual([expect.objectContaining({ itemId: salt!.id, quantity: 2 })]);

    const replacementReceipt = await receive(o, replacement.id, [
      { lineId: replacement.lines[0]!.id, receivedQuantity: 2, condition: 'OK' },
    ]);
    expect(replacementReceipt.status).toBe(200);

    // A member may not resolve; the admin resolves both.
    const resolvePath = (id: string) =>
      `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/incidents/${id}/resolve`;
    expect((await call('POST', resolvePath(short!.id), { as: o.tenant.member })).status).toBe(403);
    expect((await call('POST', resolvePath(short!.id), { as: o.tenant.admin })).status).toBe(200);
    const done = await call('POST', resolvePath(damaged!.id), { as: o.tenant.admin });
    expect(done.status).toBe(200);
    const final = (await done.json()) as BuyerDetail;
    expect(final.status).toBe('COMPLETED');
    expect(final.supplier_orders[0]!.status).toBe('COMPLETED');
    // Received value: 8 × 10,00 + 6 × 2,50 (4 + the 2 replaced) = 95,00.
    expect(final.total_amount).toBe(95);
    expect(final.supplier_orders[0]!.three_way.receivedAmount).toBe(95);

    // The scorecard's figures of the order: 14 of 20 units in order, two incidents, R$ 20 credit.
    expect(await order(o)).toMatchObject({
      status: 'COMPLETED',
      unitsOrdered: 20,
      unitsReceivedOk: 14,
      linesAnswered: 3,
      linesRefused: 0,
      incidentCount: 2,
      creditAmount: '20.00',
      receivedAt: expect.any(Date),
    });
    const [parent] = await withDb((db) =>
      db.select().from(purchaseOrders).where(eq(purchaseOrders.id, o.purchaseOrderId)),
    );
    expect(parent!.status).toBe('COMPLETED');
    // The scorecard's daily rollup followed every step: one order, delivered with its credit.
    expect(await expectRollupMatchesOrders(o.catalogue.supplier.id)).toMatch(/^[\d-]+,1,/);
  });

  it('never ships more than was accepted, even with twenty shipments at once', async () => {
    const o = await acknowledgedOrder();
    const rice = o.lines[0]!; // 10 accepted
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        ship(o, { lines: [{ itemId: rice.id, quantity: 3 }], ...invoice(o.catalogue.supplier.cnpj, 2000 + n, 30) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const rows = await withDb((db) =>
      db.select().from(shipments).where(eq(shipments.supplierOrderId, o.supplierOrderId)),
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.sequence).sort()).toEqual([1, 2, 3]);
    await expectRollupMatchesOrders(o.catalogue.supplier.id);
    const refused = await results.find((r) => r.status === 409)!.json();
    expect(refused).toMatchObject({
      error: { message: '"' + rice.productName + '": restam 1 kg para enviar (pedido: 3)' },
    });
  });

  it('refuses a bad NF-e key, a reused one, a line that is not the order’s, and writes nothing', async () => {
    const o = await acknowledgedOrder();
    const rice = o.lines[0]!;
    const cnpj = o.catalogue.supplier.cnpj;
    const body = (extra: object) => ({
      lines: [{ itemId: rice.id, quantity: 1 }],
      ...invoice(cnpj, 3001, 10),
      ...extra,
    });
    const key = nfeKeyFor(cnpj, 3001);
    // Every refusal but the check digit's gets a right digit, so the key fails for that reason alone.
    const withDigit = (first43: string) => first43 + String(nfeCheckDigit(first43));
    const cases: [object, number, string][] = [
      [
        { nfeKey: key.slice(0, 43) + String((Number(key[43]) + 1) % 10) },
        400,
        'Dígito verificador da chave da NF-e não confere: confira a chave',
      ],
      [{ nfeKey: key.slice(0, 43) }, 400, 'A chave de acesso da NF-e tem 44 dígitos (esta tem 43)'],
      [{ nfeKey: `${key}0` }, 400, 'A chave de acesso da NF-e tem 44 dígitos (esta tem 45)'],
      [
        { nfeKey: withDigit(`${key.slice(0, 25)}ABC${key.slice(28, 43)}`) },
        400,
        'A chave de acesso da NF-e só tem números (fora o CNPJ alfanumérico do emitente)',
      ],
      [
        { nfeKey: nfeKeyFor('11444777000161', 3001) },
        400,
        'A NF-e foi emitida por outro CNPJ: a chave deve ser de uma nota deste fornecedor',
      ],
      [
        { nfeKey: withDigit(key.slice(0, 20) + '01' + key.slice(22, 43)) },
        400,
        'Modelo 01 não é NF-e: use uma nota modelo 55 (ou NFC-e 65)',
      ],
      [{ invoiceAmount: 0 }, 400, 'O valor da NF-e deve ser maior que zero'],
      // The key holds the note's number and series: typed ones that disagree are named beside the key's.
      [
        { invoiceNumber: '999' },
        400,
        'O número da NF-e (999) não confere com a chave de acesso, que é da nota nº 3001',
      ],
      [
        { invoiceNumber: '999', invoiceSeries: '2' },
        400,
        'O número (999) e a série (2) da NF-e não conferem com a chave de acesso, que é da nota nº 3001, série 1',
      ],
      [
        { lines: [{ itemId: o.lines[1]!.id, quantity: 7 }] },
        409,
        `"${o.lines[1]!.productName}": restam 6 kg para enviar (pedido: 7)`,
      ],
      [{ lines: [{ itemId: crypto.randomUUID(), quantity: 1 }] }, 400, ''],
    ];
    // After each refusal: no shipment, the order and its lines exactly as they were.
    const written = () =>
      withDb(async (db) => ({
        shipments: await db.select().from(shipments).where(eq(shipments.supplierOrderId, o.supplierOrderId)),
        order: (await db.select().from(supplierOrders).where(eq(supplierOrders.id, o.supplierOrderId)))[0],
        lines: await db
          .select()
          .from(purchaseOrderItems)
          .where(eq(purchaseOrderItems.supplierOrderId, o.supplierOrderId))
          .orderBy(purchaseOrderItems.id),
      }));
    const before = await written();
    expect(before.shipments).toEqual([]);
    expect(before.order!.status).toBe('ACKNOWLEDGED');
    for (const [extra, status, message] of cases) {
      const res = await ship(o, body(extra));
      expect(res.status, JSON.stringify(extra)).toBe(status);
      if (message) expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(await written(), JSON.stringify(extra)).toEqual(before);
    }
    expect((await ship(o, body({}))).status).toBe(201);
    const again = await ship(o, body({}));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'Esta NF-e já foi usada em outra remessa deste fornecedor',
    );
  });

  it('checks a receipt line by line and keeps another buyer, another supplier and the wrong moves out', async () => {
    const o = await acknowledgedOrder();
    const other = await acknowledgedOrder();
    const cnpj = o.catalogue.supplier.cnpj;
    const first = (await (
      await ship(o, { lines: [{ itemId: o.lines[0]!.id, quantity: 10 }], ...invoice(cnpj, 4001, 100) })
    ).json()) as Detail;
    const shipment = first.shipments[0]!;
    const lineId = shipment.lines[0]!.id;
    const cases: [object[], string][] = [
      [
        [{ lineId, receivedQuantity: 8, condition: 'OK' }],
        `"${o.lines[0]!.productName}": 8 de 10 em ordem; diga o que houve com 2 (avariado, faltante ou item errado)`,
      ],
      [
        [{ lineId, receivedQuantity: 10, condition: 'AVARIADO' }],
        `"${o.lines[0]!.productName}": com avariado, a quantidade em ordem é menor que a enviada (10)`,
      ],
      [
        [{ lineId, receivedQuantity: 11, condition: 'OK' }],
        `"${o.lines[0]!.productName}": recebido (11) passa do enviado (10)`,
      ],
      [[{ lineId: crypto.randomUUID(), receivedQuantity: 1, condition: 'OK' }], 'Linha que não está nesta remessa'],
    ];
    for (const [lines, message] of cases) {
      const res = await receive(o, shipment.id, lines);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(message);
    }
    // Another organization's member, another supplier's key: not found.
    expect(
      (await receive(o, shipment.id, [{ lineId, receivedQuantity: 10, condition: 'OK' }], other.tenant.owner)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/supplier/orders/${o.supplierOrderId}/shipments/${shipment.id}/delivered`,
          asSupplier(other),
        )
      ).status,
    ).toBe(404);
    // The supplier marks it delivered once; answering an incident that does not exist is a 404.
    const delivered = await call(
      'POST',
      `/supplier/orders/${o.supplierOrderId}/shipments/${shipment.id}/delivered`,
      asSupplier(o),
    );
    expect(delivered.status).toBe(200);
    expect(((await delivered.json()) as Detail).shipments[0]!.status).toBe('DELIVERED');
    expect(
      (await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/${shipment.id}/delivered`, asSupplier(o)))
        .status,
    ).toBe(409);
    expect(
      (
        await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${crypto.randomUUID()}/answer`, {
          ...asSupplier(o),
          body: { resolution: 'DISPUTE', note: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      await withDb((db) => db.select().from(incidents).where(eq(incidents.supplierOrderId, o.supplierOrderId))),
    ).toEqual([]);
  });
});
