import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { cities, products, suppliers } from '../../../db/schema/catalogue';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../../platform/brazil';
import { createCatalogue } from '../../test/catalogue';
import { call, createTenant, uniq, withDb, type Principal } from '../../test/tenant';
import type { cartSchema } from '../../cart/cart.responses';
import type { deliveryAddressSchema } from '../../organizations/delivery-addresses.responses';
import type { orderDetailSchema } from '../purchase-orders.responses';

type Cart = z.output<typeof cartSchema>;
type Address = z.output<typeof deliveryAddressSchema>;
type Detail = z.output<typeof orderDetailSchema>;

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const address = (cityId: string, extra: Record<string, unknown> = {}) => ({
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  cityId,
  ...extra,
});

/** A supplier with a minimum of R$ 100, a 3-day lead time and two payment terms, serving its own city. */
async function demandingSupplier() {
  const catalogue = await createCatalogue([{ price: '25.00' }]);
  await withDb((db) =>
    db
      .update(suppliers)
      .set({ minimumOrderValue: '100.00', leadTimeDays: 3, paymentTerms: ['PIX à vista', 'Boleto 28 dias'] })
      .where(eq(suppliers.id, catalogue.supplier.id)),
  );
  return catalogue;
}

async function ordersOf(organizationId: string) {
  return withDb(async (db) => {
    const [row] = await db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.organizationId, organizationId));
    return row!.n;
  });
}

async function addAddress(as: Principal, body: unknown) {
  const res = await call('POST', '/delivery-addresses', { as, body });
  expect(res.status).toBe(201);
  return (await res.json()) as Address;
}

