import { describe, expect, it } from 'vitest';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { createCatalogue, type CatalogueFixture } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createTenant, uniq, withDb, type Principal, type Tenant } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type Line = Partial<typeof purchaseOrderItems.$inferInsert> & { daysAgo: number; unitPrice: string };

/** One order of the tenant, placed `daysAgo`, with one line of the product from the supplier. */
async function paidLine(tenant: Tenant, catalogue: CatalogueFixture, { daysAgo, ...line }: Line) {
  const product = catalogue.products[0]!;
  return withDb(async (db) => {
    const [order] = await db
      .insert(purchaseOrders)
      .values({
        description: `Histórico ${uniq()}`,
        organizationId: tenant.organization.id,
        status: 'IN_PROGRESS',
        createdAt: ago(daysAgo),
      })
      .returning({ id: purchaseOrders.id });
    const quantity = line.quantity ?? 5;
    await db.insert(purchaseOrderItems).values({
      purchaseOrderId: order!.id,
      productId: product.id,
      supplierId: catalogue.supplier.id,
      productName: product.name,
      productUnit: 'kg',
      supplierName: catalogue.supplier.name,
      quantity,
      totalPrice: (Number(line.unitPrice) * quantity).toFixed(2),
      status: 'APPROVED',
      supplierStatus: 'ACCEPTED',
      acceptedQuantity: quantity,
      ...line,
    });
    return order!.id;
  });
}

/** A cotação of the product (and a free-text line) sent by the member to the suppliers. */
async function sentQuote(member: Principal, productId: string, supplierIds: string[]) {
  const res = await call('POST', '/quotes', {
    as: member,
    body: {
      title: `Semana ${uniq()}`,
      deadline: new Date(Date.now() + DAY).toISOString(),
      lines: [
        { productId, quantity: 10 },
        { description: 'Tomate italiano', unit: 'kg', quantity: 30 },
      ],
      supplierIds,
    },
  });
  expect(res.status).toBe(201);
  const quote = (await res.json()) as { id: string; title: string; lines: { id: string }[] };
  expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
  return { ...quote, product: quote.lines[0]!.id, tomato: quote.lines[1]!.id };
}

async function answer(quoteId: string, supplierId: string, lines: { lineId: string; unitPrice: number | null }[]) {
  const key = await createSupplierKey(supplierId);
  const res = await call('PUT', `/supplier/quotes/${quoteId}/answer`, {
    headers: { 'x-api-key': key.key },
    body: { lines, validUntil: day(20), leadTimeDays: 1 },
  });
  expect(res.status).toBe(200);
}

type History = {
  product: { id: string; name: string; unit: string };
  months: number;
  since: string;
  paid: { at: string; unitPrice: number; quantity: number; supplierId: string | null; purchaseOrderId: string }[];
  quoted: { at: string; unitPrice: number; supplierId: string; supplierName: string; quoteId: string }[];
};

const historyOf = async (as: Principal, productId: string, query = '') => {
  const res = await call('GET', `/products/${productId}/price-history${query}`, { as });
  expect(res.status).toBe(200);
  // One organization's answer: never edge-cached (no ETag), never stored.
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('etag')).toBeNull();
  return (await res.json()) as History;
};

