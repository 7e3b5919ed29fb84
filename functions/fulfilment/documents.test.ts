import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/fulfilment';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { formatCnpj } from '../platform/cnpj';
import { acknowledgedOrder, invoice, type AcknowledgedOrder } from '../test/fulfilment';
import { withJobContext } from '../test/jobs';
import { buildNfeXml, NFE_XML_DEFAULTS, type NfeXmlItem } from '../test/nfe-xml';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, createUser, randomCnpj, withDb, type Principal } from '../test/tenant';
import { handleDocumentsPurgeJob } from './documents-purge.job';
import { INDEX_COLUMNS, monthIndexCsv, type MonthNote } from './nfe-month-zip';

type ErrorBody = { error: { message: string } };
type ShipmentFlags = { id: string; nfeXml: boolean; danfe: boolean };

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** One line of the order shipped under its own authorised XML, issued at `issuedAt` as note `number`. */
async function shipFromXml(o: AcknowledgedOrder, number: number, issuedAt: string, item: NfeXmlItem) {
  const xml = buildNfeXml({
    issuerCnpj: o.catalogue.supplier.cnpj,
    recipient: { cnpj: o.tenant.organization.cnpj },
    number,
    issuedAt,
    items: [item],
    installments: [],
    protocol: { ...NFE_XML_DEFAULTS.protocol!, receivedAt: issuedAt },
  });
  const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe?confirm=true`, {
    headers: { 'x-api-key': o.key.key, 'content-type': 'application/xml' },
    rawBody: xml,
  });
  if (res.status !== 201) throw new Error(`from-nfe failed: ${res.status} ${await res.text()}`);
  const [shipment] = await withDb((db) =>
    db
      .select()
      .from(shipments)
      .where(eq(shipments.supplierOrderId, o.supplierOrderId))
      .orderBy(shipments.sequence)
      .then((rows) => rows.filter((s) => s.invoiceNumber === String(number))),
  );
  return { xml, shipment: shipment! };
}

const rice = (o: AcknowledgedOrder): NfeXmlItem => ({
  code: o.catalogue.products[0]!.sku!,
  gtin: null,
  description: 'ARROZ TIPO 1',
  unit: 'KG',
  quantity: 10,
  unitPriceCents: 1000,
});
const salt = (o: AcknowledgedOrder): NfeXmlItem => ({
  code: o.catalogue.products[1]!.sku!,
  gtin: null,
  description: 'SAL REFINADO',
  unit: 'UN',
  quantity: 6,
  unitPriceCents: 250,
});
const oil = (o: AcknowledgedOrder, quantity: number): NfeXmlItem => ({
  code: o.catalogue.products[2]!.sku!,
  gtin: null,
  description: 'OLEO DE SOJA',
  unit: 'UN',
  quantity,
  unitPriceCents: 4990,
});

/** A shipment typed through the form (no XML): oil × `quantity`, note `number`. */
async function shipTyped(o: AcknowledgedOrder, number: number, quantity: number) {
  const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
    headers: { 'x-api-key': o.key.key },
    body: {
      lines: [{ itemId: o.lines[2]!.id, quantity }],
      ...invoice(o.catalogue.supplier.cnpj, number, 49.9 * quantity),
    },
  });
  if (res.status !== 201) throw new Error(`typed shipment failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { shipments: ShipmentFlags[] };
  return body.shipments.at(-1)!;
}

const keyApi = (o: AcknowledgedOrder) => ({ headers: { 'x-api-key': o.key.key } });
const supplierPath = (o: AcknowledgedOrder, shipmentId: string) =>
  `/supplier/orders/${o.supplierOrderId}/shipments/${shipmentId}/danfe.pdf`;
const portalPath = (o: AcknowledgedOrder, shipmentId: string) =>
  `/supplier-portal/orders/${o.supplierOrderId}/shipments/${shipmentId}/danfe.pdf`;
const buyerPath = (o: AcknowledgedOrder, shipmentId: string, file = 'danfe.pdf') =>
  `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipmentId}/${file}`;
const upload = (path: string, body: string, as: { headers?: Record<string, string>; as?: Principal }) =>
  call('PUT', path, { ...as, headers: { ...as.headers, 'content-type': 'application/pdf' }, rawBody: body });
/** UTF-8's byte order mark, which Excel needs to read accents (TextDecoder, behind strFromU8, drops it). */
const startsWithBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
const messageOf = async (res: Response) => ((await res.json()) as ErrorBody).error.message;
const objectKeys = async (prefix: string) => (await env.DOCUMENTS.list({ prefix })).objects.map((o) => o.key).sort();

