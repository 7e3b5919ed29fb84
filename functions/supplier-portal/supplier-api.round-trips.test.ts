import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { createCatalogue } from '../test/catalogue';
import { approvedOrder } from '../test/orders';
import { pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { createSupplierKey } from '../test/supplier-keys';
import { call, uniq, withDb, type Principal } from '../test/tenant';
import type { orderDetailSchema } from '../orders/purchase-orders.responses';
import type { supplierOrderDetailSchema, supplierOrderPageSchema } from '../orders/supplier-orders.responses';
import type { supplierProductPageSchema, supplierProductSchema } from './supplier-products.responses';

/**
 * Database round trips of the supplier API (issue #55: a read 1, a write ≤ 2, the key's check included).
 * A key's first call: its look-up and per-minute count are one statement (1), the route's query another
 * (1). A call by a key the worker has seen pass, read or write: the key's check rides with the route's
 * first round trip (1). The usage log leaves through the queue after the response (0). The
 * acknowledgement reads once and writes once (2, with a known key), its Idempotency-Key riding along with
 * both.
 */

const withKey = (key: string, headers: Record<string, string> = {}) => ({ headers: { 'x-api-key': key, ...headers } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
type Product = z.output<typeof supplierProductSchema>;
type ProductPage = z.output<typeof supplierProductPageSchema>;
type Detail = z.output<typeof supplierOrderDetailSchema>;
type OrderPage = z.output<typeof supplierOrderPageSchema>;
type BuyerDetail = z.output<typeof orderDetailSchema>;

describe('supplier products: round trips', () => {
  it('GET /supplier/products: the page and its total after the key (2)', async () => {
    const { supplier, products } = await createCatalogue([{}, {}, {}]);
    const { key } = await createSupplierKey(supplier.id);
    const res = await call('GET', '/supplier/products?limit=2', withKey(key));
    expect(res.status).toBe(200);
    const page = (await res.json()) as ProductPage;
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page.data.map((p) => p.id).every((id) => products.some((p) => p.id === id))).toBe(true);
    expect(page.data[0]!.supplier.id).toBe(supplier.id);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    // Budget: supplier API ≤ 2 (key + count: 1; page and total at once: 1).
    expect(roundTripsOf(res)).toBe(2);
  });

  it('GET /supplier/products?search= with a typo: the key, the exact pass, then the approximate one (3; found as typed: 2)', async () => {
    const { supplier, products } = await createCatalogue([{ name: 'Muçarela fatiada' }, { name: 'Açúcar refinado' }]);
    const { key } = await createSupplierKey(supplier.id);
    const typo = await call('GET', '/supplier/products?search=mussarela', withKey(key));
    expect(typo.status).toBe(200);
    const found = (await typo.json()) as ProductPage;
    expect(found.data.map((p) => p.id)).toEqual([products[0]!.id]);
    expect(found.pagination.total).toBe(1);
    // Budget: supplier API ≤ 2 (key + count: 1; exact pass, its check and the approximate pass: 1).
    expect(roundTripsOf(typo)).toBe(3);
    // Found as typed: the approximate pass answers nothing, so no close word joins the list.
    const exact = await call('GET', '/supplier/products?search=acucar', withKey(key));
    expect(((await exact.json()) as ProductPage).data.map((p) => p.id)).toEqual([products[1]!.id]);
    // The key is known by now: its check rides with the exact pass.
    expect(roundTripsOf(exact)).toBe(1);
  });

  it('PUT /supplier/products/:id: checks and update in one batch, answered from RETURNING (2)', async () => {
    const { supplier, products, category } = await createCatalogue([{}, {}]);
    const { key } = await createSupplierKey(supplier.id);
    const res = await call('PUT', `/supplier/products/${products[0]!.id}`, {
      ...withKey(key),
      body: { price: 12.34, inStock: false, categoryId: category.id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: products[0]!.id,
      name: products[0]!.name,
      price: 12.34,
      inStock: false,
      category: { id: category.id, name: category.name },
      supplier: { id: supplier.id, name: expect.any(String) as string },
    });
    // Budget: writes ≤ 3; here 2 (key + count: 1; guards and update: 1).
    expect(roundTripsOf(res)).toBe(2);
    const read = (await (await call('GET', `/supplier/products/${products[0]!.id}`, withKey(key))).json()) as Product;
    expect(read).toMatchObject({ price: 12.34, inStock: false });
    // The key is known now: its check rides with the write's one batch.
    const price = await call('PUT', `/supplier/products/${products[0]!.id}`, {
      ...withKey(key),
      body: { price: 12.35 },
    });
    expect(price.status).toBe(200);
    pinRoundTrips(price, 'PUT /supplier/products/:id (price)', 1);
  });

  it('PUT refuses as the checks did, in their order: 404, then 400, then 409; nothing changes', async () => {
    const [mine, other] = await Promise.all([createCatalogue([{}, {}]), createCatalogue([{}])]);
    const { key } = await createSupplierKey(mine.supplier.id);
    const put = (id: string, body: object) => call('PUT', `/supplier/products/${id}`, { ...withKey(key), body });
    const notMine = await put(other.products[0]!.id, { categoryId: crypto.randomUUID(), name: mine.products[1]!.name });
    expect(notMine.status).toBe(404);
    expect(await errorOf(notMine)).toMatchObject({ message: 'Product not found' });
    const badCategory = await put(mine.products[0]!.id, {
      categoryId: crypto.randomUUID(),
      name: mine.products[1]!.name,
    });
    expect(badCategory.status).toBe(400);
    expect(await errorOf(badCategory)).toMatchObject({ message: 'Category not found' });
    const taken = await put(mine.products[0]!.id, { name: mine.products[1]!.name.toUpperCase(), price: 99 });
    expect(taken.status).toBe(409);
    const read = (await (
      await call('GET', `/supplier/products/${mine.products[0]!.id}`, withKey(key))
    ).json()) as Product;
    expect(read).toMatchObject({ name: mine.products[0]!.name, price: Number(mine.products[0]!.price) });
    const removed = await call('DELETE', `/supplier/products/${mine.products[1]!.id}`, withKey(key));
    expect(removed.status).toBe(200);
    // The key is known by now: its check rides with the delete.
    expect(roundTripsOf(removed)).toBe(1);
    expect((await put(mine.products[1]!.id, { price: 1 })).status).toBe(404);
  });

  it('POST /supplier/products: category guard and insert in one batch (2)', async () => {
    const { supplier, category } = await createCatalogue([]);
    const { key } = await createSupplierKey(supplier.id);
    const name = `Feijão ${uniq()}`;
    const res = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { name, price: 7.5, unit: 'kg', categoryId: category.id },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      name,
      price: 7.5,
      category: { id: category.id },
      supplier: { id: supplier.id },
    });
    expect(roundTripsOf(res)).toBe(2);
  });
});

describe('supplier API key: one round trip with its per-minute count', () => {
  it('over the limit: 429 with Retry-After and the headers, after the one round trip of the key', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id);
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await withDb((db) => db.insert(rateLimitBuckets).values({ key: `supplier-key:${id}`, windowStart, count: 120 }));
    const res = await call('GET', '/supplier/products', withKey(key));
    // A minute boundary between the seed and the call starts a new window: only then is it let through.
    if (Math.floor(Date.now() / 60_000) * 60_000 !== windowStart.getTime()) return;
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' });
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(windowStart.getTime() / 1000 + 60);
    expect(roundTripsOf(res)).toBe(1);
  });

  it('a disabled, expired or unknown key is a 401 and counts nothing', async () => {
    const { supplier } = await createCatalogue([]);
    const disabled = await createSupplierKey(supplier.id, { enabled: false });
    const expired = await createSupplierKey(supplier.id, {
      neverExpires: false,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const key of [disabled.key, expired.key, `sk_${'a'.repeat(32)}`]) {
      const res = await call('GET', '/supplier/products', withKey(key));
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ message: 'Invalid or expired API key' });
      expect(roundTripsOf(res)).toBe(1);
    }
    const counted = await withDb((db) =>
      db
        .select()
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `supplier-key:${disabled.id}`)),
    );
    expect(counted).toEqual([]);
  });
});

