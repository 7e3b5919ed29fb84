import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { cities, suppliers } from '../../../db/schema/catalogue';
import { organizationSuppliers } from '../../../db/schema/own-suppliers';
import { addDays, todayInSaoPaulo, weekdayOf } from '../../platform/brazil';
import { earliestDelivery, type DeliveryTerms } from '../../suppliers/supplier-terms';
import { createCatalogue } from '../../test/catalogue';
import { createOwnSupplier } from '../../test/own-suppliers';
import { call, createTenant, uniq, withDb, type Principal } from '../../test/tenant';
import type { cartSchema } from '../../cart/cart.responses';
import type { orderDetailSchema } from '../purchase-orders.responses';

/**
 * #54: a buyer buys from the supplier it added itself as from the marketplace — cart, checkout, a
 * supplier order — by the terms IT keeps for that supplier (organization_suppliers), not the supplier's
 * row; a listed supplier keeps its own terms.
 */

type Cart = z.output<typeof cartSchema>;
type Detail = z.output<typeof orderDetailSchema>;

const errorOf = async (res: Response) => {
  const body = (await res.json()) as { error: { message: string; details?: { message: string }[] } };
  return [body.error.message, ...(body.error.details ?? []).map((d) => d.message)].join(' | ');
};
const cartOf = async (as: Principal) => (await (await call('GET', '/cart', { as })).json()) as Cart;
const addToCart = (as: Principal, productId: string, quantity: number) =>
  call('POST', '/cart/item', { as, body: { productId, quantity } });
const checkout = (as: Principal, supplierId: string, ask: Record<string, unknown> = {}) =>
  call('POST', '/purchase-orders', { as, body: { description: 'Compra', suppliers: [{ supplierId, ...ask }] } });

/** What the buyer agreed with its own supplier, unlike the supplier's own row (every day, no minimum, PIX). */
const BUYER_TERMS = {
  minimumOrderValue: '100.00',
  leadTimeDays: 2,
  paymentTerms: ['Boleto 7 dias'],
  deliveryWeekdays: [1, 4],
  orderCutoff: null as string | null,
};

async function ownSupplierWithTerms(organizationId: string, terms: Partial<typeof BUYER_TERMS> = {}) {
  const own = await createOwnSupplier(organizationId, { products: [{ price: '30.00' }] });
  await withDb(async (db) => {
    await db
      .update(organizationSuppliers)
      .set({ ...BUYER_TERMS, ...terms })
      .where(eq(organizationSuppliers.id, own.ownSupplier.id));
    await db
      .update(suppliers)
      .set({ minimumOrderValue: '0', leadTimeDays: 0, paymentTerms: ['PIX à vista'], orderCutoff: null })
      .where(eq(suppliers.id, own.supplier.id));
  });
  return own;
}

