import { describe, expect, it } from 'vitest';
import { acknowledgedOrder, invoice, nfeKeyFor } from '../test/fulfilment';
import { call, createTenant } from '../test/tenant';

type AtDoor = { purchaseOrderId: string; shipmentId: string; supplierName: string; receivedAt: string | null };
type ErrorBody = { error: { message: string } };

describe('receiving at the door: the DANFE key names the shipment', () => {
  it('finds the shipment by its key across suppliers, spaces and all; another organization, a wrong digit and an unknown key say why', async () => {
    const [a, b] = await Promise.all([acknowledgedOrder(), acknowledgedOrder()]);
    const shipped = await Promise.all(
      [a, b].map(async (o, i) => {
        const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
          headers: { 'x-api-key': o.key.key },
          body: {
            lines: [{ itemId: o.lines[0]!.id, quantity: 10 }],
            ...invoice(o.catalogue.supplier.cnpj, 300 + i, 100),
          },
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { shipments: { id: string }[] }).shipments[0]!.id;
      }),
    );
    const key = nfeKeyFor(a.catalogue.supplier.cnpj, 300);
    const grouped = key.replace(/(\d{4})/g, '$1 ').trim();
    const found = await call('GET', `/receiving/nfe/${encodeURIComponent(grouped)}`, { as: a.tenant.member });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      purchaseOrderId: a.purchaseOrderId,
      shipmentId: shipped[0],
      supplierName: a.catalogue.supplier.name,
      receivedAt: null,
    } satisfies Partial<AtDoor>);

    // B's shipment is not A's: the same answer as a key nobody used.
    const others = await call('GET', `/receiving/nfe/${nfeKeyFor(b.catalogue.supplier.cnpj, 301)}`, {
      as: a.tenant.member,
    });
    expect(others.status).toBe(404);
    expect(((await others.json()) as ErrorBody).error.message).toMatch(/^Nenhuma remessa desta organização tem a NF-e/);
    const stranger = await createTenant();
    expect((await call('GET', `/receiving/nfe/${key}`, { as: stranger.owner })).status).toBe(404);

    const wrongDigit = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    const misread = await call('GET', `/receiving/nfe/${wrongDigit}`, { as: a.tenant.member });
    expect(misread.status).toBe(400);
    expect(((await misread.json()) as ErrorBody).error.message).toMatch(/Dígito verificador/);
    const short = await call('GET', '/receiving/nfe/3526', { as: a.tenant.member });
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).error.message).toMatch(/44 dígitos/);
  });
});
