import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, cities, products } from '../../db/schema/catalogue';
import { createApp } from '../app';
import { createCatalogue } from '../test/catalogue';
import { checkConformance } from '../test/conformance';
import { scanResponseOf } from '../test/exposure';
import { checkLanguageOf } from '../test/language';
import { roundTripsOf } from '../test/round-trips';
import { spaAssets } from '../test/spa-assets';
import { createSupplierKey } from '../test/supplier-keys';
import { createOperator, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { ifNoneMatchHits, strongEtag } from './edge-cache';

/**
 * The edge cache (platform/edge-cache). Test files share the location's cache and purge it with their own
 * catalogue writes, so each test here talks to an origin of its own: only its own writes purge it. Each
 * call waits for the work the worker left running (the cache's put), as the next visitor would find it.
 */
const app = createApp();

type Options = { as?: Principal; body?: unknown; headers?: Record<string, string> };

function site() {
  // http, as call() asks: the session cookie of a test principal is the one http://localhost uses.
  const origin = `http://loja-${uniq()}.abastece.test`;
  const send = async (method: string, path: string, options: Options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.cookie = options.as.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${origin}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
      { ...env, ASSETS: spaAssets },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  };
  return {
    origin,
    /** An API call, with the checks every test's calls get (exposure, language, contract). */
    api: async (method: string, path: string, options: Options = {}) => {
      const res = await send(method, `/api/v1${path}`, options);
      return checkConformance(
        method,
        path,
        await checkLanguageOf(method, path, await scanResponseOf(method, path, res)),
      );
    },
    page: (path: string, options: Options = {}) => send('GET', path, options),
  };
}

const renameCategoryInSql = (id: string, name: string) =>
  withDb((db) => db.update(categories).set({ name }).where(eq(categories.id, id)));

describe('public catalogue reads at the edge', () => {
  it('answer the second request from the cache: a change made behind the API is not seen', async () => {
    const { api } = site();
    const fixture = await createCatalogue([{}]);
    const first = await api('GET', '/categorys');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = first.headers.get('etag');
    const firstBody = await first.text();
    expect(etag).toBe(await strongEtag(new TextEncoder().encode(firstBody)));
    expect(firstBody).toContain(fixture.category.name);

    // Straight in the database: no purge. An answer that still shows the old name did not read it.
    await renameCategoryInSql(fixture.category.id, `Renomeada ${uniq()}`);
    const second = await api('GET', '/categorys');
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(Number(second.headers.get('age'))).toBeLessThanOrEqual(60);
    expect(roundTripsOf(second)).toBe(0);

    // A caller that asks to revalidate (hard reload) reads the database, and refreshes the copy.
    const fresh = await api('GET', '/categorys', { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers.get('x-edge-cache')).toBe('MISS');
    expect(await fresh.text()).not.toBe(firstBody);
    expect(roundTripsOf(fresh)).toBe(1);
  });

  it('show an operator’s change on the next request', async () => {
    const { api } = site();
    const operator = await createOperator();
    const fixture = await createCatalogue([{}]);
    for (const path of ['/categorys', '/categories/with-count', `/categorys/${fixture.category.id}`]) {
      expect(await (await api('GET', path)).text()).toContain(fixture.category.name);
    }
    const renamed = `Hortifrúti ${uniq()}`;
    const put = await api('PUT', `/categorys/${fixture.category.id}`, { as: operator, body: { name: renamed } });
    expect(put.status).toBe(200);
    for (const path of ['/categorys', '/categories/with-count', `/categorys/${fixture.category.id}`]) {
      const res = await api('GET', path);
      expect(res.headers.get('x-edge-cache'), path).toBe('MISS');
      expect(await res.text(), path).toContain(renamed);
    }
    // And the products that show the category's name.
    const product = await api('GET', `/products/${fixture.products[0]!.id}`);
    expect(await product.json()).toMatchObject({ category: { name: renamed } });
  });

  it('cache products (list, facets, detail) and show a supplier’s change through its API on the next request', async () => {
    const { api } = site();
    const fixture = await createCatalogue([{ price: '10.00' }]);
    const product = fixture.products[0]!;
    const paths = [
      `/products?supplierId=${fixture.supplier.id}`,
      `/products/facets?supplierId=${fixture.supplier.id}`,
      `/products/by-supplier/${fixture.supplier.id}`,
      `/products/${product.id}`,
    ];
    const before = await Promise.all(paths.map(async (p) => (await api('GET', p)).text()));
    await withDb((db) => db.update(products).set({ price: '99.00' }).where(eq(products.id, product.id)));
    for (const [i, path] of paths.entries()) {
      const res = await api('GET', path);
      expect(res.headers.get('x-edge-cache'), path).toBe('HIT');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=30');
      expect(await res.text(), path).toBe(before[i]);
    }
    const { key } = await createSupplierKey(fixture.supplier.id);
    const put = await api('PUT', `/supplier/products/${product.id}`, {
      headers: { 'x-api-key': key },
      body: { price: 12.5 },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('private, no-store');
    const detail = await api('GET', `/products/${product.id}`);
    expect(detail.headers.get('x-edge-cache')).toBe('MISS');
    expect(await detail.json()).toMatchObject({ price: 12.5 });
    const list = (await (await api('GET', paths[0]!)).json()) as { data: { price: number }[] };
    expect(list.data.map((p) => p.price)).toEqual([12.5]);
  });

  it('cache the cities, and an operator’s supplier edit purges them', async () => {
    const { api } = site();
    const operator = await createOperator();
    const fixture = await createCatalogue([]);
    const first = await (await api('GET', '/suppliers/cities/sp')).text();
    expect(first).toContain(fixture.city.name);
    const newName = `Cidade nova ${uniq()}`;
    await withDb((db) => db.update(cities).set({ name: newName }).where(eq(cities.id, fixture.city.id)));
    expect(await (await api('GET', '/suppliers/cities/sp')).text()).toBe(first);
    const put = await api('PUT', `/suppliers/${fixture.supplier.id}`, { as: operator, body: { color: '#123456' } });
    expect(put.status).toBe(200);
    const after = await api('GET', '/suppliers/cities/sp');
    expect(after.headers.get('x-edge-cache')).toBe('MISS');
    expect(await after.text()).toContain(newName);
  });

  it('answer 304 to a matching If-None-Match, from the cache and on a fresh read', async () => {
    const { api } = site();
    const fixture = await createCatalogue([{}]);
    const path = `/categorys/${fixture.category.id}`;
    const first = await api('GET', path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    for (const sent of [etag, `W/${etag}`, `"outro", ${etag}`, '*']) {
      const res = await api('GET', path, { headers: { 'if-none-match': sent } });
      expect(res.status, sent).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    }
    const changed = await api('GET', path, { headers: { 'if-none-match': '"outro"' } });
    expect(changed.status).toBe(200);
    // A cache miss computes the tag first and can answer 304 too (another location's tag is the same).
    const { api: elsewhere } = site();
    const fresh = await elsewhere('GET', path, { headers: { 'if-none-match': etag } });
    expect(fresh.headers.get('x-edge-cache')).toBe('MISS');
    expect(fresh.status).toBe(304);
  });

  it('serve a signed-in reader from the same copy, but privately: private, no-store', async () => {
    const { api } = site();
    const { member } = await createTenant();
    const fixture = await createCatalogue([{}]);
    const anonymous = await api('GET', '/categorys');
    await renameCategoryInSql(fixture.category.id, `Renomeada ${uniq()}`);
    const signedIn = await api('GET', '/categorys', { as: member });
    expect(signedIn.headers.get('x-edge-cache')).toBe('HIT');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('age')).toBeNull();
    expect(await signedIn.text()).toBe(await anonymous.text());
  });

  it('leave the operator’s includeInactive=true reads out of the cache', async () => {
    const { api } = site();
    const operator = await createOperator();
    const fixture = await createCatalogue([{}]);
    const path = `/products?supplierId=${fixture.supplier.id}&includeInactive=true`;
    expect((await (await api('GET', path, { as: operator })).json()) as { data: unknown[] }).toMatchObject({
      data: [{ id: fixture.products[0]!.id }],
    });
    await withDb((db) => db.update(products).set({ isActive: false }).where(eq(products.id, fixture.products[0]!.id)));
    const again = await api('GET', path, { as: operator });
    expect(again.headers.get('x-edge-cache')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(await again.json()).toMatchObject({ data: [{ id: fixture.products[0]!.id, isActive: false }] });
  });

  it('never keep an error: a missing category found later is served', async () => {
    const { api } = site();
    const id = crypto.randomUUID();
    const missing = await api('GET', `/categorys/${id}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    const name = `Nova ${uniq()}`;
    await withDb((db) => db.insert(categories).values({ id, name }));
    const found = await api('GET', `/categorys/${id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id, name });
    expect((await api('GET', '/categorys/nao-e-um-id')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('answers to a principal', () => {
  it('carry Cache-Control: private, no-store (session, cart, orders, organization and supplier keys)', async () => {
    const { api } = site();
    const { member, owner } = await createTenant();
    const fixture = await createCatalogue([{}]);
    const { key } = await createSupplierKey(fixture.supplier.id);
    const calls: [string, Options][] = [
      ['/session', { as: member }],
      ['/cart', { as: member }],
      ['/purchase-orders', { as: owner }],
      ['/notifications', { as: member }],
      ['/supplier/products', { headers: { 'x-api-key': key } }],
      // Refused answers to a request with credentials are private too.
      ['/supplier/products', { headers: { 'x-api-key': 'sk_desconhecida' } }],
      ['/cart', { headers: { authorization: 'Bearer qualquer' } }],
    ];
    for (const [path, options] of calls) {
      const res = await api('GET', path, options);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
      expect(res.headers.get('x-edge-cache'), path).toBeNull();
    }
    // Without credentials: not cacheable either, and nothing private to say.
    for (const path of ['/health', '/cart']) {
      expect((await api('GET', path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('public catalogue pages at the edge', () => {
  const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

  it('read the product once, answer 304 to a known page, and show the operator’s change next time', async () => {
    const { page, api } = site();
    const operator = await createOperator();
    const fixture = await createCatalogue([{ name: `Café torrado ${uniq()}` }]);
    const product = fixture.products[0]!;
    const first = await page(`/catalogo/${product.id}`);
    const html = await first.text();
    expect(title(html)).toContain(product.name);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(await strongEtag(new TextEncoder().encode(html)));

    await withDb((db) =>
      db
        .update(products)
        .set({ name: sql`${products.name} || ' (SQL)'` })
        .where(eq(products.id, product.id)),
    );
    const cached = await page(`/catalogo/${product.id}`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    const renamed = `Café especial ${uniq()}`;
    expect((await api('PUT', `/products/${product.id}`, { as: operator, body: { name: renamed } })).status).toBe(200);
    const after = await page(`/catalogo/${product.id}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(title(await after.text())).toContain(renamed);
  });

  it('are private, no-store for a signed-in visitor', async () => {
    const { page } = site();
    const { member } = await createTenant();
    const fixture = await createCatalogue([{}]);
    const res = await page(`/catalogo/${fixture.products[0]!.id}`, { as: member });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('If-None-Match', () => {
  it('compares tags weakly, and takes a list or *', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b" , "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
  });
});