describe('delivery addresses', () => {
  it('keeps one default: the first address is it, a later one can take it, deleting it promotes the oldest', async () => {
    const tenant = await createTenant({ address: false });
    const { city } = await createCatalogue([]);
    const first = await addAddress(tenant.admin, address(city.id, { label: 'Cozinha central' }));
    expect(first).toMatchObject({ cep: '01310100', isDefault: true, city: { id: city.id, state: 'SP' } });
    const second = await addAddress(tenant.admin, address(city.id, { label: 'Loja', isDefault: true }));
    const list = async () =>
      ((await (await call('GET', '/delivery-addresses', { as: tenant.member })).json()) as { data: Address[] }).data;
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([
      ['Loja', true],
      ['Cozinha central', false],
    ]);
    const unset = await call('PUT', `/delivery-addresses/${second.id}`, {
      as: tenant.admin,
      body: { isDefault: false },
    });
    expect(unset.status).toBe(400);
    expect((await call('DELETE', `/delivery-addresses/${second.id}`, { as: tenant.owner })).status).toBe(200);
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([['Cozinha central', true]]);
  });

  it('refuses a CEP of 7 digits, a missing street and an unknown city with pt-BR messages, writing nothing', async () => {
    const tenant = await createTenant({ address: false });
    const { city } = await createCatalogue([]);
    const cases: [unknown, string][] = [
      [address(city.id, { cep: '0131010' }), 'CEP deve ter 8 dígitos'],
      [address(city.id, { street: ' ' }), 'Logradouro é obrigatório'],
      [address(crypto.randomUUID()), 'Cidade não atendida pela plataforma'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/delivery-addresses', { as: tenant.admin, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const list = (await (await call('GET', '/delivery-addresses', { as: tenant.admin })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(0);
  });

  it('are the organization’s own: another organization’s address is a 404 and a member cannot add one', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const { city } = await createCatalogue([]);
    const mine = await addAddress(a.admin, address(city.id));
    expect((await call('PUT', `/delivery-addresses/${mine.id}`, { as: b.owner, body: { number: '2' } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/delivery-addresses/${mine.id}`, { as: b.owner })).status).toBe(404);
    expect((await call('POST', '/delivery-addresses', { as: a.member, body: address(city.id) })).status).toBe(403);
  });
});

describe('checkout with what each supplier needs', () => {
  it('the cart warns about the minimum and an unserved city before checkout', async () => {
    const tenant = await createTenant({ address: false });
    const supplier = await demandingSupplier();
    const [elsewhere] = await withDb((db) =>
      db
        .insert(cities)
        .values({ name: `Outra ${uniq()}`, state: 'MG' })
        .returning(),
    );
    await addAddress(tenant.admin, address(elsewhere!.id));
    await call('POST', '/cart/item', { as: tenant.member, body: { productId: supplier.products[0]!.id, quantity: 2 } });
    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    const group = cart.summary.suppliers[0]!;
    expect(group).toMatchObject({
      minimumOrderValue: 100,
      missingForMinimum: 50,
      leadTimeDays: 3,
      earliestDeliveryDate: addDays(todayInSaoPaulo(), 3),
      paymentTerms: ['PIX à vista', 'Boleto 28 dias'],
    });
    expect(group.warnings).toEqual([
      `Faltam R$ 50,00 para o pedido mínimo de ${supplier.supplier.name}`,
      `${supplier.supplier.name} não entrega em ${elsewhere!.name}/MG`,
    ]);
  });

  it('refuses what the supplier does not accept with pt-BR messages, and writes nothing', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const supplier = await demandingSupplier();
    const [elsewhere] = await withDb((db) =>
      db
        .insert(cities)
        .values({ name: `Outra ${uniq()}`, state: 'MG' })
        .returning(),
    );
    const served = await addAddress(tenant.admin, address(supplier.city.id));
    const unserved = await addAddress(tenant.admin, address(elsewhere!.id));
    const foreign = await addAddress(other.admin, address(supplier.city.id));
    const name = supplier.supplier.name;
    const checkout = (terms: Record<string, unknown>) =>
      call('POST', '/purchase-orders', {
        as: tenant.member,
        body: { description: 'Compra', suppliers: [{ supplierId: supplier.supplier.id, ...terms }] },
      });

    await call('POST', '/cart/item', { as: tenant.member, body: { productId: supplier.products[0]!.id, quantity: 2 } });
    const below = await checkout({});
    expect(below.status).toBe(400);
    expect(await errorOf(below)).toBe(`Faltam R$ 50,00 para o pedido mínimo de ${name}`);

    await call('POST', '/cart/item', { as: tenant.member, body: { productId: supplier.products[0]!.id, quantity: 2 } });
    const tooSoon = addDays(todayInSaoPaulo(), 2);
    const refusals: [Record<string, unknown>, string][] = [
      [{ requestedDeliveryDate: tooSoon }, `${name} entrega a partir de`],
      [{ paymentTerm: 'Cheque 90 dias' }, `${name} não aceita "Cheque 90 dias"; aceita: PIX à vista, Boleto 28 dias`],
      [{ deliveryAddressId: unserved.id }, `${name} não entrega em ${elsewhere!.name}/MG`],
      [{ deliveryAddressId: foreign.id }, 'Endereço de entrega não encontrado nesta organização'],
      [{ deliveryAddressId: 'abc' }, 'ID de endereço inválido'],
    ];
    for (const [terms, message] of refusals) {
      const res = await checkout(terms);
      expect(res.status, message).toBe(400);
      const body = (await res.json()) as { error: { message: string; details?: { message: string }[] } };
      expect([body.error.message, ...(body.error.details ?? []).map((d) => d.message)].join(' | ')).toContain(message);
    }
    expect(await ordersOf(tenant.organization.id)).toBe(0);
    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    expect(cart.items[0]!.quantity).toBe(4);

    const date = addDays(todayInSaoPaulo(), 3);
    const placed = await checkout({
      deliveryAddressId: served.id,
      requestedDeliveryDate: date,
      paymentTerm: 'Boleto 28 dias',
      notes: 'Entregar pela doca',
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.member })).json()) as Detail;
    expect(detail.supplier_orders[0]).toMatchObject({
      requested_delivery_date: date,
      payment_term: 'Boleto 28 dias',
      notes: 'Entregar pela doca',
      delivery_address: { cep: '01310100', street: 'Avenida Paulista', city: supplier.city.name, state: 'SP' },
    });
  });

  it('offers the first day the supplier delivers, and refuses a date on a day it does not', async () => {
    const tenant = await createTenant();
    const supplier = await demandingSupplier();
    // It delivers on Mondays only: the earliest date is a Monday at least three days out.
    await withDb((db) =>
      db
        .update(suppliers)
        .set({ deliveryWeekdays: [1] })
        .where(eq(suppliers.id, supplier.supplier.id)),
    );
    await call('POST', '/cart/item', { as: tenant.member, body: { productId: supplier.products[0]!.id, quantity: 4 } });
    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    const earliest = cart.summary.suppliers[0]!.earliestDeliveryDate;
    expect(new Date(`${earliest}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(earliest >= addDays(todayInSaoPaulo(), 3) && earliest <= addDays(todayInSaoPaulo(), 9)).toBe(true);
    const tuesday = addDays(earliest, 1);
    const refused = await call('POST', '/purchase-orders', {
      as: tenant.member,
      body: {
        description: 'Compra',
        suppliers: [{ supplierId: supplier.supplier.id, requestedDeliveryDate: tuesday }],
      },
    });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(
      `${supplier.supplier.name} não entrega em ${tuesday.slice(8, 10)}/${tuesday.slice(5, 7)}/${tuesday.slice(0, 4)} (prazo de 3 dias; entrega seg)`,
    );
    const placed = await call('POST', '/purchase-orders', {
      as: tenant.member,
      body: {
        description: 'Compra',
        suppliers: [{ supplierId: supplier.supplier.id, requestedDeliveryDate: earliest }],
      },
    });
    expect(placed.status).toBe(201);
  });

  it('sends the groups at their minimum and keeps the one below it in the cart', async () => {
    const tenant = await createTenant();
    const [demanding, easy] = await Promise.all([demandingSupplier(), createCatalogue([{ price: '10.00' }])]);
    await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: demanding.products[0]!.id, quantity: 2 },
    });
    await call('POST', '/cart/item', { as: tenant.member, body: { productId: easy.products[0]!.id, quantity: 3 } });
    const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.member })).json()) as Detail;
    expect(detail.supplier_orders.map((p) => p.supplier_id)).toEqual([easy.supplier.id]);
    expect(detail.items.map((i) => i.product_id)).toEqual([easy.products[0]!.id]);
    expect(detail.total_amount).toBe(30);
    // The group below its minimum is still in the cart, with what it lacks.
    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[demanding.products[0]!.id, 2]]);
    expect(cart.summary.suppliers[0]).toMatchObject({ missingForMinimum: 50 });
  });

  it('uses the default address when the order names none', async () => {
    const tenant = await createTenant({ address: false });
    const catalogue = await createCatalogue([{ price: '10.00' }]);
    await addAddress(tenant.admin, address(catalogue.city.id, { label: 'Matriz' }));
    await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: catalogue.products[0]!.id, quantity: 1 },
    });
    const res = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Compra' } });
    const { id } = (await res.json()) as { id: string };
    const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.member })).json()) as Detail;
    expect(detail.supplier_orders[0]!.delivery_address).toMatchObject({ label: 'Matriz', cep: '01310100' });
  });

  it('refuses an order with no delivery address: none leaves "a combinar"', async () => {
    const tenant = await createTenant({ address: false });
    const catalogue = await createCatalogue([{ price: '10.00' }]);
    await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: catalogue.products[0]!.id, quantity: 1 },
    });
    const res = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Sem endereço' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(
      'Cadastre um endereço de entrega antes de enviar o pedido (Configurações › Endereços): o fornecedor precisa saber onde entregar',
    );
    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    expect(cart.items).toHaveLength(1);
    const orders = (await (await call('GET', '/purchase-orders', { as: tenant.member })).json()) as { data: unknown[] };
    expect(orders.data).toEqual([]);
  });

  it('flags a product that left the catalogue in the cart and refuses the checkout naming it, until it is removed', async () => {
    const tenant = await createTenant();
    const catalogue = await createCatalogue([{ name: `Alface ${uniq()}` }, { name: `Rúcula ${uniq()}` }]);
    const [gone, kept] = catalogue.products;
    await addAddress(tenant.admin, address(catalogue.city.id));
    for (const product of [gone!, kept!])
      await call('POST', '/cart/item', { as: tenant.member, body: { productId: product.id, quantity: 1 } });
    await withDb((db) => db.update(products).set({ isActive: false }).where(eq(products.id, gone!.id)));

    const cart = (await (await call('GET', '/cart', { as: tenant.member })).json()) as Cart;
    expect(cart.items.find((i) => i.productId === gone!.id)?.product.available).toBe(false);
    expect(cart.items.find((i) => i.productId === kept!.id)?.product.available).toBe(true);
    expect(cart.summary.suppliers[0]!.warnings).toContain(
      `${gone!.name} saiu do catálogo: remova do carrinho para fechar o pedido`,
    );

    const refused = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(`${gone!.name} saiu do catálogo: remova do carrinho para fechar o pedido`);
    expect(await ordersOf(tenant.organization.id)).toBe(0);

    const line = cart.items.find((i) => i.productId === gone!.id)!;
    expect((await call('DELETE', `/cart/item/${line.id}`, { as: tenant.member })).status).toBe(200);
    const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
    expect(placed.status).toBe(201);
  });
});
