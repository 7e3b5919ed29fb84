/**
 * The order loop's people and things for the benches that place, approve and answer orders
 * (latency, mixed): shoppers of the demo restaurant with carts of their own, its admin, the operator,
 * a supplier that delivers to the restaurant with products in stock, and an API key of that supplier.
 * Everything goes through the API but the shoppers (a member needs an invitation e-mailed and accepted).
 */
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-data';
import { sessionCookieName } from '../functions/platform/security-policy';
import { BULK_LOAD } from '../stack/postgres';
import type { BenchStack } from './stack';

export const API = '/api/v1';
export const FIRST_SHOPPER = { name: 'Pessoa da Latência', email: 'latencia@abastece.dev' };

/** A request through a worker: the latency bench times these, set-up sends them with `call`. */
export interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export async function send(base: string, request: Request): Promise<Response> {
  return fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/** A set-up call through the stack's own worker: it must answer 2xx; returns the parsed body. */
export async function call<T = unknown>(base: string, request: Request): Promise<{ body: T; res: Response }> {
  const res = await send(base, request);
  const text = await res.text();
  if (!res.ok) throw new Error(`set-up ${request.method ?? 'GET'} ${request.path} answered ${res.status}: ${text}`);
  return { body: (text ? JSON.parse(text) : null) as T, res };
}

/** Sign-in attempts are limited per account and per IP (15 min); the bench signs in more often than that. */
export async function clearSignInLimits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    await client.query(`delete from rate_limit_buckets where key like 'sign-in:%'`);
  } finally {
    await client.end();
  }
}

/**
 * Members of the demo restaurant whose carts nothing else touches, with the demo password; no cost
 * centre of their own, so no budget sends their orders up to the owner. Their hash costs 4, not the
 * seed's 12: the sign-in row measures round trips, and a 250 ms bcrypt on a shared 2-core machine
 * varied its medians by more than a round trip (1.1 and 3.3 for its 2 in two runs).
 */
async function addShoppers(databaseUrl: string, shoppers: { name: string; email: string }[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = bcrypt.hashSync(DEMO_PASSWORD, 4);
    for (const shopper of shoppers) {
      await client.query(
        `insert into users (name, email, password_hash, email_verified) values ($1, $2, $3, true)
         on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
        [shopper.name, shopper.email, hash],
      );
      await client.query(
        `insert into members (organization_id, user_id, role)
         select m.organization_id, (select id from users where email = $1), 'member'
         from members m join users u on u.id = m.user_id where u.email = $2 and m.role = 'owner'
         on conflict do nothing`,
        [shopper.email, DEMO_USERS.owner.email],
      );
    }
  } finally {
    await client.end();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const { res } = await call(base, {
    method: 'POST',
    path: `${API}/auth/sign-in/credentials`,
    body: { email, password: DEMO_PASSWORD },
  });
  const name = sessionCookieName(false);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie;
}

export interface Product {
  id: string;
  price: number;
  minimumOrder: number;
  inStock: boolean;
  isActive: boolean;
}

/** A supplier that delivers to the restaurant's default address, with three products in stock. */
export async function deliveringSupplier(base: string, cookie: string) {
  type Address = { isDefault: boolean; city: { id: string } };
  const addresses = (await call<{ data: Address[] }>(base, { path: `${API}/delivery-addresses`, headers: { cookie } }))
    .body.data;
  const city = (addresses.find((a) => a.isDefault) ?? addresses[0])?.city.id;
  type Supplier = { id: string; cities: { id: string }[] };
  for (const supplier of (await call<Supplier[]>(base, { path: `${API}/suppliers` })).body) {
    if (supplier.cities.length > 0 && !supplier.cities.some((c) => c.id === city)) continue;
    const products = (
      await call<{ data: Product[] }>(base, { path: `${API}/products?limit=50&supplierId=${supplier.id}` })
    ).body.data.filter((p) => p.inStock && p.isActive);
    if (products.length >= 3) return { supplierId: supplier.id, products: products as [Product, Product, Product] };
  }
  throw new Error('no supplier delivers to the demo restaurant with three products in stock');
}

export interface Order {
  id: string;
  items: { id: string }[];
  supplier_orders: { id: string }[];
}

/** One shopper's session and what it does: fill its cart, place an order that awaits approval. */
export function shopperOf(base: string, cookie: string, lines: Product[]) {
  const asShopper = { cookie };
  const fillCart = async (products: Product[]) => {
    await call(base, { method: 'POST', path: `${API}/cart/clear`, headers: asShopper });
    for (const p of products) {
      await call(base, {
        method: 'POST',
        path: `${API}/cart/item`,
        headers: asShopper,
        body: { productId: p.id, quantity: p.minimumOrder },
      });
    }
  };
  return {
    cookie,
    fillCart,
    /** Checks out two lines of the supplier: an order that awaits an admin's approval. */
    async pendingOrder(): Promise<Order> {
      await fillCart(lines);
      const { body: created } = await call<{ id: string }>(base, {
        method: 'POST',
        path: `${API}/purchase-orders`,
        headers: asShopper,
        body: { description: 'Bench: latência' },
      });
      return (await call<Order>(base, { path: `${API}/purchase-orders/${created.id}`, headers: asShopper })).body;
    },
  };
}

export type Shopper = ReturnType<typeof shopperOf>;

/** The order loop's fixture with `shopperCount` shoppers (bench-shopper-N@abastece.dev; the first keeps latency's). */
export async function orderLoop(stack: BenchStack, shopperCount = 1) {
  const base = stack.baseUrl;
  const people = Array.from({ length: shopperCount }, (_, i) =>
    i === 0 ? FIRST_SHOPPER : { name: `Pessoa do Bench ${i}`, email: `bench-shopper-${i}@abastece.dev` },
  );
  await addShoppers(stack.databaseUrl, people);
  await clearSignInLimits(stack.databaseUrl);
  const cookies: string[] = [];
  for (const person of people) cookies.push(await signIn(base, person.email));
  const admin = await signIn(base, DEMO_USERS.admin.email);
  const operator = await signIn(base, DEMO_USERS.operator.email);
  const { supplierId, products } = await deliveringSupplier(base, cookies[0]!);
  const [lineA, lineB, updated] = products;
  const { body: key } = await call<{ key: string }>(base, {
    method: 'POST',
    path: `${API}/supplier-api-key`,
    headers: { cookie: operator },
    body: { name: 'bench: order loop', supplierId, neverExpires: true },
  });
  const shoppers = cookies.map((cookie) => shopperOf(base, cookie, [lineA, lineB]));
  /** The admin approves every item of an order: its supplier order goes to the supplier. */
  const approval = (order: Order): Request => ({
    method: 'PUT',
    path: `${API}/purchase-orders/${order.id}/items`,
    headers: { cookie: admin },
    body: { items: order.items.map((i) => ({ itemId: i.id, status: 'APPROVED' })) },
  });
  return { base, shoppers, admin, operator, supplierId, apiKey: key.key, lineA, lineB, updated, approval };
}

export type OrderLoop = Awaited<ReturnType<typeof orderLoop>>;
