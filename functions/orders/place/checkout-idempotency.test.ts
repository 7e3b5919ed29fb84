import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../db/schema/idempotency';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { sessions } from '../../../db/schema/sessions';
import { supplierMembers } from '../../../db/schema/supplier-people';
import { createCatalogue } from '../../test/catalogue';
import { call, createTenant, uniq, withDb, type Principal } from '../../test/tenant';

/**
 * Checkout honours Idempotency-Key (issue #51): a buyer whose answer was lost, or who tapped twice,
 * sends the same key again and is given the first answer — the same order — instead of "Seu carrinho
 * está vazio"; the key on another route is a 409; without a key nothing changes.
 */

type Order = { id: string; number: number; status: string; total_amount: number };
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function buyerWithCart() {
  const tenant = await createTenant();
  const a = await createCatalogue([{ price: '10.00' }, { price: '2.50' }]);
  await call('POST', '/cart/item', { as: tenant.member, body: { productId: a.products[0]!.id, quantity: 3 } });
  await call('POST', '/cart/item', { as: tenant.member, body: { productId: a.products[1]!.id, quantity: 4 } });
  return { tenant, a };
}

const checkout = (as: Principal, key?: string) =>
  call('POST', '/purchase-orders', {
    as,
    body: { description: 'Feira' },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const ordersOf = (organizationId: string) =>
  withDb((db) => db.select().from(purchaseOrders).where(eq(purchaseOrders.organizationId, organizationId)));
const cartLines = async (as: Principal) =>
  ((await (await call('GET', '/cart', { as })).json()) as { items: unknown[] }).items.length;

describe('checkout with Idempotency-Key', () => {
  it('answers the same key again with the first answer: the same order, one order made', async () => {
    const { tenant } = await buyerWithCart();
    const key = `checkout-${uniq()}`;
    const first = await checkout(tenant.member, key);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as Order;
    expect(placed).toMatchObject({ status: 'PENDING', total_amount: 40 });

    // At once (its answer is stored after the response) and once more later: the same answer.
    for (const _ of [0, 1]) {
      const again = await checkout(tenant.member, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(placed);
    }
    expect((await ordersOf(tenant.organization.id)).map((o) => o.id)).toEqual([placed.id]);
    const [kept] = await withDb((db) =>
      db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.principal, `user:${tenant.member.user.id}`), eq(idempotencyKeys.key, key))),
    );
    expect(kept).toMatchObject({ status: 201, route: 'POST /api/v1/purchase-orders' });
  });

  it('refuses a key used on another route with 409, and changes nothing', async () => {
    const { tenant, a } = await buyerWithCart();
    // The buyer also answers for a supplier, so the same person (principal) reaches the portal's routes.
    await withDb(async (db) => {
      await db
        .insert(supplierMembers)
        .values({ supplierId: a.supplier.id, userId: tenant.member.user.id, role: 'admin' });
      await db
        .update(sessions)
        .set({ activeSupplierId: a.supplier.id })
        .where(eq(sessions.id, tenant.member.sessionId));
    });
    const acknowledge = (key: string) =>
      call('POST', `/supplier-portal/orders/${crypto.randomUUID()}/acknowledge`, {
        as: tenant.member,
        body: { lines: [] },
        headers: { 'idempotency-key': key },
      });

    // Used first on another route (its answer, whatever it was, is kept there): checkout refuses it.
    const elsewhere = `outra-${uniq()}`;
    expect((await acknowledge(elsewhere)).status).not.toBe(201);
    const refused = await checkout(tenant.member, elsewhere);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe('Esta Idempotency-Key já foi usada em outra chamada');
    expect(await ordersOf(tenant.organization.id)).toEqual([]);
    expect(await cartLines(tenant.member)).toBe(2);

    // Used first on checkout: another route refuses it.
    const key = `checkout-${uniq()}`;
    expect((await checkout(tenant.member, key)).status).toBe(201);
    const other = await acknowledge(key);
    expect(other.status).toBe(409);
    expect((await errorOf(other)).message).toBe('Esta Idempotency-Key já foi usada em outra chamada');
  });

  it('makes one order of concurrent checkouts with one key, at once or a few ms apart, and answers each with it', async () => {
    const { tenant, a } = await buyerWithCart();
    // A few ms apart, a call's look-up can miss the first's claim while its reads already see the
    // cart emptied: it is still given the first answer, not "Seu carrinho está vazio".
    for (const apart of [0, 4]) {
      if (apart)
        await call('POST', '/cart/item', { as: tenant.member, body: { productId: a.products[0]!.id, quantity: 1 } });
      const key = `corrida-${uniq()}`;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new Promise((resolve) => setTimeout(resolve, i * apart)).then(() => checkout(tenant.member, key)),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 201));
      const ids = new Set(((await Promise.all(results.map((r) => r.json()))) as Order[]).map((b) => b.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    }
    expect(await ordersOf(tenant.organization.id)).toHaveLength(2);
  });

  it('without a key behaves as before: the second checkout finds the cart empty', async () => {
    const { tenant } = await buyerWithCart();
    expect((await checkout(tenant.member)).status).toBe(201);
    const second = await checkout(tenant.member);
    expect(second.status).toBe(400);
    expect((await errorOf(second)).message).toBe('Seu carrinho está vazio');
    expect(await ordersOf(tenant.organization.id)).toHaveLength(1);
  });

  it('refuses a malformed key before anything is read', async () => {
    const { tenant } = await buyerWithCart();
    const res = await checkout(tenant.member, 'chave com espaco');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/^Idempotency-Key inválida/);
    expect(await cartLines(tenant.member)).toBe(2);
  });
});
