/**
 * The latency bench's table (bench/latency.ts): each route it times, its kind and the round trips a kind may
 * wait for. Pure, so the API's tests hold the `*.round-trips.test.ts` pins to the same table
 * (functions/test/latency-table.test.ts): a route the bench times is pinned there, within its budget, and a
 * change that adds a trip fails `npm test`, not only the bench.
 */

export type LatencyKind = 'read' | 'write' | 'supplier API' | 'supplier API write';

/**
 * Round trips allowed per request, the session's or the key's check included (issue #55): a signed-in read
 * is one round trip (the check rides with it), a write two (its reads, then its writes with their guards).
 */
export const LATENCY_BUDGET: Record<LatencyKind, number> = {
  read: 1,
  write: 2,
  'supplier API': 1,
  'supplier API write': 2,
};

/** Every route of the table, by the name the table prints, with its kind. */
export const LATENCY_ROUTES = {
  'GET /health': 'read',
  'GET /products?limit=24 (catalogue)': 'read',
  'GET /products?limit=24&search=acucar': 'read',
  'GET /products/:id': 'read',
  'GET /products?limit=24 (anonymous, answered by the edge cache)': 'read',
  'GET /auth/session (session read)': 'read',
  'GET /cart (two lines)': 'read',
  'POST /cart/item (add a second line)': 'write',
  'POST /purchase-orders (checkout, two lines)': 'write',
  'GET /purchase-orders (order list)': 'read',
  'GET /purchase-orders/:id (two lines)': 'read',
  'PUT /purchase-orders/:id/items (approve two items)': 'write',
  'POST /auth/sign-in/credentials': 'write',
  'GET /supplier-api-key/supplier/:id/analytics?days=30': 'read',
  'GET /supplier/products (x-api-key)': 'supplier API',
  'PUT /supplier/products/:id (price)': 'supplier API write',
  'GET /supplier/orders (x-api-key)': 'supplier API',
  'POST /supplier/orders/:id/acknowledge (two lines)': 'supplier API write',
} as const satisfies Record<string, LatencyKind>;

export type LatencyRoute = keyof typeof LATENCY_ROUTES;

export const budgetOf = (route: LatencyRoute) => LATENCY_BUDGET[LATENCY_ROUTES[route]];
