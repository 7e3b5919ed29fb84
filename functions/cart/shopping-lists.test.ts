import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { createAddressIn } from '../test/delivery-addresses';
import { placeOrder } from '../test/orders';
import { call, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';
import type * as z from 'zod';
import type { CartFillReport } from './cart-fill.service';
import type { shoppingListPageSchema, shoppingListSchema } from './shopping-lists.responses';

type List = z.output<typeof shoppingListSchema>;
type Page = z.output<typeof shoppingListPageSchema>;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

async function newList(as: Principal, name = `Lista ${uniq()}`, fromPurchaseOrderId?: string) {
  const res = await call('POST', '/shopping-lists', { as, body: { name, fromPurchaseOrderId } });
  expect(res.status).toBe(201);
  return json<{ id: string; name: string; itemCount: number; estimatedTotal: number }>(res);
}
const getList = (as: Principal, id: string) => json<List>(call('GET', `/shopping-lists/${id}`, { as }));

describe('shopping lists', () => {
  it('creates, lists, renames and deletes, with a name unique in the organization whatever its case', async () => {
    const { owner, member } = await createTenant();
    const created = await newList(owner, 'Compra da semana');
    expect(created).toMatchObject({ name: 'Compra da semana', itemCount: 0, estimatedTotal: 0 });
    const duplicate = await call('POST', '/shopping-lists', { as: member, body: { name: '  compra DA semana ' } });
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toMatchObject({ code: 'CONFLICT', message: 'Já existe uma lista com esse nome' });
    const empty = await call('POST', '/shopping-lists', { as: member, body: { name: '   ' } });
    expect(await errorOf(empty)).toMatchObject({ message: 'Nome da lista é obrigatório' });

    const other = await newList(member, 'Açougue');
    const page = await json<Page>(call('GET', '/shopping-lists?limit=1', { as: member }));
    expect(page.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page.data.map((l) => l.name)).toEqual(['Açougue']);
    expect(page.data[0]!.createdBy).toBe(member.user.name);

    const clash = await call('PUT', `/shopping-lists/${other.id}`, { as: owner, body: { name: 'COMPRA da semana' } });
    expect(clash.status).toBe(409);
    const renamed = await call('PUT', `/shopping-lists/${other.id}`, { as: owner, body: { name: 'Açougue de sexta' } });
    expect(await renamed.json()).toMatchObject({ id: other.id, name: 'Açougue de sexta' });

    // Lists are shared: a member deletes the owner's list.
    const removed = await call('DELETE', `/shopping-lists/${created.id}`, { as: member });
    expect(await removed.json()).toEqual({ message: 'Lista excluída' });
    const gone = await call('GET', `/shopping-lists/${created.id}`, { as: owner });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ message: 'Lista de compras não encontrada' });
  });

  it('adds products (summing into a line), holds the minimum, changes and removes lines', async () => {
    const { owner, member } = await createTenant();
    const { products: rows } = await createCatalogue([
      { price: '12.00', minimumOrder: 5, unit: 'kg' },
      { price: '3.50', unit: 'un' },
    ]);
    const [rice, egg] = [rows[0]!, rows[1]!];
    const list = await newList(owner);

    const low = await call('POST', `/shopping-lists/${list.id}/items`, {
      as: member,
      body: { productId: rice.id, quantity: 2 },
    });
    expect(low.status).toBe(400);
    expect(await errorOf(low)).toMatchObject({ message: 'A quantidade mínima para este produto é 5 kg' });
    expect((await getList(owner, list.id)).items).toEqual([]);

    const added = await call('POST', `/shopping-lists/${list.id}/items`, {
      as: member,
      body: { productId: rice.id, quantity: 5 },
    });
    expect(added.status).toBe(201);
    const line = await json<{ id: string; productId: string; quantity: number }>(added);
    expect(line).toMatchObject({ productId: rice.id, quantity: 5 });
    const again = await call('POST', `/shopping-lists/${list.id}/items`, {
      as: owner,
      body: { productId: rice.id, quantity: 2 },
    });
    expect(await again.json()).toEqual({ id: line.id, productId: rice.id, quantity: 7 });
    await call('POST', `/shopping-lists/${list.id}/items`, { as: owner, body: { productId: egg.id, quantity: 30 } });

    const detail = await getList(member, list.id);
    expect(detail.itemCount).toBe(2);
    expect(detail.estimatedTotal).toBe(7 * 12 + 30 * 3.5);
    expect(detail.items.find((i) => i.product.id === rice.id)).toMatchObject({
      id: line.id,
      quantity: 7,
      product: {
        name: rice.name,
        unit: 'kg',
        price: 12,
        minimumOrder: 5,
        available: true,
        unavailableReason: null,
        sku: expect.any(String) as unknown as string,
      },
    });

    const below = await call('PUT', `/shopping-lists/${list.id}/items/${line.id}`, {
      as: member,
      body: { quantity: 4 },
    });
    expect(await errorOf(below)).toMatchObject({ message: 'A quantidade mínima para este produto é 5 kg' });
    const changed = await call('PUT', `/shopping-lists/${list.id}/items/${line.id}`, {
      as: member,
      body: { quantity: 10 },
    });
    expect(await changed.json()).toEqual({ id: line.id, productId: rice.id, quantity: 10 });
    const removed = await call('DELETE', `/shopping-lists/${list.id}/items/${line.id}`, { as: member });
    expect(await removed.json()).toEqual({ message: 'Item removido da lista' });
    expect((await getList(owner, list.id)).items.map((i) => i.product.id)).toEqual([egg.id]);
    const missing = await call('DELETE', `/shopping-lists/${list.id}/items/${line.id}`, { as: member });
    expect(await errorOf(missing)).toMatchObject({ message: 'Item não encontrado na lista' });

    const unknown = await call('POST', `/shopping-lists/${list.id}/items`, {
      as: member,
      body: { productId: crypto.randomUUID(), quantity: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: 'Produto não encontrado' });
  });

  it('answers 404 for another organization’s list, 400 for malformed ids, and refuses callers without an organization', async () => {
    const { owner } = await createTenant();
    const other = await createTenant();
    const { products: rows } = await createCatalogue([{}]);
    const list = await newList(owner);
    const added = await json<{ id: string }>(
      call('POST', `/shopping-lists/${list.id}/items`, { as: owner, body: { productId: rows[0]!.id, quantity: 1 } }),
    );
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/shopping-lists/${list.id}`],
      ['PUT', `/shopping-lists/${list.id}`, { name: 'Minha' }],
      ['DELETE', `/shopping-lists/${list.id}`],
      ['POST', `/shopping-lists/${list.id}/items`, { productId: rows[0]!.id, quantity: 1 }],
      ['PUT', `/shopping-lists/${list.id}/items/${added.id}`, { quantity: 3 }],
      ['DELETE', `/shopping-lists/${list.id}/items/${added.id}`],
      ['POST', `/shopping-lists/${list.id}/add-to-cart`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { as: other.member, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(res)).toMatchObject({ message: 'Lista de compras não encontrada' });
    }
    expect((await json<Page>(call('GET', '/shopping-lists', { as: other.owner }))).data).toEqual([]);
    expect((await getList(owner, list.id)).items).toHaveLength(1);

    const bad = await call('GET', '/shopping-lists/abc', { as: owner });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ message: 'ID de lista inválido' });
    const badItem = await call('DELETE', `/shopping-lists/${list.id}/items/abc`, { as: owner });
    expect(await errorOf(badItem)).toMatchObject({ message: 'ID de item da lista inválido' });
    expect((await call('GET', '/shopping-lists')).status).toBe(401);
    expect((await call('GET', '/shopping-lists', { as: await createUser() })).status).toBe(403);
  });

  it('is created from an order with its lines; another organization’s order is a 404', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member);
    const list = await newList(tenant.admin, 'Do pedido', order.id);
    expect(list).toMatchObject({ itemCount: 3, estimatedTotal: 3 * 10 + 4 * 2.5 + 49.9 });
    const detail = await getList(tenant.member, list.id);
    expect(detail.items.map((i) => [i.product.id, i.quantity]).sort()).toEqual(
      [
        [a.products[0]!.id, 3],
        [a.products[1]!.id, 4],
        [b.products[0]!.id, 1],
      ].sort(),
    );
    const other = await createTenant();
    const res = await call('POST', '/shopping-lists', {
      as: other.owner,
      body: { name: 'Alheia', fromPurchaseOrderId: order.id },
    });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ message: 'Pedido não encontrado' });
    expect((await json<Page>(call('GET', '/shopping-lists', { as: other.owner }))).data).toEqual([]);
  });

  it('adds everything to the cart with the order-again report', async () => {
    const { member, owner } = await createTenant();
    const { products: rows } = await createCatalogue([
      { price: '6.00', minimumOrder: 2 },
      { price: '4.00' },
      { price: '8.00' },
    ]);
    const [kept, raised, retired] = [rows[0]!, rows[1]!, rows[2]!];
    const list = await newList(owner);
    for (const [productId, quantity] of [
      [kept.id, 2],
      [raised.id, 1],
      [retired.id, 1],
    ] as const) {
      await call('POST', `/shopping-lists/${list.id}/items`, { as: owner, body: { productId, quantity } });
    }
    await withDb(async (db) => {
      await db.update(products).set({ minimumOrder: 3 }).where(eq(products.id, raised.id));
      await db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    });
    const detail = await getList(member, list.id);
    expect(detail.items.find((i) => i.product.id === retired.id)!.product).toMatchObject({
      available: false,
      unavailableReason: 'INACTIVE',
    });
    // Today's total: the raised line at its new minimum, the retired product left out.
    expect(detail.estimatedTotal).toBe(2 * 6 + 3 * 4);

    const res = await call('POST', `/shopping-lists/${list.id}/add-to-cart`, { as: member });
    expect(res.status).toBe(200);
    const report = (await res.json()) as CartFillReport;
    expect(report.added.map((a) => [a.productId, a.quantity, a.price]).sort()).toEqual(
      [
        [kept.id, 2, 6],
        [raised.id, 3, 4],
      ].sort(),
    );
    expect(report.minimumRaised).toEqual([
      { productId: raised.id, name: raised.name, unit: 'kg', requested: 1, minimum: 3 },
    ]);
    expect(report.unavailable).toEqual([
      { productId: retired.id, name: retired.name, reason: 'INACTIVE', message: 'Produto indisponível no catálogo' },
    ]);
    expect(report.priceChanges).toEqual([]);
    const cart = await json<{ items: Array<{ productId: string; quantity: number }> }>(
      call('GET', '/cart', { as: member }),
    );
    expect(cart.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [kept.id, 2],
        [raised.id, 3],
      ].sort(),
    );

    const emptyList = await newList(owner);
    const empty = await call('POST', `/shopping-lists/${emptyList.id}/add-to-cart`, { as: member });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'A lista está vazia' });
  });

  it('says which lines’ suppliers do not deliver to the organization’s default address', async () => {
    const tenant = await createTenant({ address: false });
    const [here, there] = await Promise.all([createCatalogue([{}]), createCatalogue([{}])]);
    await createAddressIn(tenant.admin, here.city.id);
    const list = await newList(tenant.member);
    for (const product of [here.products[0]!, there.products[0]!]) {
      const res = await call('POST', `/shopping-lists/${list.id}/items`, {
        as: tenant.member,
        body: { productId: product.id, quantity: product.minimumOrder },
      });
      expect(res.status).toBe(201);
    }
    const bySupplier = Object.fromEntries(
      (await getList(tenant.member, list.id)).items.map((i) => [i.supplier.id, i.supplier.notDeliveredTo]),
    );
    expect(bySupplier).toEqual({ [here.supplier.id]: null, [there.supplier.id]: here.city.name });
  });
});
