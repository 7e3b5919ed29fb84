import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/fulfilment';
import { acknowledgedOrder, nfeKeyFor, type AcknowledgedOrder } from '../test/fulfilment';
import { buildNfeXml, gtin13, hostileXml, latin1NfeXml, type NfeXmlItem, type NfeXmlOptions } from '../test/nfe-xml';
import { createSupplierKey } from '../test/supplier-keys';
import { call, withDb } from '../test/tenant';

type Preview = {
  lines: { itemId: string; quantity: number; over: number; items: { matchedBy: string; unitDiffers: boolean }[] }[];
  notInOrder: { description: string }[];
  problems: string[];
  canConfirm: boolean;
  nfe: { key: string; number: string; amount: number; installments: unknown[] };
};
type ErrorBody = { error: { message: string } };

const SALT_GTIN = gtin13('789100099990');

/**
 * The order's NF-e as its supplier's ERP would write it: rice by the supplier's code (SKU), salt by its
 * GTIN under another code and in another unit, oil by its description alone.
 */
async function noteFor(o: AcknowledgedOrder, over: Partial<NfeXmlOptions> = {}, items?: NfeXmlItem[]) {
  return buildNfeXml(await noteOptions(o, over, items));
}

async function noteOptions(
  o: AcknowledgedOrder,
  over: Partial<NfeXmlOptions> = {},
  items?: NfeXmlItem[],
): Promise<Partial<NfeXmlOptions>> {
  await withDb((db) =>
    db.update(products).set({ gtin: SALT_GTIN }).where(eq(products.id, o.catalogue.products[1]!.id)),
  );
  const [rice, , oil] = o.catalogue.products;
  return {
    issuerCnpj: o.catalogue.supplier.cnpj,
    recipient: { cnpj: o.tenant.organization.cnpj },
    items: items ?? [
      { code: rice!.sku!, gtin: null, description: 'ARROZ TIPO 1', unit: 'KG', quantity: 10, unitPriceCents: 1000 },
      { code: 'SAL-01', gtin: SALT_GTIN, description: 'SAL REFINADO', unit: 'CX', quantity: 6, unitPriceCents: 250 },
      { code: '9999', gtin: null, description: oil!.name.toUpperCase(), unit: 'kg', quantity: 4, unitPriceCents: 4990 },
    ],
    installments: [],
    ...over,
  };
}

