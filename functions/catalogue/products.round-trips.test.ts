import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { productDetailOf } from '../test/product-detail';
import { pinRoundTrips, roundTripsOf } from '../test/round-trips';
import { call, createTenant, uniq } from '../test/tenant';

/**
 * Database round trips of the public catalogue reads (issue #55: a read is 1). A signed-in buyer's
 * organization rides the read's own statement (decision 0063), so signed in or not it is one. Each
 * request names its own fresh catalogue, so none is answered by the edge cache unless a test repeats it.
 */

type Page = {
  data: { id: string; name: string; supplier: { id: string } }[];
  pagination: { total: number };
  approximate: boolean;
};

describe('catalogue round trips', () => {
  it('the list: the page and its total in one round trip', async () => {
    const fixture = await createCatalogue([{}, {}, {}]);
    const res = await call('GET', `/products?supplierId=${fixture.supplier.id}&limit=2`);
    const page = (await res.json()) as Page;
    expect(page.data).toHaveLength(2);
    expect(page.pagination.total).toBe(3);
    expect(page.approximate).toBe(false);
    expect(roundTripsOf(res)).toBe(1);
    // Signed in (as the bench reads it), the page read afresh: the same one.
    const { member } = await createTenant();
    const signedIn = await call('GET', `/products?supplierId=${fixture.supplier.id}&limit=24`, {
      as: member,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(((await signedIn.json()) as Page).data).toHaveLength(3);
    pinRoundTrips(signedIn, 'GET /products?limit=24 (catalogue)', 1);
  });

  it('an anonymous visitor’s page asked again is answered by the edge cache: no round trip', async () => {
    const fixture = await createCatalogue([{}, {}]);
    const path = `/products?supplierId=${fixture.supplier.id}&limit=24`;
    expect(roundTripsOf(await call('GET', path))).toBe(1);
    const cached = await call('GET', path);
    expect(((await cached.json()) as Page).data).toHaveLength(2);
    pinRoundTrips(cached, 'GET /products?limit=24 (anonymous, answered by the edge cache)', 0);
  });

  it('a search found as typed: one round trip', async () => {
    const fixture = await createCatalogue([{ name: `Açúcar cristal ${uniq()}` }, { name: `Sal grosso ${uniq()}` }]);
    const res = await call('GET', `/products?supplierId=${fixture.supplier.id}&search=acucar`);
    const page = (await res.json()) as Page;
    expect(page.data.map((p) => p.id)).toEqual([fixture.products[0]!.id]);
    expect(page.approximate).toBe(false);
    pinRoundTrips(res, 'GET /products?limit=24&search=acucar', 1);
  });

  it('a typo: the exact pass, then the approximate one (two round trips; a found search pays one)', async () => {
    const fixture = await createCatalogue([{ name: `Açúcar cristal ${uniq()}` }, { name: `Sal grosso ${uniq()}` }]);
    const res = await call('GET', `/products?supplierId=${fixture.supplier.id}&search=acucra`);
    const page = (await res.json()) as Page;
    expect(page.data.map((p) => p.id)).toEqual([fixture.products[0]!.id]);
    expect(page.approximate).toBe(true);
    expect(roundTripsOf(res)).toBe(2);
  });

  it('an empty category stays empty when the search finds products elsewhere: two round trips (exact, then the check)', async () => {
    const [, empty] = await Promise.all([
      createCatalogue([{ name: `Açúcar refinado ${uniq()}` }]),
      createCatalogue([{ name: `Sal grosso ${uniq()}` }]),
    ]);
    const res = await call('GET', `/products?categoryId=${empty.category.id}&search=acucar`);
    const page = (await res.json()) as Page;
    expect(page.data).toEqual([]);
    expect(page.approximate).toBe(false);
    expect(roundTripsOf(res)).toBe(2);
  });

  it('the category counts: one round trip as typed, two with a typo', async () => {
    const fixture = await createCatalogue([{ name: `Açúcar mascavo ${uniq()}` }, { name: `Sal grosso ${uniq()}` }]);
    const exact = await call('GET', `/products/facets?supplierId=${fixture.supplier.id}`);
    expect(await exact.json()).toMatchObject({ categories: [{ id: fixture.category.id, count: 2 }], total: 2 });
    expect(roundTripsOf(exact)).toBe(1);
    const typo = await call('GET', `/products/facets?supplierId=${fixture.supplier.id}&search=acucra`);
    expect(await typo.json()).toMatchObject({
      categories: [{ id: fixture.category.id, count: 1 }],
      total: 1,
      approximate: true,
    });
    expect(roundTripsOf(typo)).toBe(2);
  });

  it('a product with its supplier’s cities, and an unknown one: one round trip each', async () => {
    const fixture = await createCatalogue([{}]);
    const res = await call('GET', `/products/${fixture.products[0]!.id}`);
    expect(await res.json()).toMatchObject(productDetailOf(fixture));
    pinRoundTrips(res, 'GET /products/:id', 1);
    const missing = await call('GET', `/products/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'Product not found' } });
    expect(roundTripsOf(missing)).toBe(1);
  });
});