describe('the DANFE beside the XML', () => {
  it('is attached by the order’s supplier (key API and portal) and downloaded by both sides; the shipment says so', async () => {
    const o = await acknowledgedOrder();
    const { shipment } = await shipFromXml(o, 601, '2026-11-10T09:30:00-03:00', rice(o));
    const before = await call('GET', buyerPath(o, shipment.id), { as: o.tenant.member });
    expect(before.status).toBe(404);
    expect(await messageOf(before)).toBe('Esta remessa não tem DANFE em PDF');

    const put = await upload(supplierPath(o, shipment.id), PDF, keyApi(o));
    expect(put.status).toBe(200);
    const answered = (await put.json()) as { shipments: ShipmentFlags[] };
    expect(answered.shipments.find((s) => s.id === shipment.id)).toMatchObject({ nfeXml: true, danfe: true });
    const [row] = await withDb((db) => db.select().from(shipments).where(eq(shipments.id, shipment.id)));
    expect(row!.danfeKeptAt).toBeInstanceOf(Date);

    const bySupplier = await call('GET', supplierPath(o, shipment.id), keyApi(o));
    expect(bySupplier.status).toBe(200);
    expect(bySupplier.headers.get('content-type')).toBe('application/pdf');
    expect(bySupplier.headers.get('content-disposition')).toBe(
      `attachment; filename="DANFE-NFe${shipment.nfeKey}.pdf"`,
    );
    expect(await bySupplier.text()).toBe(PDF);
    const byBuyer = await call('GET', buyerPath(o, shipment.id), { as: o.tenant.member });
    expect(byBuyer.status).toBe(200);
    expect(await byBuyer.text()).toBe(PDF);
    const order = (await (
      await call('GET', `/purchase-orders/${o.purchaseOrderId}`, { as: o.tenant.member })
    ).json()) as {
      supplier_orders: { shipments: ShipmentFlags[] }[];
    };
    expect(order.supplier_orders[0]!.shipments[0]).toMatchObject({ nfeXml: true, danfe: true });

    // The portal's people replace it; the new one is what both sides get.
    const staff = await createSupplierPerson(o.catalogue.supplier.id, 'staff');
    const replaced = `${PDF}% segunda via\n`;
    expect((await upload(portalPath(o, shipment.id), replaced, { as: staff })).status).toBe(200);
    expect(await (await call('GET', portalPath(o, shipment.id), { as: staff })).text()).toBe(replaced);
    expect(await (await call('GET', buyerPath(o, shipment.id), { as: o.tenant.member })).text()).toBe(replaced);
    expect(await objectKeys(`nfe/${o.tenant.organization.id}/`)).toEqual([
      `nfe/${o.tenant.organization.id}/${shipment.nfeKey}.pdf`,
      `nfe/${o.tenant.organization.id}/${shipment.nfeKey}.xml`,
    ]);
  });

  it('may go beside a typed shipment, which has no XML', async () => {
    const o = await acknowledgedOrder();
    const typed = await shipTyped(o, 602, 1);
    expect(typed).toMatchObject({ nfeXml: false, danfe: false });
    const put = await upload(supplierPath(o, typed.id), PDF, keyApi(o));
    expect(put.status).toBe(200);
    expect(((await put.json()) as { shipments: ShipmentFlags[] }).shipments.at(-1)).toMatchObject({
      nfeXml: false,
      danfe: true,
    });
    expect((await call('GET', buyerPath(o, typed.id), { as: o.tenant.member })).status).toBe(200);
    expect((await call('GET', buyerPath(o, typed.id, 'nfe.xml'), { as: o.tenant.member })).status).toBe(404);
  });

  it('refuses what is not a PDF (400) and a file over 5 MB (413), keeping nothing', async () => {
    const o = await acknowledgedOrder();
    const { shipment } = await shipFromXml(o, 603, '2026-11-10T09:30:00-03:00', rice(o));
    const notPdf = await upload(supplierPath(o, shipment.id), '<html>DANFE</html>', keyApi(o));
    expect(notPdf.status).toBe(400);
    expect(await messageOf(notPdf)).toBe('Envie o DANFE em PDF');
    const tooBig = await upload(supplierPath(o, shipment.id), PDF + 'x'.repeat(5 * 1024 * 1024), keyApi(o));
    expect(tooBig.status).toBe(413);
    expect(await messageOf(tooBig)).toBe('O DANFE passa do limite de 5 MB');
    expect((await call('GET', supplierPath(o, shipment.id), keyApi(o))).status).toBe(404);
    const [row] = await withDb((db) => db.select().from(shipments).where(eq(shipments.id, shipment.id)));
    expect(row!.danfeKeptAt).toBeNull();
  });

  it('is a 404 to another supplier and another organization, as a missing shipment is', async () => {
    const o = await acknowledgedOrder();
    const { shipment } = await shipFromXml(o, 604, '2026-11-10T09:30:00-03:00', rice(o));
    expect((await upload(supplierPath(o, shipment.id), PDF, keyApi(o))).status).toBe(200);
    const stranger = await acknowledgedOrder();

    const theirPut = await upload(supplierPath(o, shipment.id), PDF, keyApi(stranger));
    expect(theirPut.status).toBe(404);
    expect(await messageOf(theirPut)).toBe('Remessa não encontrada');
    expect((await call('GET', supplierPath(o, shipment.id), keyApi(stranger))).status).toBe(404);
    const otherPerson = await createSupplierPerson(stranger.catalogue.supplier.id, 'admin');
    expect((await call('GET', portalPath(o, shipment.id), { as: otherPerson })).status).toBe(404);
    expect((await upload(portalPath(o, shipment.id), PDF, { as: otherPerson })).status).toBe(404);
    const otherBuyer = await call('GET', buyerPath(o, shipment.id), { as: stranger.tenant.owner });
    expect(otherBuyer.status).toBe(404);
    expect(await messageOf(otherBuyer)).toBe(
      await messageOf(await call('GET', buyerPath(o, crypto.randomUUID()), { as: stranger.tenant.owner })),
    );
  });
});

