import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { negotiatedPrices } from '../../db/schema/quotes';
import { purchaseOrderItems } from '../../db/schema/purchase-orders';
import { createCatalogue, type CatalogueFixture } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type Cart = {
  items: { productId: string; price: number; product: { price: number; negotiatedUntil: string | null } }[];
};
type Negotiated = { data: { productId: string; unitPrice: number; listPrice: number; validUntil: string }[] };

/** A closed cotação of one catalogue product, answered by each of `offers` (supplier, unit price). */
async function quotedProduct(member: Principal, product: { id: string }, offers: [CatalogueFixture, number][]) {
  const quote = (await (
    await call('POST', '/quotes', {
      as: member,
      body: {
        title: `Preço ${uniq()}`,
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        lines: [{ productId: product.id, quantity: 10 }],
        supplierIds: offers.map(([s]) => s.supplier.id),
      },
    })
  ).json()) as { id: string; lines: { id: string }[] };
  expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
  const lineId = quote.lines[0]!.id;
  for (const [s, unitPrice] of offers) {
    const key = await createSupplierKey(s.supplier.id);
    const res = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
      headers: { 'x-api-key': key.key },
      body: { lines: [{ lineId, unitPrice }], validUntil: day(20), leadTimeDays: 1, freight: 0, minimumOrderValue: 0 },
    });
    expect(res.status).toBe(200);
  }
  expect((await call('POST', `/quotes/${quote.id}/close`, { as: member })).status).toBe(200);
  const award = (supplier: CatalogueFixture) =>
    call('POST', `/quotes/${quote.id}/award`, {
      as: member,
      body: { lines: [{ lineId, supplierId: supplier.supplier.id }] },
    });
  return { quote, award };
}

const cartOf = async (as: Principal) => (await (await call('GET', '/cart', { as })).json()) as Cart;
const negotiatedOf = async (as: Principal) =>
  ((await (await call('GET', '/negotiated-prices', { as })).json()) as Negotiated).data;

describe('negotiated prices', () => {
  it('are charged to the buyer that awarded them, in the cart, the reorder and the checkout, and to nobody else', async () => {
    const [{ member }, other] = await Promise.all([createTenant(), createTenant()]);
    const a = await createCatalogue([{ price: '10.00' }]);
    const product = a.products[0]!;
    // Bought at the list price before the cotação.
    await call('POST', '/cart/item', { as: member, body: { productId: product.id, quantity: 3 } });
    const before = await call('POST', '/purchase-orders', { as: member, body: { description: 'Antes' } });
    expect(before.status).toBe(201);
    const earlier = (await before.json()) as { id: string };

    const { award } = await quotedProduct(member, product, [[a, 8]]);
    expect((await award(a)).status).toBe(200);

    expect(await negotiatedOf(member)).toEqual([
      expect.objectContaining({ productId: product.id, unitPrice: 8, listPrice: 10, validUntil: day(20) }),
    ]);
    expect(await negotiatedOf(other.member)).toEqual([]);

    for (const as of [member, other.member])
      expect((await call('POST', '/cart/item', { as, body: { productId: product.id, quantity: 2 } })).status).toBe(201);
    expect((await cartOf(member)).items).toEqual([
      expect.objectContaining({ price: 8, product: expect.objectContaining({ price: 8, negotiatedUntil: day(20) }) }),
    ]);
    expect((await cartOf(other.member)).items).toEqual([
      expect.objectContaining({ price: 10, product: expect.objectContaining({ price: 10, negotiatedUntil: null }) }),
    ]);

    const reorder = await call('POST', `/purchase-orders/${earlier.id}/reorder`, { as: member });
    expect(await reorder.json()).toMatchObject({
      priceChanges: [{ productId: product.id, previousPrice: 10, price: 8, direction: 'down' }],
    });
    const placed = await call('POST', '/purchase-orders', { as: member, body: { description: 'Depois' } });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const lines = await withDb((db) =>
      db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, id)),
    );
    expect(lines).toEqual([expect.objectContaining({ productId: product.id, unitPrice: '8.00', quantity: 5 })]);
    const theirs = await call('POST', '/purchase-orders', { as: other.member, body: { description: 'Outra' } });
    expect(await theirs.json()).toMatchObject({ total_amount: 20 });
  });

  it('end at their validity date and never rise above the list price', async () => {
    const { member } = await createTenant();
    const a = await createCatalogue([{ price: '10.00' }]);
    const product = a.products[0]!;
    const { award } = await quotedProduct(member, product, [[a, 8]]);
    expect((await award(a)).status).toBe(200);
    await call('POST', '/cart/item', { as: member, body: { productId: product.id, quantity: 1 } });

    // The supplier lowers its list price below the quoted one: the buyer pays the list price.
    await withDb((db) => db.update(products).set({ price: '7.00' }).where(eq(products.id, product.id)));
    expect(await negotiatedOf(member)).toEqual([]);
    expect((await cartOf(member)).items[0]!.product).toMatchObject({ price: 7, negotiatedUntil: null });

    await withDb((db) => db.update(products).set({ price: '10.00' }).where(eq(products.id, product.id)));
    expect((await cartOf(member)).items[0]!.product).toMatchObject({ price: 8, negotiatedUntil: day(20) });
    await withDb((db) =>
      db
        .update(negotiatedPrices)
        .set({ validUntil: day(-1) })
        .where(eq(negotiatedPrices.productId, product.id)),
    );
    expect(await negotiatedOf(member)).toEqual([]);
    expect((await cartOf(member)).items[0]!.product).toMatchObject({ price: 10, negotiatedUntil: null });
  });

  it('are kept only for the product’s own supplier: another supplier winning the line leaves the catalogue as it is', async () => {
    const { member, organization } = await createTenant();
    const [a, b] = await Promise.all([createCatalogue([{ price: '10.00' }]), createCatalogue()]);
    const { award } = await quotedProduct(member, a.products[0]!, [
      [a, 9],
      [b, 7],
    ]);
    expect((await award(b)).status).toBe(200);
    const rows = await withDb((db) =>
      db.select().from(negotiatedPrices).where(eq(negotiatedPrices.organizationId, organization.id)),
    );
    expect(rows).toEqual([]);
  });
});