const send = (o: AcknowledgedOrder, xml: string | Uint8Array, query = '', headers: Record<string, string> = {}) =>
  call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe${query}`, {
    headers: { 'x-api-key': o.key.key, 'content-type': 'application/xml', ...headers },
    rawBody: xml,
  });
const shipmentsOf = (o: AcknowledgedOrder) =>
  withDb((db) => db.select().from(shipments).where(eq(shipments.supplierOrderId, o.supplierOrderId)));

describe('shipping from the NF-e XML', () => {
  it('previews the lines matched by SKU, GTIN and description, flags a unit that differs, and writes nothing', async () => {
    const o = await acknowledgedOrder();
    const res = await send(o, await noteFor(o));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Preview;
    expect(preview.canConfirm).toBe(true);
    expect(preview.nfe).toMatchObject({ number: '1042', amount: 314.6 });
    const byItem = new Map(preview.lines.map((l) => [l.itemId, l]));
    expect(byItem.get(o.lines[0]!.id)).toMatchObject({
      quantity: 10,
      items: [{ matchedBy: 'SKU', unitDiffers: false }],
    });
    expect(byItem.get(o.lines[1]!.id)).toMatchObject({
      quantity: 6,
      items: [{ matchedBy: 'GTIN', unitDiffers: true }],
    });
    expect(byItem.get(o.lines[2]!.id)).toMatchObject({
      quantity: 4,
      items: [{ matchedBy: 'DESCRIPTION', unitDiffers: false }],
    });
    expect(await shipmentsOf(o)).toEqual([]);
  });

  it('ships on confirmation with the XML’s numbers, once per Idempotency-Key, and refuses the same key again', async () => {
    const o = await acknowledgedOrder();
    const xml = await noteFor(o);
    const headers = { 'idempotency-key': `nfe-${o.supplierOrderId}` };
    const first = await send(o, xml, '?confirm=true&carrier=Rápida', headers);
    expect(first.status).toBe(201);
    const again = await send(o, xml, '?confirm=true&carrier=Rápida', headers);
    expect(again.status).toBe(201);
    const [shipment, ...more] = await shipmentsOf(o);
    expect(more).toEqual([]);
    expect(shipment).toMatchObject({
      invoiceNumber: '1042',
      invoiceSeries: '1',
      invoiceAmount: '314.60',
      carrier: 'Rápida',
    });
    const reused = await send(o, xml, '?confirm=true');
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as ErrorBody).error.message).toMatch(/já foi usada em outra remessa/);
  });

  it('keeps the XML: its supplier and its buyer download it as sent; another organization, another supplier and a typed shipment get 404', async () => {
    const o = await acknowledgedOrder();
    const xml = await noteFor(o);
    expect((await send(o, xml, '?confirm=true')).status).toBe(201);
    const [shipment] = await shipmentsOf(o);
    const supplierSide = await call('GET', `/supplier/orders/${o.supplierOrderId}/shipments/${shipment!.id}/nfe.xml`, {
      headers: { 'x-api-key': o.key.key },
    });
    expect(supplierSide.status).toBe(200);
    expect(supplierSide.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(supplierSide.headers.get('content-disposition')).toBe(`attachment; filename="NFe${shipment!.nfeKey}.xml"`);
    expect(await supplierSide.text()).toBe(xml);
    const buyerPath = `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipment!.id}/nfe.xml`;
    const buyerSide = await call('GET', buyerPath, { as: o.tenant.member });
    expect(buyerSide.status).toBe(200);
    expect(await buyerSide.text()).toBe(xml);

    const stranger = await acknowledgedOrder();
    expect((await call('GET', buyerPath, { as: stranger.tenant.member })).status).toBe(404);
    const theirs = await call('GET', `/supplier/orders/${o.supplierOrderId}/shipments/${shipment!.id}/nfe.xml`, {
      headers: { 'x-api-key': stranger.key.key },
    });
    expect(theirs.status).toBe(404);

    // Typed through the form: no XML to give.
    const typed = await call('POST', `/supplier/orders/${stranger.supplierOrderId}/shipments`, {
      headers: { 'x-api-key': stranger.key.key },
      body: {
        lines: [{ itemId: stranger.lines[0]!.id, quantity: 1 }],
        nfeKey: nfeKeyFor(stranger.catalogue.supplier.cnpj, 77),
        invoiceNumber: '77',
        invoiceSeries: '1',
        invoiceAmount: 10,
      },
    });
    expect(typed.status).toBe(201);
    const [typedShipment] = await shipmentsOf(stranger);
    const none = await call(
      'GET',
      `/supplier/orders/${stranger.supplierOrderId}/shipments/${typedShipment!.id}/nfe.xml`,
      { headers: { 'x-api-key': stranger.key.key } },
    );
    expect(none.status).toBe(404);
    expect(((await none.json()) as ErrorBody).error.message).toBe('Esta remessa foi registrada sem o XML da NF-e');
  });

  it('refuses what cannot ship this order — in pt-BR, with the right status, writing nothing', async () => {
    const o = await acknowledgedOrder();
    const [rice] = o.catalogue.products;
    const item = (over: Partial<NfeXmlItem>): NfeXmlItem => ({
      code: rice!.sku!,
      gtin: null,
      description: 'ARROZ',
      unit: 'KG',
      quantity: 1,
      unitPriceCents: 1000,
      ...over,
    });
    const cases: [string, string, string, number, RegExp][] = [
      ['another issuer', await noteFor(o, { issuerCnpj: '11222333000181' }), '', 409, /emitida por outro CNPJ/],
      [
        'another recipient',
        await noteFor(o, { recipient: { cnpj: '11222333000181' } }),
        '',
        409,
        /destinada a outro CNPJ/,
      ],
      ['no protocol', await noteFor(o, { protocol: null }), '', 400, /não é uma NF-e autorizada/],
      [
        'a cancelled note',
        await noteFor(o, {
          protocol: {
            status: '101',
            reason: 'Cancelamento homologado',
            number: '1',
            receivedAt: '2026-11-10T09:31:12-03:00',
          },
        }),
        '',
        409,
        /cStat 101/,
      ],
      ['a wrong check digit', await noteFor(o, { wrongCheckDigit: true }), '', 400, /dígito verificador/],
      ['a homologation note', await noteFor(o, { environment: 2 }), '?confirm=true', 409, /homologação \(tpAmb 2\)/],
      ['a sum that disagrees', await noteFor(o, { productsTotalCents: 1 }), '', 400, /não confere com o total/],
      ['a DOCTYPE', hostileXml.billionLaughs(), '', 400, /DOCTYPE ou entidades/],
      ['malformed XML', '<nfeProc><NFe>', '', 400, /XML malformado/],
      [
        'an item not in the order',
        await noteFor(o, {}, [item({}), item({ code: 'X1', description: 'Sabão em pó' })]),
        '?confirm=true',
        409,
        /não estão neste pedido: item 2 \(Sabão em pó\)/,
      ],
      [
        'a quantity over the accepted one',
        await noteFor(o, {}, [item({ quantity: 11 })]),
        '?confirm=true',
        409,
        /mais que os 10 aceitos/,
      ],
    ];
    for (const [name, xml, query, status, message] of cases) {
      const res = await send(o, xml, query);
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as ErrorBody).error.message, name).toMatch(message);
    }
    const preview = (await (
      await send(o, await noteFor(o, {}, [item({}), item({ code: 'X1', description: 'Sabão' })]))
    ).json()) as Preview;
    expect(preview).toMatchObject({ canConfirm: false, notInOrder: [{ description: 'Sabão' }] });
    expect(await shipmentsOf(o)).toEqual([]);
  });

  it('refuses what XML forbids and a day the calendar lacks, in the preview and on confirmation, writing nothing (issue #51)', async () => {
    const o = await acknowledgedOrder();
    const dup = (number: string, dueDate: string) => ({ installments: [{ number, dueDate, amountCents: 31460 }] });
    const nul = await noteFor(o, dup('0\u000001', '2026-12-10'));
    const control = (await noteFor(o)).replace('ARROZ TIPO 1', 'ARROZ\u0001TIPO 1');
    const cases: [string, string, string][] = [
      ['a NUL in nDup', nul, `caractere proibido em XML (U+0000) na linha 1, coluna ${nul.indexOf('\u0000') + 1}`],
      [
        'U+0001 in xProd',
        control,
        `caractere proibido em XML (U+0001) na linha 1, coluna ${control.indexOf('\u0001') + 1}`,
      ],
    ];
    for (const [name, xml, where] of cases) {
      for (const query of ['', '?confirm=true']) {
        const res = await send(o, xml, query);
        expect(res.status, `${name} ${query}`).toBe(400);
        expect(((await res.json()) as ErrorBody).error.message, `${name} ${query}`).toBe(`XML malformado: ${where}`);
      }
    }
    for (const query of ['', '?confirm=true']) {
      const res = await send(o, await noteFor(o, dup('001', '2027-02-31')), query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBe(
        'Data inválida em cobr/dup[1]/dVenc: "2027-02-31" (use um dia que existe, AAAA-MM-DD)',
      );
    }
    expect(await shipmentsOf(o)).toEqual([]);
  });

  it('ships a note its ERP wrote in ISO-8859-1, accents read, and keeps it as UTF-8 saying so (issue #51)', async () => {
    const o = await acknowledgedOrder();
    const options = await noteOptions(o, { issuerName: 'Distribuidora São João – Açúcar' });
    const preview = await send(o, latin1NfeXml(options));
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as Preview).canConfirm).toBe(true);
    const sent = await send(o, latin1NfeXml(options), '?confirm=true');
    expect(sent.status).toBe(201);
    const [shipment] = await shipmentsOf(o);
    const kept = await call('GET', `/supplier/orders/${o.supplierOrderId}/shipments/${shipment!.id}/nfe.xml`, {
      headers: { 'x-api-key': o.key.key },
    });
    expect(kept.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await kept.text();
    expect(text).toBe(buildNfeXml(options));
    expect(text).toContain('<xNome>Distribuidora São João – Açúcar</xNome>');

    // Latin-1 bytes under a UTF-8 declaration contradict it: 400 saying where, not a note full of "�".
    const latin1 = latin1NfeXml(await noteOptions(o, { number: 1043, issuerName: 'Açúcar' }));
    const utf8Declared = Uint8Array.from([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>'),
      ...latin1.subarray(latin1.indexOf(0x3e) + 1),
    ]);
    const res = await send(o, utf8Declared, '?confirm=true');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      `O XML não está em UTF-8 como declara (byte inválido na linha 1, coluna ${utf8Declared.findIndex((b) => b > 0x7f) + 1}): ` +
        'salve o arquivo em UTF-8 ou declare encoding="ISO-8859-1"',
    );
    expect(await shipmentsOf(o)).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413 and another supplier’s order with 404', async () => {
    const o = await acknowledgedOrder();
    expect((await send(o, hostileXml.oversized())).status).toBe(413);
    const stranger = await acknowledgedOrder();
    const theirs = await createSupplierKey(stranger.catalogue.supplier.id);
    const res = await send(o, await noteFor(o), '', { 'x-api-key': theirs.key });
    expect(res.status).toBe(404);
    expect(await shipmentsOf(o)).toEqual([]);
  });
});