describe('a key the worker has seen pass: its check rides with the read (1)', () => {
  it('answers the same page in one round trip, counting the call and keeping the rate-limit headers', async () => {
    const { supplier, products } = await createCatalogue([{}, {}]);
    const { id, key } = await createSupplierKey(supplier.id);
    const first = await call('GET', '/supplier/products', withKey(key));
    expect(roundTripsOf(first)).toBe(2);
    const again = await call('GET', '/supplier/products', withKey(key));
    expect(again.status).toBe(200);
    pinRoundTrips(again, 'GET /supplier/products (x-api-key)', 1);
    expect(((await again.json()) as ProductPage).data.map((p) => p.id).sort()).toEqual(
      products.map((p) => p.id).sort(),
    );
    expect(again.headers.get('x-ratelimit-limit')).toBe('120');
    expect(again.headers.get('x-ratelimit-remaining')).toBe('118');
    const [bucket] = await withDb((db) =>
      db
        .select()
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `supplier-key:${id}`)),
    );
    expect(bucket!.count).toBe(2);
  });

  it('refuses a key disabled since with 401 and no data, in that one round trip; then the key is looked up again', async () => {
    const { supplier } = await createCatalogue([{}]);
    const { id, key } = await createSupplierKey(supplier.id);
    expect((await call('GET', '/supplier/products', withKey(key))).status).toBe(200);
    await withDb((db) => db.update(supplierApiKeys).set({ enabled: false }).where(eq(supplierApiKeys.id, id)));
    const refused = await call('GET', '/supplier/products', withKey(key));
    expect(refused.status).toBe(401);
    const body = await refused.text();
    expect(JSON.parse(body)).toMatchObject({
      error: { code: 'UNAUTHORIZED', message: 'Invalid or expired API key' },
    });
    expect(body).not.toContain(supplier.id);
    expect(roundTripsOf(refused)).toBe(1);
    expect(refused.headers.get('x-ratelimit-limit')).toBeNull();
    const [bucket] = await withDb((db) =>
      db
        .select()
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, `supplier-key:${id}`)),
    );
    expect(bucket!.count).toBe(1);
    // Forgotten: the next call looks the key up on its own again (and is refused there).
    const next = await call('GET', '/supplier/orders', withKey(key));
    expect(next.status).toBe(401);
    expect(roundTripsOf(next)).toBe(1);
  });

  it('refuses a known key over its limit with 429 and the headers, and reads nothing', async () => {
    const { supplier } = await createCatalogue([]);
    const { id, key } = await createSupplierKey(supplier.id);
    expect((await call('GET', '/supplier/products', withKey(key))).status).toBe(200);
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await withDb((db) =>
      db
        .update(rateLimitBuckets)
        .set({ count: 120 })
        .where(and(eq(rateLimitBuckets.key, `supplier-key:${id}`), eq(rateLimitBuckets.windowStart, windowStart))),
    );
    const res = await call('GET', '/supplier/orders', withKey(key));
    // A minute boundary between the seed and the call starts a new window: only then is it let through.
    if (Math.floor(Date.now() / 60_000) * 60_000 !== windowStart.getTime()) return;
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBe(windowStart.getTime() / 1000 + 60);
    expect(roundTripsOf(res)).toBe(1);
  });

  it("keeps a known key to its own supplier: another supplier's order is a 404", async () => {
    const mine = await sentOrder();
    const other = await sentOrder();
    expect((await call('GET', '/supplier/orders', withKey(mine.keyA.key))).status).toBe(200);
    const res = await call('GET', `/supplier/orders/${other.partA.id}`, withKey(mine.keyA.key));
    expect(res.status).toBe(404);
    expect(roundTripsOf(res)).toBe(1);
  });
});

