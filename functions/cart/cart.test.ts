import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createOwnSupplier } from '../test/own-suppliers';
import { call, createTenant, createUser, type Principal } from '../test/tenant';

interface CartBody {
  items: Array<{ id: string; productId: string; quantity: number; price: number; supplier: { id: string } }>;
  summary: {
    itemCount: number;
    total: number;
    suppliers: Array<{ supplierId: string; subtotal: number; itemCount: number }>;
  };
}
const cartOf = async (as: Principal) => (await (await call('GET', '/cart', { as })).json()) as CartBody;

describe('cart', () => {
  it('needs a session: "Usuário não autenticado"', async () => {
    for (const [method, path] of [
      ['GET', '/cart'],
      ['POST', '/cart/item'],
      ['POST', '/cart/clear'],
    ] as const) {
      const res = await call(method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: { code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' },
      });
    }
  });

  it('groups lines by supplier with subtotals and a total, at the product’s price (a client price is ignored)', async () => {
    const { member } = await createTenant();
    const a = await createCatalogue([{ price: '8.90' }, { price: '2.50' }]);
    const b = await createCatalogue([{ price: '49.90' }]);
    await call('POST', '/cart/item', {
      as: member,
      body: { productId: a.products[0]!.id, supplierId: a.supplier.id, quantity: 3, price: 0.01 },
    });
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[1]!.id, quantity: 4 } });
    await call('POST', '/cart/item', { as: member, body: { productId: b.products[0]!.id, quantity: 1 } });
    const cart = await cartOf(member);
    expect(cart.items.find((i) => i.productId === a.products[0]!.id)!.price).toBe(8.9);
    expect(cart.summary.suppliers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ supplierId: a.supplier.id, subtotal: 36.7, itemCount: 7 }),
        expect.objectContaining({ supplierId: b.supplier.id, subtotal: 49.9, itemCount: 1 }),
      ]),
    );
    expect(cart.summary.total).toBe(86.6);
  });

  it('adds up 20 concurrent adds of the same product exactly', async () => {
    const { member } = await createTenant();
    const { products } = await createCatalogue([{}]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/cart/item', { as: member, body: { productId: products[0]!.id, quantity: 2 } }),
      ),
    );
    expect(
      await Promise.all(results.filter((r) => r.status !== 201).map(async (r) => `${r.status} ${await r.text()}`)),
    ).toEqual([]);
    const cart = await cartOf(member);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(40);
  });

  it('holds the minimum order on add and on update, and quantity of at least 1', async () => {
    const { member } = await createTenant();
    const { products } = await createCatalogue([{ minimumOrder: 5, unit: 'kg' }]);
    const low = await call('POST', '/cart/item', { as: member, body: { productId: products[0]!.id, quantity: 2 } });
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ error: { message: 'A quantidade mínima para este produto é 5 kg' } });
    expect((await cartOf(member)).items).toHaveLength(0);
    await call('POST', '/cart/item', { as: member, body: { productId: products[0]!.id, quantity: 5 } });
    const [line] = (await cartOf(member)).items;
    expect((await call('PUT', `/cart/item/${line!.id}`, { as: member, body: { quantity: 4 } })).status).toBe(400);
    const zero = await call('PUT', `/cart/item/${line!.id}`, { as: member, body: { quantity: 0 } });
    expect(await zero.json()).toMatchObject({ error: { message: 'A quantidade deve ser pelo menos 1' } });
    expect((await call('PUT', `/cart/item/${line!.id}`, { as: member, body: { quantity: 8 } })).status).toBe(200);
    expect((await cartOf(member)).items[0]!.quantity).toBe(8);
  });

  it("answers 404 for another user's line, removes one's own, and clears", async () => {
    const [mine, other] = await Promise.all([createUser(), createUser()]);
    const { products } = await createCatalogue([{}, {}]);
    for (const p of products) await call('POST', '/cart/item', { as: mine, body: { productId: p.id, quantity: 1 } });
    const [first] = (await cartOf(mine)).items;
    expect((await call('PUT', `/cart/item/${first!.id}`, { as: other, body: { quantity: 3 } })).status).toBe(404);
    expect((await call('DELETE', `/cart/item/${first!.id}`, { as: other })).status).toBe(404);
    expect((await call('DELETE', `/cart/item/${first!.id}`, { as: mine })).status).toBe(200);
    expect((await cartOf(mine)).items).toHaveLength(1);
    expect((await call('POST', '/cart/clear', { as: mine })).status).toBe(200);
    expect((await cartOf(mine)).items).toHaveLength(0);
  });

  it('keeps one cart per organization', async () => {
    const tenant = await createTenant();
    const { products } = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: tenant.admin, body: { productId: products[0]!.id, quantity: 1 } });
    const other = await createTenant();
    // The admin's cart in another organization would be another cart; the same user sees theirs only here.
    expect((await cartOf(tenant.admin)).items).toHaveLength(1);
    expect((await cartOf(other.admin)).items).toHaveLength(0);
  });

  it('refuses unknown and out-of-stock products', async () => {
    const { member } = await createTenant();
    const { products } = await createCatalogue([{ inStock: false }]);
    const out = await call('POST', '/cart/item', { as: member, body: { productId: products[0]!.id, quantity: 1 } });
    expect(await out.json()).toMatchObject({ error: { message: 'Produto fora de estoque' } });
    const missing = await call('POST', '/cart/item', {
      as: member,
      body: { productId: crypto.randomUUID(), quantity: 1 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('a buyer’s own supplier’s private products (#54)', () => {
  const errorOf = async (res: Response) => {
    const { code, message } = ((await res.json()) as { error: { code: string; message: string } }).error;
    return { status: res.status, code, message };
  };

  it('join the cart, a list and the quick order of the buyer that keeps them', async () => {
    const tenant = await createTenant();
    const sku = `PRIV-${crypto.randomUUID().slice(0, 8)}`;
    const own = await createOwnSupplier(tenant.organization.id, { products: [{ sku, price: '12.00' }] });
    const product = own.products[0]!;
    expect(
      (await call('POST', '/cart/item', { as: tenant.member, body: { productId: product.id, quantity: 2 } })).status,
    ).toBe(201);
    const cart = await cartOf(tenant.member);
    expect(cart.summary.suppliers).toEqual([expect.objectContaining({ supplierId: own.supplier.id, subtotal: 24 })]);

    const list = (await (
      await call('POST', '/shopping-lists', { as: tenant.member, body: { name: `Lista ${sku}` } })
    ).json()) as { id: string };
    const added = await call('POST', `/shopping-lists/${list.id}/items`, {
      as: tenant.member,
      body: { productId: product.id, quantity: 1 },
    });
    expect(added.status).toBe(201);

    const preview = (await (
      await call('POST', '/cart/quick-order/preview', { as: tenant.member, body: { text: `${sku};3` } })
    ).json()) as {
      lines: { status: string; candidates: { id: string; supplier: { name: string } }[] }[];
    };
    expect(preview.lines[0]).toMatchObject({
      status: 'matched',
      candidates: [{ id: product.id, supplier: { name: own.ownSupplier.name } }],
    });
  });

  it('another organization cannot put them in its cart, a list or its quick order: as for a missing product', async () => {
    const [mine, other] = await Promise.all([createTenant(), createTenant()]);
    const sku = `PRIV-${crypto.randomUUID().slice(0, 8)}`;
    const own = await createOwnSupplier(mine.organization.id, { products: [{ sku }] });
    const product = own.products[0]!;
    const missing = crypto.randomUUID();
    const addToCart = (productId: string) =>
      call('POST', '/cart/item', { as: other.member, body: { productId, quantity: 1 } });
    expect(await errorOf(await addToCart(product.id))).toEqual(await errorOf(await addToCart(missing)));
    expect((await cartOf(other.member)).items).toHaveLength(0);

    const list = (await (
      await call('POST', '/shopping-lists', { as: other.member, body: { name: `Lista ${sku}` } })
    ).json()) as { id: string };
    const addToList = (productId: string) =>
      call('POST', `/shopping-lists/${list.id}/items`, { as: other.member, body: { productId, quantity: 1 } });
    const refused = await errorOf(await addToList(product.id));
    expect(refused.status).toBe(404);
    expect(refused).toEqual(await errorOf(await addToList(missing)));

    const preview = (await (
      await call('POST', '/cart/quick-order/preview', { as: other.member, body: { text: `${sku};3` } })
    ).json()) as {
      lines: { status: string; candidates: unknown[] }[];
    };
    expect(preview.lines[0]).toMatchObject({ status: 'not_found', candidates: [] });
    const quick = (await (
      await call('POST', '/cart/quick-order', {
        as: other.member,
        body: { lines: [{ productId: product.id, quantity: 1 }] },
      })
    ).json()) as {
      added: unknown[];
      unavailable: { productId: string; reason: string }[];
    };
    expect(quick.added).toEqual([]);
    expect(quick.unavailable).toEqual([expect.objectContaining({ productId: product.id, reason: 'REMOVED' })]);
    expect((await cartOf(other.member)).items).toHaveLength(0);
  });
});
