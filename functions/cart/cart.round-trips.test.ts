import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { cartItems, carts } from '../../db/schema/carts';
import { cities, products as productsTable } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { createAddressIn } from '../test/delivery-addresses';
import { knownToTheIsolate, pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { call, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';
import type { cartSchema } from './cart.responses';

/**
 * Database round trips of the cart (issue #55: a read 1 and a write ≤ 2, the session check included).
 * A token the isolate knows (knownToTheIsolate) sends its session's check with the request's first
 * statement (decision 0066); a token's first request looks the session up first (one trip more).
 * Reading the cart writes nothing; adding is one statement that writes only what it keeps.
 */

type Cart = z.output<typeof cartSchema>;

const cartRowsOf = (userId: string) => withDb((db) => db.select().from(carts).where(eq(carts.userId, userId)));
const add = (as: Principal, productId: string, quantity: number) =>
  call('POST', '/cart/item', { as, body: { productId, quantity } });

describe('cart round trips', () => {
  it('reads a cart never created as an empty one, without writing it: 2 cold (session + the cart), 1 warm', async () => {
    const { member } = await createTenant();
    const res = await call('GET', '/cart', { as: member });
    const cart = (await res.json()) as Cart;
    expect(cart).toMatchObject({
      userId: member.user.id,
      items: [],
      summary: { itemCount: 0, total: 0, suppliers: [] },
    });
    // The token's first request: the session's look-up, then the cart.
    expect(roundTripsOf(res)).toBe(2);
    expect(await cartRowsOf(member.user.id)).toEqual([]);
    // Known now: the check rides with the cart's read.
    const again = await call('GET', '/cart', { as: member });
    expect(((await again.json()) as Cart).id).toBe(cart.id);
    expect(roundTripsOf(again)).toBe(1);
    // The id it answered is the one the cart gets with its first line.
    const { products } = await createCatalogue([{}]);
    expect((await add(member, products[0]!.id, 1)).status).toBe(201);
    const [created] = await cartRowsOf(member.user.id);
    expect(created!.id).toBe(cart.id);
  });

  it('reads the lines and the default address’s warnings in the same round trip: 1 warm', async () => {
    const tenant = await createTenant({ address: false });
    const catalogue = await createCatalogue([{ price: '10.00' }, { price: '2.50' }]);
    const [elsewhere] = await withDb((db) =>
      db
        .insert(cities)
        .values({ name: `Longe ${uniq()}`, state: 'MG' })
        .returning(),
    );
    await createAddressIn(tenant.admin, elsewhere!.id);
    await add(tenant.member, catalogue.products[0]!.id, 3);
    await add(tenant.member, catalogue.products[1]!.id, 4);
    await knownToTheIsolate(tenant.member);
    const res = await call('GET', '/cart', { as: tenant.member });
    const cart = (await res.json()) as Cart;
    expect(cart.items.map((i) => i.quantity).sort()).toEqual([3, 4]);
    expect(cart.summary).toMatchObject({ itemCount: 7, total: 40 });
    expect(cart.summary.suppliers[0]!.warnings).toContain(
      `${catalogue.supplier.name} não entrega em ${elsewhere!.name}/MG`,
    );
    pinRoundTrips(res, 'GET /cart (two lines)', 1);
  });

  it('adds in one statement: 1 warm (the check rides with the add), the same when the line already exists', async () => {
    const { member } = await createTenant();
    const { products } = await createCatalogue([{ minimumOrder: 2 }, {}]);
    await knownToTheIsolate(member);
    const first = await add(member, products[0]!.id, 2);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ quantity: 2 });
    expect(roundTripsOf(first)).toBe(1);
    const again = await add(member, products[0]!.id, 1);
    expect(await again.json()).toMatchObject({ quantity: 3 });
    expect(roundTripsOf(again)).toBe(1);
    const second = await add(member, products[1]!.id, 1);
    expect(second.status).toBe(201);
    pinRoundTrips(second, 'POST /cart/item (add a second line)', 1);
  });

  it('refuses below the minimum, unknown and out-of-stock products in the same 1 (warm), writing nothing', async () => {
    const user = await createUser();
    const { products } = await createCatalogue([{ minimumOrder: 5, unit: 'kg' }, { inStock: false }]);
    await knownToTheIsolate(user);
    const low = await add(user, products[0]!.id, 2);
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ error: { message: 'A quantidade mínima para este produto é 5 kg' } });
    expect(roundTripsOf(low)).toBe(1);
    const out = await add(user, products[1]!.id, 1);
    expect(out.status).toBe(400);
    expect(await out.json()).toMatchObject({ error: { message: 'Produto fora de estoque' } });
    expect(roundTripsOf(out)).toBe(1);
    const missing = await add(user, crypto.randomUUID(), 1);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'Product not found' } });
    expect(roundTripsOf(missing)).toBe(1);
    expect(await cartRowsOf(user.user.id)).toEqual([]);
  });

  it('the line’s sum decides against the minimum; a refused add leaves the line as it was: 1 each (warm)', async () => {
    const { member } = await createTenant();
    const {
      products: [product],
    } = await createCatalogue([{ minimumOrder: 5, unit: 'kg' }]);
    expect((await add(member, product!.id, 5)).status).toBe(201);
    // The supplier raises the minimum after the line was added.
    await withDb((db) => db.update(productsTable).set({ minimumOrder: 10 }).where(eq(productsTable.id, product!.id)));
    const short = await add(member, product!.id, 2);
    expect(await short.json()).toMatchObject({ error: { message: 'A quantidade mínima para este produto é 10 kg' } });
    expect(roundTripsOf(short)).toBe(1);
    const [line] = await withDb((db) => db.select().from(cartItems).where(eq(cartItems.productId, product!.id)));
    expect(line!.quantity).toBe(5);
    const enough = await add(member, product!.id, 5);
    expect(await enough.json()).toMatchObject({ quantity: 10 });
    expect(roundTripsOf(enough)).toBe(1);
  });

  it('changes and removes a line: 1 each (warm: the check rides with the one statement)', async () => {
    const { member } = await createTenant();
    const { products } = await createCatalogue([{ minimumOrder: 3, unit: 'cx' }]);
    const { id } = (await (await add(member, products[0]!.id, 3)).json()) as { id: string };
    const low = await call('PUT', `/cart/item/${id}`, { as: member, body: { quantity: 2 } });
    expect(await low.json()).toMatchObject({ error: { message: 'A quantidade mínima para este produto é 3 cx' } });
    expect(roundTripsOf(low)).toBe(1);
    const changed = await call('PUT', `/cart/item/${id}`, { as: member, body: { quantity: 6 } });
    expect(await changed.json()).toEqual({ message: 'Quantidade atualizada' });
    expect(roundTripsOf(changed)).toBe(1);
    const unknown = await call('PUT', `/cart/item/${crypto.randomUUID()}`, { as: member, body: { quantity: 6 } });
    expect(unknown.status).toBe(404);
    expect(roundTripsOf(unknown)).toBe(1);
    const removed = await call('DELETE', `/cart/item/${id}`, { as: member });
    expect(await removed.json()).toEqual({ message: 'Item removido do carrinho' });
    expect(roundTripsOf(removed)).toBe(1);
    expect((await (await call('GET', '/cart', { as: member })).json()) as Cart).toMatchObject({ items: [] });
  });
});