describe('price history of a product', () => {
  it('lists what the organization paid and was quoted, oldest first; another organization sees none of it', async () => {
    const [a, b, s1, s2] = await Promise.all([createTenant(), createTenant(), createCatalogue(), createCatalogue()]);
    const product = s1.products[0]!;
    // What A paid: approved lines the supplier did not refuse, one accepted in part.
    const first = await paidLine(a, s1, { daysAgo: 60, unitPrice: '10.00' });
    const second = await paidLine(
      a,
      { ...s1, supplier: s2.supplier },
      {
        daysAgo: 20,
        unitPrice: '11.50',
        acceptedQuantity: 4,
      },
    );
    // Not paid: waiting for approval, rejected, refused by the supplier, every unit cancelled.
    await paidLine(a, s1, {
      daysAgo: 15,
      unitPrice: '99.00',
      status: 'PENDING',
      supplierStatus: 'PENDING',
      acceptedQuantity: null,
    });
    await paidLine(a, s1, {
      daysAgo: 14,
      unitPrice: '98.00',
      status: 'REJECTED',
      supplierStatus: 'PENDING',
      acceptedQuantity: null,
    });
    await paidLine(a, s1, { daysAgo: 13, unitPrice: '97.00', supplierStatus: 'REFUSED', acceptedQuantity: null });
    await paidLine(a, s1, { daysAgo: 12, unitPrice: '96.00', acceptedQuantity: 2, cancelledQuantity: 2 });
    // Before the default 12 months.
    const old = await paidLine(a, s1, { daysAgo: 400, unitPrice: '8.00' });
    // B's purchase of the same product.
    const bOrder = await paidLine(b, s1, { daysAgo: 30, unitPrice: '50.00' });

    // What A was quoted: S1 answers, then revises (only the standing answer counts); S2 does not quote it.
    const quote = await sentQuote(a.member, product.id, [s1.supplier.id, s2.supplier.id]);
    await answer(quote.id, s1.supplier.id, [
      { lineId: quote.product, unitPrice: 10.4 },
      { lineId: quote.tomato, unitPrice: 7 },
    ]);
    await answer(quote.id, s1.supplier.id, [
      { lineId: quote.product, unitPrice: 10.2 },
      { lineId: quote.tomato, unitPrice: 7 },
    ]);
    await answer(quote.id, s2.supplier.id, [
      { lineId: quote.product, unitPrice: null },
      { lineId: quote.tomato, unitPrice: 6.5 },
    ]);
    // B's cotação of the same product to S1.
    const bQuote = await sentQuote(b.member, product.id, [s1.supplier.id]);
    await answer(bQuote.id, s1.supplier.id, [{ lineId: bQuote.product, unitPrice: 30 }]);

    const history = await historyOf(a.member, product.id);
    expect(history.product).toEqual({ id: product.id, name: product.name, unit: 'kg' });
    expect(history.months).toBe(12);
    expect(history.paid.map((p) => [p.unitPrice, p.quantity, p.supplierId, p.purchaseOrderId])).toEqual([
      [10, 5, s1.supplier.id, first],
      [11.5, 4, s2.supplier.id, second],
    ]);
    expect(Date.parse(history.paid[0]!.at)).toBeLessThan(Date.parse(history.paid[1]!.at));
    expect(Math.abs(Date.parse(history.paid[0]!.at) - ago(60).getTime())).toBeLessThan(60_000);
    expect(history.quoted).toEqual([
      expect.objectContaining({
        unitPrice: 10.2,
        supplierId: s1.supplier.id,
        supplierName: s1.supplier.name,
        quoteId: quote.id,
      }),
    ]);
    expect(Date.parse(history.quoted[0]!.at)).toBeGreaterThan(Date.parse(history.paid[1]!.at));

    // A longer period reaches the older order, first.
    const longer = await historyOf(a.admin, product.id, '?months=24');
    expect(longer.months).toBe(24);
    expect(longer.paid.map((p) => p.purchaseOrderId)).toEqual([old, first, second]);

    // B reads the same product: its own points only, nothing of A's.
    const theirs = await historyOf(b.owner, product.id, '?months=36');
    expect(theirs.paid.map((p) => [p.unitPrice, p.purchaseOrderId])).toEqual([[50, bOrder]]);
    expect(theirs.quoted.map((q) => [q.unitPrice, q.quoteId])).toEqual([[30, bQuote.id]]);
    const text = JSON.stringify(theirs);
    for (const secret of [first, second, old, quote.id, quote.title]) expect(text).not.toContain(secret);

    // A product nobody of B's bought or was quoted: an empty history, not an error.
    const other = await historyOf(b.member, s1.products[1]!.id);
    expect([other.paid, other.quoted]).toEqual([[], []]);
  });

  it('answers 404 for an unknown product, 400 for a bad id or period, and only to a signed-in member', async () => {
    const [a, catalogue] = await Promise.all([createTenant(), createCatalogue()]);
    const unknown = await call('GET', `/products/${crypto.randomUUID()}/price-history`, { as: a.member });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Produto não encontrado' } });

    const malformed = await call('GET', '/products/nao-e-um-id/price-history', { as: a.member });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { details: [{ message: 'ID de produto inválido' }] } });
    for (const months of ['0', '37', 'doze']) {
      const bad = await call('GET', `/products/${catalogue.products[0]!.id}/price-history?months=${months}`, {
        as: a.member,
      });
      expect(bad.status, months).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain('months deve ser um número de 1 a 36');
    }

    expect((await call('GET', `/products/${catalogue.products[0]!.id}/price-history`)).status).toBe(401);
    // The catalogue's own routes under /products stay public and edge-cached as before.
    const detail = await call('GET', `/products/${catalogue.products[0]!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).toBeTruthy();
  });
});
