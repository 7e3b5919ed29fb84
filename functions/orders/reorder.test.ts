import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';
import type { CartFillReport } from '../cart/cart-fill.service';

interface CartBody {
  items: Array<{ productId: string; quantity: number; price: number }>;
}
const cartOf = async (as: Principal) => (await (await call('GET', '/cart', { as })).json()) as CartBody;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function checkout(as: Principal, lines: Array<{ productId: string; quantity: number }>) {
  for (const line of lines) {
    const res = await call('POST', '/cart/item', { as, body: line });
    if (res.status !== 201) throw new Error(`add failed: ${res.status} ${await res.text()}`);
  }
  const res = await call('POST', '/purchase-orders', { as, body: { description: 'Compra da semana' } });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Seven products in name order, so the report's order is known: each one a case of the report. */
async function pastOrder() {
  const tenant = await createTenant();
  const tag = uniq();
  const catalogue = await createCatalogue([
    { name: `A inativo ${tag}`, price: '4.00' },
    { name: `B sobe ${tag}`, price: '10.00' },
    { name: `C desce ${tag}`, price: '8.00' },
    { name: `D mínimo ${tag}`, price: '9.00', unit: 'cx' },
    { name: `E igual ${tag}`, price: '5.50' },
    { name: `F sem estoque ${tag}`, price: '3.00' },
    { name: `G recusado ${tag}`, price: '7.00' },
  ]);
  const at = (i: number) => catalogue.products[i]!;
  const [a, b, c, d, e, f, g] = [at(0), at(1), at(2), at(3), at(4), at(5), at(6)];
  const orderId = await checkout(tenant.member, [
    { productId: a.id, quantity: 1 },
    { productId: b.id, quantity: 3 },
    { productId: c.id, quantity: 4 },
    { productId: d.id, quantity: 2 },
    { productId: e.id, quantity: 1 },
    { productId: f.id, quantity: 2 },
    { productId: g.id, quantity: 5 },
  ]);
  // What happened since: the approver rejected G; the catalogue moved on.
  const detail = (await (await call('GET', `/purchase-orders/${orderId}`, { as: tenant.admin })).json()) as {
    items: Array<{ id: string; product_id: string }>;
  };
  const gLine = detail.items.find((i) => i.product_id === g.id)!;
  const rejected = await call('PUT', `/purchase-orders/${orderId}/items`, {
    as: tenant.admin,
    body: { items: [{ itemId: gLine.id, status: 'REJECTED' }] },
  });
  expect(rejected.status).toBe(200);
  await withDb(async (db) => {
    await db.update(products).set({ isActive: false }).where(eq(products.id, a.id));
    await db.update(products).set({ price: '12.50' }).where(eq(products.id, b.id));
    await db.update(products).set({ price: '6.75' }).where(eq(products.id, c.id));
    await db.update(products).set({ minimumOrder: 6 }).where(eq(products.id, d.id));
    await db.update(products).set({ inStock: false }).where(eq(products.id, f.id));
  });
  return { tenant, orderId, p: { a, b, c, d, e, f, g } };
}

describe('order again', () => {
  it('puts the lines the buyer wanted into the cart at today’s prices and reports every change', async () => {
    const { tenant, orderId, p } = await pastOrder();
    expect((await cartOf(tenant.member)).items).toEqual([]);
    const res = await call('POST', `/purchase-orders/${orderId}/reorder`, { as: tenant.member });
    expect(res.status).toBe(200);
    const report = (await res.json()) as CartFillReport;
    const supplierName = expect.any(String) as unknown as string;
    expect(report.added).toEqual([
      { productId: p.b.id, name: p.b.name, unit: 'kg', supplierName, quantity: 3, price: 12.5 },
      { productId: p.c.id, name: p.c.name, unit: 'kg', supplierName, quantity: 4, price: 6.75 },
      { productId: p.d.id, name: p.d.name, unit: 'cx', supplierName, quantity: 6, price: 9 },
      { productId: p.e.id, name: p.e.name, unit: 'kg', supplierName, quantity: 1, price: 5.5 },
    ]);
    expect(report.unavailable).toEqual([
      { productId: p.a.id, name: p.a.name, reason: 'INACTIVE', message: 'Produto indisponível no catálogo' },
      { productId: p.f.id, name: p.f.name, reason: 'OUT_OF_STOCK', message: 'Fora de estoque' },
    ]);
    expect(report.priceChanges).toEqual([
      {
        productId: p.b.id,
        name: p.b.name,
        unit: 'kg',
        previousPrice: 10,
        price: 12.5,
        difference: 2.5,
        direction: 'up',
      },
      {
        productId: p.c.id,
        name: p.c.name,
        unit: 'kg',
        previousPrice: 8,
        price: 6.75,
        difference: -1.25,
        direction: 'down',
      },
    ]);
    expect(report.minimumRaised).toEqual([{ productId: p.d.id, name: p.d.name, unit: 'cx', requested: 2, minimum: 6 }]);
    const cart = await cartOf(tenant.member);
    expect(cart.items.map((i) => [i.productId, i.quantity, i.price]).sort()).toEqual(
      [
        [p.b.id, 3, 12.5],
        [p.c.id, 4, 6.75],
        [p.d.id, 6, 9],
        [p.e.id, 1, 5.5],
      ].sort(),
    );
  });

  it('works for any member of the organization, into their own cart, adding to what it holds', async () => {
    const { tenant, orderId, p } = await pastOrder();
    await call('POST', '/cart/item', { as: tenant.owner, body: { productId: p.e.id, quantity: 2 } });
    const res = await call('POST', `/purchase-orders/${orderId}/reorder`, { as: tenant.owner });
    expect(res.status).toBe(200);
    const cart = await cartOf(tenant.owner);
    expect(cart.items.find((i) => i.productId === p.e.id)!.quantity).toBe(3);
    expect(cart.items).toHaveLength(4);
    expect((await cartOf(tenant.member)).items).toEqual([]);
  });

  it('answers 404 for another organization’s order and 400 for a malformed id, touching no cart', async () => {
    const { orderId } = await pastOrder();
    const other = await createTenant();
    const res = await call('POST', `/purchase-orders/${orderId}/reorder`, { as: other.owner });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase Order not found' });
    expect((await cartOf(other.owner)).items).toEqual([]);
    const bad = await call('POST', '/purchase-orders/123/reorder', { as: other.owner });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ message: 'Invalid order ID format' });
    expect((await call('POST', `/purchase-orders/${orderId}/reorder`)).status).toBe(401);
    expect((await call('POST', `/purchase-orders/${orderId}/reorder`, { as: await createUser() })).status).toBe(403);
  });

  it('reports a product deleted since by the order’s own name, and refuses an order with nothing left to repeat', async () => {
    const tenant = await createTenant();
    const { products: rows } = await createCatalogue([{ price: '2.00' }, { price: '3.00' }]);
    const orderId = await checkout(tenant.member, [
      { productId: rows[0]!.id, quantity: 1 },
      { productId: rows[1]!.id, quantity: 1 },
    ]);
    await withDb((db) => db.delete(products).where(eq(products.id, rows[0]!.id)));
    const report = (await (
      await call('POST', `/purchase-orders/${orderId}/reorder`, { as: tenant.member })
    ).json()) as CartFillReport;
    expect(report.unavailable).toEqual([
      { productId: null, name: rows[0]!.name, reason: 'REMOVED', message: 'Saiu do catálogo' },
    ]);
    expect(report.added.map((a) => a.productId)).toEqual([rows[1]!.id]);

    const cancelled = await call('PUT', `/purchase-orders/${orderId}/status`, {
      as: tenant.admin,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    const nothing = await call('POST', `/purchase-orders/${orderId}/reorder`, { as: tenant.member });
    expect(nothing.status).toBe(400);
    expect(await errorOf(nothing)).toMatchObject({
      message: 'Nenhum item deste pedido pode ser pedido novamente: todos foram recusados ou cancelados',
    });
  });
});
