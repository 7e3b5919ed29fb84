import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { writeUsageLogs } from '../identity/usage-log.job';
import { createCatalogue } from '../test/catalogue';
import { knownToTheIsolate, pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { createSupplierKey } from '../test/supplier-keys';
import { usageLog as log } from '../test/usage-logs';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, withDb } from '../test/tenant';
import type { usageAnalyticsSchema } from './supplier-api-key.responses';

/**
 * Database round trips of the API usage analytics (issue #55: a read is 1 including the session check):
 * the existence check and the figures at once, the session's check riding with them once the isolate
 * knows the token (knownToTheIsolate, decision 0066); a token's first request looks it up first (2).
 */

type Analytics = z.output<typeof usageAnalyticsSchema>;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** A supplier with two keys and three calls today: two by the first key (one failed), one by the second. */
async function supplierWithCalls() {
  const { supplier } = await createCatalogue([]);
  const [k1, k2] = [await createSupplierKey(supplier.id), await createSupplierKey(supplier.id)];
  await withDb((db) =>
    writeUsageLogs(db, [
      log(k1.id, supplier.id, { responseTime: 100 }),
      log(k1.id, supplier.id, { responseTime: 300, statusCode: 404, endpoint: '/supplier/products/:id' }),
      log(k2.id, supplier.id, { responseTime: 50 }),
    ]),
  );
  return { supplier, k1, k2 };
}

describe('API usage analytics: round trips', () => {
  it("the operator's supplier analytics: the supplier's check and its figures with the session's check (1)", async () => {
    const operator = await createOperator();
    const { supplier } = await supplierWithCalls();
    await knownToTheIsolate(operator);
    const res = await call('GET', `/supplier-api-key/supplier/${supplier.id}/analytics?days=7`, { as: operator });
    expect(res.status).toBe(200);
    const analytics = (await res.json()) as Analytics;
    expect(analytics).toMatchObject({
      totalRequests: 3,
      successRequests: 2,
      errorRequests: 1,
      averageResponseTime: 150,
      mostUsedEndpoint: '/supplier/products',
    });
    expect(analytics.usageByDay).toHaveLength(7);
    expect(analytics.usageByDay.at(-1)!.requests).toBe(3);
    expect(analytics.recentActivity).toHaveLength(3);
    // Budget: a read is 1, the session's check included.
    pinRoundTrips(res, 'GET /supplier-api-key/supplier/:id/analytics?days=30', 1);

    const missing = await call('GET', `/supplier-api-key/supplier/${crypto.randomUUID()}/analytics`, { as: operator });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Supplier not found' });
  });

  it("the operator's key analytics: no logs read but the figures' (2 cold, 1 warm)", async () => {
    const operator = await createOperator();
    const { k1 } = await supplierWithCalls();
    const res = await call('GET', `/supplier-api-key/${k1.id}/analytics?days=7`, { as: operator });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      totalRequests: 2,
      errorRequests: 1,
      averageResponseTime: 200,
      usageByEndpoint: [
        { endpoint: '/supplier/products', requests: 1 },
        { endpoint: '/supplier/products/:id', requests: 1 },
      ],
    });
    // The operator's token's first request: the look-up, then the figures.
    expect(roundTripsOf(res)).toBe(2);
    const missing = await call('GET', `/supplier-api-key/${crypto.randomUUID()}/analytics`, { as: operator });
    expect(missing.status).toBe(404);
    expect(roundTripsOf(missing)).toBe(1);
    expect(await errorOf(missing)).toMatchObject({ message: 'API Key not found' });
  });

  it("the supplier portal's analytics: its own supplier's figures and keys (2 cold, 1 warm); another supplier's key is not found", async () => {
    const { supplier, k2 } = await supplierWithCalls();
    const other = await supplierWithCalls();
    const person = await createSupplierPerson(supplier.id, 'staff');
    const all = await call('GET', '/supplier-portal/api-keys/analytics?days=7', { as: person });
    expect(all.status).toBe(200);
    expect(((await all.json()) as Analytics).totalRequests).toBe(3);
    expect(roundTripsOf(all)).toBe(2);
    const one = await call('GET', `/supplier-portal/api-keys/${k2.id}/analytics?days=7`, { as: person });
    expect(one.status).toBe(200);
    expect(((await one.json()) as Analytics).totalRequests).toBe(1);
    expect(roundTripsOf(one)).toBe(1);
    const theirs = await call('GET', `/supplier-portal/api-keys/${other.k1.id}/analytics`, { as: person });
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toMatchObject({ message: 'Chave não encontrada' });
  });
});