describe('buying from an own supplier', () => {
  it('cart → checkout → a supplier order, by the buyer’s minimum, payment term and delivery days for it', async () => {
    const tenant = await createTenant();
    const own = await ownSupplierWithTerms(tenant.organization.id);
    const product = own.products[0]!;
    const name = own.ownSupplier.name;
    expect((await addToCart(tenant.member, product.id, 2)).status).toBe(201);

    const cart = await cartOf(tenant.member);
    const terms: DeliveryTerms = { leadTimeDays: 2, deliveryWeekdays: [1, 4], orderCutoff: null };
    const earliest = earliestDelivery(terms);
    expect(cart.summary.suppliers[0]).toMatchObject({
      supplierId: own.supplier.id,
      name,
      minimumOrderValue: 100,
      missingForMinimum: 40,
      leadTimeDays: 2,
      paymentTerms: ['Boleto 7 dias'],
      earliestDeliveryDate: earliest,
    });
    expect(cart.summary.suppliers[0]!.warnings).toContain(`Faltam R$ 40,00 para o pedido mínimo de ${name}`);

    const below = await checkout(tenant.member, own.supplier.id);
    expect(below.status).toBe(400);
    expect(await errorOf(below)).toBe(`Faltam R$ 40,00 para o pedido mínimo de ${name}`);

    await addToCart(tenant.member, product.id, 2);
    // A day it does not deliver (the day after a Monday or Thursday), and the supplier's own term.
    const offDay = addDays(earliest, 1);
    expect([1, 4]).not.toContain(weekdayOf(offDay));
    const refusals: [Record<string, unknown>, string][] = [
      [{ requestedDeliveryDate: offDay }, `${name} não entrega em`],
      [{ requestedDeliveryDate: todayInSaoPaulo() }, `${name} entrega a partir de`],
      [{ paymentTerm: 'PIX à vista' }, `${name} não aceita "PIX à vista"; aceita: Boleto 7 dias`],
    ];
    for (const [ask, message] of refusals) {
      const res = await checkout(tenant.member, own.supplier.id, ask);
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toContain(message);
    }

    const placed = await checkout(tenant.member, own.supplier.id, {
      requestedDeliveryDate: earliest,
      paymentTerm: 'Boleto 7 dias',
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.member })).json()) as Detail;
    expect(detail.supplier_orders).toHaveLength(1);
    expect(detail.supplier_orders[0]).toMatchObject({
      supplier_id: own.supplier.id,
      requested_delivery_date: earliest,
      payment_term: 'Boleto 7 dias',
    });
    expect(detail.items.map((i) => [i.product_id, i.quantity, i.unit_price])).toEqual([[product.id, 4, 30]]);
    expect(detail.total_amount).toBe(120);
    expect((await cartOf(tenant.member)).items).toHaveLength(0);
  });

  it('counts the lead time from tomorrow after the buyer’s cut-off for it (the supplier’s row has none)', async () => {
    const tenant = await createTenant();
    // "00:00": every order is after the cut-off, so the earliest day is tomorrow, never today.
    const own = await ownSupplierWithTerms(tenant.organization.id, {
      minimumOrderValue: '0',
      leadTimeDays: 0,
      deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6],
      orderCutoff: '00:00',
    });
    await addToCart(tenant.member, own.products[0]!.id, 1);
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    expect((await cartOf(tenant.member)).summary.suppliers[0]!.earliestDeliveryDate).toBe(tomorrow);
    const today = await checkout(tenant.member, own.supplier.id, { requestedDeliveryDate: todayInSaoPaulo() });
    expect(today.status).toBe(400);
    expect(await errorOf(today)).toContain(`${own.ownSupplier.name} entrega a partir de`);
    const placed = await checkout(tenant.member, own.supplier.id, { requestedDeliveryDate: tomorrow });
    expect(placed.status).toBe(201);
  });

  it('delivers only to the cities the buyer keeps for it: another city is refused at checkout', async () => {
    const tenant = await createTenant();
    const [elsewhere] = await withDb((db) =>
      db
        .insert(cities)
        .values({ name: `Outra ${uniq()}`, state: 'MG' })
        .returning(),
    );
    const own = await createOwnSupplier(tenant.organization.id, { cityIds: [elsewhere!.id] });
    await addToCart(tenant.member, own.products[0]!.id, 1);
    const cart = await cartOf(tenant.member);
    expect(cart.summary.suppliers[0]!.warnings.join(' | ')).toContain(`${own.ownSupplier.name} não entrega em`);
    const refused = await checkout(tenant.member, own.supplier.id);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toContain(`${own.ownSupplier.name} não entrega em`);
  });

  it('a listed supplier keeps its own terms, even for a buyer that once added it', async () => {
    const tenant = await createTenant();
    const catalogue = await createCatalogue([{ price: '10.00' }]);
    await withDb((db) =>
      db.insert(organizationSuppliers).values({
        organizationId: tenant.organization.id,
        supplierId: catalogue.supplier.id,
        name: `Como o comprador chama ${uniq()}`,
        email: `pedidos-${uniq()}@teste.dev`,
        ...BUYER_TERMS,
      }),
    );
    const [listed] = await withDb((db) =>
      db
        .select()
        .from(suppliers)
        .where(and(eq(suppliers.id, catalogue.supplier.id), eq(suppliers.listed, true))),
    );
    await addToCart(tenant.member, catalogue.products[0]!.id, 1);
    const group = (await cartOf(tenant.member)).summary.suppliers[0]!;
    expect(group).toMatchObject({
      name: listed!.name,
      minimumOrderValue: Number(listed!.minimumOrderValue),
      leadTimeDays: listed!.leadTimeDays,
      paymentTerms: listed!.paymentTerms,
    });
    expect((await checkout(tenant.member, catalogue.supplier.id)).status).toBe(201);
  });

  it('another organization cannot put the private product in its cart: 404 as for a missing one', async () => {
    const [mine, other] = await Promise.all([createTenant(), createTenant()]);
    const own = await createOwnSupplier(mine.organization.id);
    const res = await addToCart(other.member, own.products[0]!.id, 1);
    const missing = await addToCart(other.member, crypto.randomUUID(), 1);
    expect([res.status, missing.status]).toEqual([404, 404]);
    const errorBody = async (r: Response) => {
      const { code, message } = ((await r.json()) as { error: { code: string; message: string } }).error;
      return { code, message };
    };
    expect(await errorBody(res)).toEqual(await errorBody(missing));
    expect((await cartOf(other.member)).items).toHaveLength(0);
  });
});