describe('the month’s XMLs for the accountant', () => {
  it('zips the month’s kept XMLs with their index; another month and a typed shipment stay out', async () => {
    const o = await acknowledgedOrder();
    const first = await shipFromXml(o, 701, '2026-11-03T08:00:00-03:00', rice(o));
    const second = await shipFromXml(o, 702, '2026-11-27T22:30:00-03:00', salt(o));
    await shipFromXml(o, 703, '2026-10-31T23:59:00-03:00', oil(o, 2));
    await shipTyped(o, 704, 1);

    const res = await call('GET', '/documents/nfe?month=2026-11', { as: o.tenant.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nfe-2026-11.zip"');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(
      [`NFe${first.shipment.nfeKey}.xml`, `NFe${second.shipment.nfeKey}.xml`, 'indice.csv'].sort(),
    );
    expect(strFromU8(entries[`NFe${first.shipment.nfeKey}.xml`]!)).toBe(first.xml);
    expect(strFromU8(entries[`NFe${second.shipment.nfeKey}.xml`]!)).toBe(second.xml);

    expect(startsWithBom(entries['indice.csv']!)).toBe(true);
    const csv = strFromU8(entries['indice.csv']!);
    const [supplier] = await withDb((db) =>
      db.select().from(suppliers).where(eq(suppliers.id, o.catalogue.supplier.id)),
    );
    const [part] = await withDb((db) =>
      db.select().from(supplierOrders).where(eq(supplierOrders.id, o.supplierOrderId)),
    );
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toEqual([
      INDEX_COLUMNS.join(';'),
      [
        first.shipment.nfeKey,
        '701',
        '1',
        '03/11/2026',
        supplier!.name,
        formatCnpj(supplier!.cnpj),
        '100,00',
        part!.number,
        '1',
      ].join(';'),
      // 22:30 in São Paulo on the 27th is the 28th in UTC: the day of issue is São Paulo's.
      [
        second.shipment.nfeKey,
        '702',
        '1',
        '27/11/2026',
        supplier!.name,
        formatCnpj(supplier!.cnpj),
        '15,00',
        part!.number,
        '2',
      ].join(';'),
    ]);

    const october = unzipSync(
      new Uint8Array(await (await call('GET', '/documents/nfe?month=2026-10', { as: o.tenant.owner })).arrayBuffer()),
    );
    expect(Object.keys(october).sort()).toEqual(['NFe' + (await keyOfNote(o, '703')) + '.xml', 'indice.csv']);
  });

  it('answers a month without notes, and another organization, with a zip of the index header alone', async () => {
    const o = await acknowledgedOrder();
    await shipFromXml(o, 711, '2026-11-12T10:00:00-03:00', rice(o));
    const other = await createTenant();
    for (const [as, month] of [
      [other.owner, '2026-11'],
      [o.tenant.owner, '2026-09'],
    ] as const) {
      const res = await call('GET', `/documents/nfe?month=${month}`, { as });
      expect(res.status).toBe(200);
      const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
      expect(Object.keys(entries)).toEqual(['indice.csv']);
      expect(startsWithBom(entries['indice.csv']!)).toBe(true);
      expect(strFromU8(entries['indice.csv']!)).toBe(`${INDEX_COLUMNS.join(';')}\r\n`);
    }
  });

  it('is for owners and admins only, and asks for the month as AAAA-MM', async () => {
    const tenant = await createTenant();
    const member = await call('GET', '/documents/nfe?month=2026-11', { as: tenant.member });
    expect(member.status).toBe(403);
    for (const query of ['', '?month=2026-13', '?month=11-2026', '?month=2026-1']) {
      const res = await call('GET', `/documents/nfe${query}`, { as: tenant.owner });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe('Informe o mês como AAAA-MM');
    }
  });

  it('writes the index as Excel in Portuguese reads it: thousands with a dot, a comma for cents, cells quoted when needed', async () => {
    const note: MonthNote = {
      organizationId: crypto.randomUUID(),
      nfeKey: '35261111222333000181550010000010421123456781',
      invoiceNumber: '1042',
      invoiceSeries: '1',
      issuedOn: '2026-11-05',
      invoiceAmount: '1234.56',
      supplierName: 'Laticínios "Serra"; Filial =Sul',
      supplierCnpj: '11222333000181',
      orderNumber: '12-1',
      sequence: 3,
    };
    const csv = await monthIndexCsv([note]);
    expect(csv.split('\r\n')[1]).toBe(
      '35261111222333000181550010000010421123456781;1042;1;05/11/2026;"Laticínios ""Serra""; Filial =Sul";11.222.333/0001-81;1.234,56;12-1;3',
    );
  });
});

/** The key of a note the order shipped, by its number. */
async function keyOfNote(o: AcknowledgedOrder, number: string) {
  const rows = await withDb((db) =>
    db.select().from(shipments).where(eq(shipments.supplierOrderId, o.supplierOrderId)),
  );
  return rows.find((s) => s.invoiceNumber === number)!.nfeKey;
}

describe('an organization’s documents after it is deleted', () => {
  it('are purged by the job its deletion writes; another organization’s stay, and running it again is harmless', async () => {
    const [doomed, kept] = await Promise.all([createTenant(), createTenant()]);
    const put = (organizationId: string, name: string) => env.DOCUMENTS.put(`nfe/${organizationId}/${name}`, 'x');
    await Promise.all([
      put(doomed.organization.id, 'a.xml'),
      put(doomed.organization.id, 'a.pdf'),
      put(doomed.organization.id, 'b.xml'),
      put(kept.organization.id, 'c.xml'),
    ]);
    const res = await call('DELETE', `/organization/${doomed.organization.id}`, { as: doomed.owner });
    expect(res.status).toBe(200);
    // The queue's consumer runs the job the deletion wrote.
    await expect
      .poll(() => objectKeys(`nfe/${doomed.organization.id}/`), { timeout: 12_000, interval: 200 })
      .toEqual([]);
    expect(await objectKeys(`nfe/${kept.organization.id}/`)).toEqual([`nfe/${kept.organization.id}/c.xml`]);

    const again = await withJobContext((ctx) =>
      handleDocumentsPurgeJob(
        { kind: 'documents-purge', id: doomed.organization.id, organizationId: doomed.organization.id },
        ctx,
      ),
    );
    expect(again).toBe('done');
    expect(await objectKeys(`nfe/${kept.organization.id}/`)).toEqual([`nfe/${kept.organization.id}/c.xml`]);
  });

  it('pages through more than one listing', async () => {
    const organizationId = crypto.randomUUID();
    await Promise.all(
      Array.from({ length: 1005 }, (_, i) =>
        env.DOCUMENTS.put(`nfe/${organizationId}/${String(i).padStart(4, '0')}.xml`, 'x'),
      ),
    );
    await withJobContext((ctx) =>
      handleDocumentsPurgeJob({ kind: 'documents-purge', id: organizationId, organizationId }, ctx),
    );
    expect(await objectKeys(`nfe/${organizationId}/`)).toEqual([]);
  });

  it('go with an account’s own organization when the account is deleted', async () => {
    const user = await createUser();
    const created = await call('POST', '/organization', {
      as: user,
      body: { name: 'Cozinha Solo', cnpj: randomCnpj() },
    });
    expect(created.status).toBe(201);
    const { id: organizationId } = (await created.json()) as { id: string };
    await env.DOCUMENTS.put(`nfe/${organizationId}/d.xml`, 'x');
    const gone = await call('DELETE', `/user/${user.user.id}`, { as: user, body: { email: user.user.email } });
    expect(gone.status).toBe(200);
    await expect.poll(() => objectKeys(`nfe/${organizationId}/`), { timeout: 12_000, interval: 200 }).toEqual([]);
  });
});
