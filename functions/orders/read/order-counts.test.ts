import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/organizations';
import { purchaseOrderCounts, purchaseOrders } from '../../../db/schema/purchase-orders';
import { runScheduled } from '../../scheduled';
import { placeOrder } from '../../test/orders';
import { call, createTenant, withDb, type Tenant } from '../../test/tenant';
import { compactOrderCounts } from './order-counts';

const STATUSES = purchaseOrders.status.enumValues;

/** What counting the orders themselves says, per status. */
const countedOrders = (organizationId: string) =>
  withDb((db) =>
    db
      .select({ status: purchaseOrders.status, value: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.organizationId, organizationId))
      .groupBy(purchaseOrders.status),
  );

const countRowsOf = (organizationId: string) =>
  withDb((db) => db.select().from(purchaseOrderCounts).where(eq(purchaseOrderCounts.organizationId, organizationId)));

/** The list's total (all and per status) and the stats, against the orders counted one by one. */
async function expectCountsToMatchOrders(tenant: Tenant) {
  const truth = Object.fromEntries((await countedOrders(tenant.organization.id)).map((r) => [r.status, r.value]));
  const all = Object.values(truth).reduce((n, v) => n + v, 0);
  const totalOf = async (query: string) =>
    (
      (await (await call('GET', `/purchase-orders?limit=1${query}`, { as: tenant.admin })).json()) as {
        pagination: { total: number };
      }
    ).pagination.total;
  expect(await totalOf('')).toBe(all);
  for (const status of STATUSES) expect(await totalOf(`&status=${status}`)).toBe(truth[status] ?? 0);
  const stats = (await (await call('GET', '/purchase-orders/stats', { as: tenant.admin })).json()) as Record<
    string,
    number
  >;
  expect(stats).toEqual({ ...Object.fromEntries(STATUSES.map((s) => [s, truth[s] ?? 0])), total: all });
  return all;
}

describe('order counts (rows appended by triggers, folded by the cron)', () => {
  it("keep the list's total and the stats equal to the orders through checkout, decisions, deletion and the fold", async () => {
    const tenant = await createTenant();
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push((await placeOrder(tenant.member, `Compra ${i}`)).order);
    expect(await expectCountsToMatchOrders(tenant)).toBe(4);
    const decide = (id: string, status: string) =>
      call('PUT', `/purchase-orders/${id}/status`, {
        as: tenant.admin,
        body: { status, notes: 'Conferido pelo admin' },
      });
    expect((await decide(placed[0]!.id, 'APPROVED')).status).toBe(200);
    const rejected = await decide(placed[1]!.id, 'CANCELLED');
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    expect((await call('DELETE', `/purchase-orders/${placed[2]!.id}`, { as: tenant.member })).status).toBe(200);
    expect(await expectCountsToMatchOrders(tenant)).toBe(3);
    // An update that moves no order between statuses appends nothing.
    const before = (await countRowsOf(tenant.organization.id)).length;
    await withDb((db) =>
      db
        .update(purchaseOrders)
        .set({ notes: 'conferido' })
        .where(eq(purchaseOrders.organizationId, tenant.organization.id)),
    );
    expect(await countRowsOf(tenant.organization.id)).toHaveLength(before);

    expect(await withDb((db) => compactOrderCounts(db))).toBeGreaterThan(0);
    const folded = await countRowsOf(tenant.organization.id);
    // One row per status with orders; the pair that added up to zero (the deleted order's) is gone.
    expect(folded.map((r) => r.status).sort()).toEqual(['APPROVED', 'CANCELLED', 'PENDING']);
    expect(folded.every((r) => r.orders === 1)).toBe(true);
    expect(await expectCountsToMatchOrders(tenant)).toBe(3);
  });

  it('never make writers wait on each other: checkouts and approvals at once in one organization all succeed', async () => {
    const tenant = await createTenant();
    const pending = [(await placeOrder(tenant.member)).order, (await placeOrder(tenant.member)).order];
    const answers = await Promise.all([
      placeOrder(tenant.owner).then(() => 201),
      placeOrder(tenant.admin).then(() => 201),
      placeOrder(tenant.member).then(() => 201),
      ...pending.map(async (order) => {
        const res = await call('PUT', `/purchase-orders/${order.id}/status`, {
          as: tenant.admin,
          body: { status: 'APPROVED' },
        });
        return res.status;
      }),
      withDb((db) => compactOrderCounts(db)).then(() => 201),
    ]);
    expect(answers).toEqual([201, 201, 201, 200, 200, 201]);
    expect(await expectCountsToMatchOrders(tenant)).toBe(5);
  });

  it("are folded by the every-minute cron, and fold away with a deleted organization's orders", async () => {
    const tenant = await createTenant();
    await placeOrder(tenant.member);
    await placeOrder(tenant.member);
    expect(await countRowsOf(tenant.organization.id)).toHaveLength(2);
    await runScheduled({ cron: '* * * * *', scheduledTime: Date.now(), noRetry: () => undefined }, env);
    expect(await countRowsOf(tenant.organization.id)).toEqual([
      { organizationId: tenant.organization.id, status: 'PENDING', orders: 2 },
    ]);
    await withDb((db) => db.delete(organizations).where(eq(organizations.id, tenant.organization.id)));
    expect((await countRowsOf(tenant.organization.id)).reduce((n, r) => n + r.orders, 0)).toBe(0);
    await withDb((db) => compactOrderCounts(db));
    expect(await countRowsOf(tenant.organization.id)).toEqual([]);
  });
});
