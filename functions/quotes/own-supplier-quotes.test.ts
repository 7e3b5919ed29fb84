import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import { createCatalogue } from '../test/catalogue';
import { inboxFor } from '../test/inbox';
import { expectOneMailTitled } from '../test/outbox-waits';
import { createOwnSupplier } from '../test/own-suppliers';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

/**
 * #54: a cotação asks the buyer's own suppliers beside the marketplace's, with the products of its own
 * price lists; the invitation reaches an own supplier at the e-mail the buyer keeps for it, and the award
 * places its order. Another organization can neither ask for those products nor invite that supplier.
 */

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };
const deadline = () => new Date(Date.now() + 2 * 86_400_000).toISOString();
// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

const createQuote = (as: Principal, body: Record<string, unknown>) =>
  call('POST', '/quotes', { as, body: { title: `Semana ${uniq()}`, deadline: deadline(), ...body } });

describe('cotações with an own supplier', () => {
  it('asks its private products of it and a marketplace supplier; the invitation goes to the buyer’s e-mail for it', async () => {
    const tenant = await createTenant();
    const [own, market] = await Promise.all([createOwnSupplier(tenant.organization.id), createCatalogue()]);
    const title = `Hortifrúti ${uniq()}`;
    const created = await createQuote(tenant.member, {
      title,
      lines: [{ productId: own.products[0]!.id, quantity: 10 }],
      supplierIds: [own.supplier.id, market.supplier.id],
    });
    expect(created.status).toBe(201);
    const quote = (await created.json()) as {
      id: string;
      lines: { id: string; productId: string }[];
      suppliers: { id: string; name: string }[];
    };
    expect(quote.lines.map((l) => l.productId)).toEqual([own.products[0]!.id]);
    // Under the name the buyer knows it by, as in its cart and its supplier list.
    expect(quote.suppliers.find((s) => s.id === own.supplier.id)?.name).toBe(own.ownSupplier.name);
    expect((await call('POST', `/quotes/${quote.id}/send`, { as: tenant.member })).status).toBe(200);

    await expectOneMailTitled(own.ownSupplier.email, `Cotação de ${tenant.organization.name}: ${title}`);
    // Not the supplier's own address: this buyer's cotações reach it where the buyer said.
    expect(await inboxFor(own.supplier.email)).toHaveLength(0);

    // It answers (here through its API key, as a supplier with an account would) and wins: the award places its order.
    const key = await createSupplierKey(own.supplier.id);
    const answered = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
      headers: { 'x-api-key': key.key },
      body: {
        lines: [{ lineId: quote.lines[0]!.id, unitPrice: 12.5 }],
        validUntil: day(20),
        leadTimeDays: 1,
        freight: 0,
        minimumOrderValue: 0,
        paymentTerm: 'PIX à vista',
      },
    });
    expect(answered.status).toBe(200);
    expect((await call('POST', `/quotes/${quote.id}/close`, { as: tenant.member })).status).toBe(200);
    const comparison = await call('GET', `/quotes/${quote.id}/comparison`, { as: tenant.member });
    expect(JSON.stringify(await comparison.json())).toContain(own.ownSupplier.name);
    const awarded = await call('POST', `/quotes/${quote.id}/award`, {
      as: tenant.member,
      body: { lines: [{ lineId: quote.lines[0]!.id, supplierId: own.supplier.id }] },
    });
    expect(awarded.status).toBe(200);
    const { purchaseOrderId } = (await awarded.json()) as { purchaseOrderId: string };
    const [parts, items] = await withDb((db) =>
      Promise.all([
        db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, purchaseOrderId)),
        db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, purchaseOrderId)),
      ]),
    );
    expect(parts.map((p) => p.supplierId)).toEqual([own.supplier.id]);
    expect(items.map((i) => [i.productId, i.unitPrice, i.quantity])).toEqual([[own.products[0]!.id, '12.50', 10]]);
    // The outcome reaches it where the invitation did.
    await expectOneMailTitled(own.ownSupplier.email, `Você venceu a cotação de ${tenant.organization.name}: ${title}`);
  }, 60_000);

  it('another organization cannot ask for the private product nor invite that supplier (as for missing ones)', async () => {
    const [mine, other] = await Promise.all([createTenant(), createTenant()]);
    const own = await createOwnSupplier(mine.organization.id);

    const byProduct = await createQuote(other.member, { lines: [{ productId: own.products[0]!.id, quantity: 1 }] });
    const byMissing = await createQuote(other.member, { lines: [{ productId: crypto.randomUUID(), quantity: 1 }] });
    expect([byProduct.status, byMissing.status]).toEqual([400, 400]);
    const product = (await byProduct.json()) as ErrorBody;
    expect(product).toEqual({
      error: { ...((await byMissing.json()) as ErrorBody).error, requestId: expect.anything() },
    });
    expect(product.error.details).toEqual([
      { path: 'lines.0.productId', message: 'Produto não encontrado no catálogo' },
    ]);

    const line = { description: 'Ovos', unit: 'dz', quantity: 10 };
    const invite = await createQuote(other.member, { lines: [line], supplierIds: [own.supplier.id] });
    expect(invite.status).toBe(400);
    expect(((await invite.json()) as ErrorBody).error.details).toEqual([
      { path: 'supplierIds.0', message: 'Fornecedor não encontrado' },
    ]);

    // Nor by editing a draft of its own.
    const draft = await createQuote(other.member, { lines: [line] });
    const { id } = (await draft.json()) as { id: string };
    const edited = await call('PUT', `/quotes/${id}`, { as: other.member, body: { supplierIds: [own.supplier.id] } });
    expect(edited.status).toBe(400);
    const relined = await call('PUT', `/quotes/${id}`, {
      as: other.member,
      body: { lines: [{ productId: own.products[0]!.id, quantity: 1 }] },
    });
    expect(relined.status).toBe(400);

    // The buyer that added it may.
    const allowed = await createQuote(mine.member, {
      lines: [{ productId: own.products[0]!.id, quantity: 1 }],
      supplierIds: [own.supplier.id],
    });
    expect(allowed.status).toBe(201);
  });
});
