import { expect } from 'vitest';
import { budgetOf, type LatencyRoute } from '../../bench/latency-routes';
import { call, type Principal } from './tenant';

/**
 * The database round trips a response reports in Server-Timing (functions/app.ts): each HTTP request
 * to the SQL endpoint is one; a WebSocket connection two before its first statement, then one per
 * statement. Tests pin each hot route's count so a regression fails `npm test`, not only the bench.
 */
export function roundTripsOf(res: Response): number {
  const timing = res.headers.get('server-timing') ?? '';
  const found = /db;desc="(\d+) round trips"/.exec(timing);
  if (!found) throw new Error(`no database round trips in Server-Timing: "${timing}"`);
  return Number(found[1]);
}

/**
 * Pins a route of the latency bench's table (bench/latency-routes.ts): the answer counted exactly
 * `expected` round trips, and that is within the route's budget there. functions/test/latency-table.test.ts
 * checks that every route of the table is pinned somewhere, so the bench and `npm test` read one table.
 */
export function pinRoundTrips(res: Response, route: LatencyRoute, expected: number) {
  expect(expected, `${route}: pinned above its budget`).toBeLessThanOrEqual(budgetOf(route));
  expect(roundTripsOf(res), route).toBe(expected);
}

/**
 * Makes this isolate know the principal's token (its full look-up, decision 0066), so its next requests
 * send the session's check with their first statement: what a signed-in person's requests after the first
 * cost. A test that counts a signed-in request says which it counts: warm (after this) or cold (the first).
 */
export async function knownToTheIsolate(as: Principal) {
  const res = await call('GET', '/auth/session', { as });
  expect(res.status).toBe(200);
}