/** approvedOrder, with each supplier's order and its lines as stored. */
async function sentOrder() {
  const placed = await approvedOrder();
  const parts = await withDb((db) =>
    db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, placed.order.id)),
  );
  const items = await withDb((db) =>
    db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, placed.order.id)),
  );
  const partOf = (supplierId: string) => {
    const part = parts.find((p) => p.supplierId === supplierId)!;
    return { ...part, items: items.filter((i) => i.supplierOrderId === part.id) };
  };
  return { ...placed, partA: partOf(placed.a.supplier.id), partB: partOf(placed.b.supplier.id) };
}

const acceptAll = (part: { items: { id: string }[] }) => ({
  lines: part.items.map((i) => ({ itemId: i.id, accepted: true })),
  promisedDate: addDays(todayInSaoPaulo(), 2),
});
const refuseAll = (part: { items: { id: string }[] }) => ({
  lines: part.items.map((i) => ({ itemId: i.id, accepted: false, reason: 'SEM_ESTOQUE' as const })),
});
const buyerDetail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as BuyerDetail;

describe('supplier orders: round trips', () => {
  it('GET /supplier/orders: the page after the key (2), with the known key’s check (1)', async () => {
    const { keyA, partA } = await sentOrder();
    const res = await call('GET', '/supplier/orders', withKey(keyA.key));
    expect(res.status).toBe(200);
    const page = (await res.json()) as OrderPage;
    expect(page.data.map((o) => o.id)).toEqual([partA.id]);
    expect(page.data[0]).toMatchObject({ status: 'SENT', actions: ['acknowledge', 'refuse'] });
    // The key's first call: its look-up, then the page.
    expect(roundTripsOf(res)).toBe(2);
    const again = await call('GET', '/supplier/orders', withKey(keyA.key));
    expect(((await again.json()) as OrderPage).data.map((o) => o.id)).toEqual([partA.id]);
    pinRoundTrips(again, 'GET /supplier/orders (x-api-key)', 1);
    const detail = await call('GET', `/supplier/orders/${partA.id}`, withKey(keyA.key));
    expect(((await detail.json()) as Detail).lines).toHaveLength(2);
    // The key passed a moment ago: its check rides with the order's batch.
    expect(roundTripsOf(detail)).toBe(1);
  });

  it('POST /supplier/orders/:id/acknowledge: one read, one write batch (2 with a known key; 3 on its first call), with or without Idempotency-Key', async () => {
    const { keyA, keyB, partA, partB, tenant, order } = await sentOrder();
    const plain = await call('POST', `/supplier/orders/${partB.id}/acknowledge`, {
      ...withKey(keyB.key),
      body: refuseAll(partB),
    });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as Detail).status).toBe('REFUSED');
    // The key's first call: key + count (1); the reads (1); the write batch with its guards (1).
    expect(roundTripsOf(plain)).toBe(3);

    // A known key (as every call after a key's first): its check rides with the reads.
    expect((await call('GET', `/supplier/orders/${partA.id}`, withKey(keyA.key))).status).toBe(200);

    const headers = { 'idempotency-key': `ack-${uniq()}` };
    const res = await call('POST', `/supplier/orders/${partA.id}/acknowledge`, {
      ...withKey(keyA.key, headers),
      body: acceptAll(partA),
    });
    expect(res.status).toBe(200);
    const answered = (await res.json()) as Detail;
    expect(answered).toMatchObject({ status: 'ACKNOWLEDGED', totalAmount: 40, actions: ['ship', 'cancel_remaining'] });
    expect(answered.lines.map((l) => l.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(answered.timeline.map((e) => e.toStatus)).toEqual(['SENT', 'ACKNOWLEDGED']);
    // The key is checked while the order is read, the Idempotency-Key claimed in the write batch: 2.
    pinRoundTrips(res, 'POST /supplier/orders/:id/acknowledge (two lines)', 2);

    // The same key again: the first answer, however soon (its answer is stored after the response).
    const replay = await call('POST', `/supplier/orders/${partA.id}/acknowledge`, {
      ...withKey(keyA.key, headers),
      body: acceptAll(partA),
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(answered);

    const buyer = await buyerDetail(tenant.member, order.id);
    expect(buyer).toMatchObject({ status: 'IN_PROGRESS', total_amount: 40 });
    const events = await withDb((db) =>
      db.select().from(supplierOrderEvents).where(eq(supplierOrderEvents.supplierOrderId, partA.id)),
    );
    expect(events.map((e) => e.action).sort()).toEqual(['acknowledge', 'send']);
    const [kept] = await withDb((db) =>
      db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.principal, `supplier-key:${keyA.id}`),
            eq(idempotencyKeys.key, headers['idempotency-key']),
          ),
        ),
    );
    expect(kept).toMatchObject({ status: 200, route: 'POST /api/v1/supplier/orders/:id/acknowledge' });
  });

  it('answers a second answer to the same order with 409, and the same Idempotency-Key at once with the one answer', async () => {
    const { keyA, partA } = await sentOrder();
    const twice = await Promise.all(
      [0, 1].map(() =>
        call('POST', `/supplier/orders/${partA.id}/acknowledge`, { ...withKey(keyA.key), body: acceptAll(partA) }),
      ),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = twice.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).message).toBe('Não é possível confirmar um pedido confirmado pelo fornecedor');

    const other = await sentOrder();
    const headers = { 'idempotency-key': `same-${uniq()}` };
    const sameKey = await Promise.all(
      [0, 1].map(() =>
        call('POST', `/supplier/orders/${other.partA.id}/acknowledge`, {
          ...withKey(other.keyA.key, headers),
          body: acceptAll(other.partA),
        }),
      ),
    );
    expect(sameKey.map((r) => r.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(sameKey.map((r) => r.json()))) as Detail[];
    expect(bodies[0]).toEqual(bodies[1]);
    const events = await withDb((db) =>
      db.select().from(supplierOrderEvents).where(eq(supplierOrderEvents.supplierOrderId, other.partA.id)),
    );
    expect(events.filter((e) => e.action === 'acknowledge')).toHaveLength(1);
  });

  it('two suppliers answering the same purchase order at once leave it with the status and total of both answers', async () => {
    const { keyA, keyB, partA, partB, tenant, order } = await sentOrder();
    const [a, b] = await Promise.all([
      call('POST', `/supplier/orders/${partA.id}/acknowledge`, { ...withKey(keyA.key), body: acceptAll(partA) }),
      call('POST', `/supplier/orders/${partB.id}/acknowledge`, { ...withKey(keyB.key), body: acceptAll(partB) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const buyer = await buyerDetail(tenant.member, order.id);
    expect(buyer).toMatchObject({ status: 'IN_PROGRESS', total_amount: 89.9 });
    expect(buyer.supplier_orders.map((p) => p.status)).toEqual(['ACKNOWLEDGED', 'ACKNOWLEDGED']);
  });
});
