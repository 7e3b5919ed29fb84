import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { productPriceChanges } from '../../db/schema/catalogue';
import { purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { createApp } from '../app';
import { createCatalogue } from '../test/catalogue';
import { addOwnSupplier, createOwnSupplier } from '../test/own-suppliers';
import { roundTripsOf } from '../test/round-trips';
import { spaAssets } from '../test/spa-assets';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, createTenant, testCityId, uniq, withDb, type Principal } from '../test/tenant';

/**
 * Point 1 of #54: a buyer's own supplier and its private price list are seen by that organization alone
 * — in the catalogue's list, search, detail and counts, the supplier list, price history and scorecards —
 * and never by another organization, the anonymous visitor, the edge-cached catalogue, the public
 * catalogue's pages or the supplier's own (public) catalogue in its portal.
 */

type Page = { data: { id: string; name: string; supplier: { id: string } }[]; pagination: { total: number } };
type Facets = { categories: { id: string; count: number }[]; total: number };
type Supplier = {
  id: string;
  name: string;
  email: string;
  listed: boolean;
  cities: { id: string }[];
  categories: { id: string }[];
};

const json = async <T>(res: Response) => (await res.json()) as T;
const idsOf = (page: Page) => page.data.map((p) => p.id).sort();
const anonymous = undefined;

/** An organization with an own supplier (two private products with one unique word), and another organization. */
async function world() {
  const word = `Exclusivo${uniq()}`;
  const [mine, other] = await Promise.all([createTenant(), createTenant()]);
  const own = await createOwnSupplier(mine.organization.id, {
    products: [{ name: `${word} tomate` }, { name: `${word} cebola` }],
  });
  return { word, mine, other, own, privateIds: own.products.map((p) => p.id).sort() };
}

async function pageOf(path: string, as: Principal | undefined) {
  const res = await call('GET', path, { as });
  expect(res.status).toBe(200);
  return json<Page>(res);
}

describe("a buyer's own supplier and private price list", () => {
  it('join its catalogue: list, search (typo too), detail, category counts, city filter', async () => {
    const { word, mine, own, privateIds } = await world();
    const as = mine.member;
    const bySupplier = await pageOf(`/products?supplierId=${own.supplier.id}`, as);
    expect(idsOf(bySupplier)).toEqual(privateIds);
    expect(bySupplier.pagination.total).toBe(2);
    expect(idsOf(await pageOf(`/products?search=${word}`, as))).toEqual(privateIds);
    // The typo pass rides the same rule (a letter swapped).
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    expect(idsOf(await pageOf(`/products?search=${typo}`, as))).toEqual(privateIds);
    expect(idsOf(await pageOf(`/products?categoryId=${own.category.id}`, as))).toEqual(privateIds);
    expect(idsOf(await pageOf(`/products/by-supplier/${own.supplier.id}`, as))).toEqual(privateIds);
    // The city filter reads the cities the buyer said its own supplier delivers to.
    expect(idsOf(await pageOf(`/products?cityId=${await testCityId()}&search=${word}`, as))).toEqual(privateIds);

    const detail = await call('GET', `/products/${own.products[0]!.id}`, { as });
    expect(detail.status).toBe(200);
    expect(await json(detail)).toMatchObject({
      id: own.products[0]!.id,
      supplier: { id: own.supplier.id, cities: [{ id: await testCityId() }] },
    });

    // Counts: product_counts keeps the public catalogue; the private products are added to it.
    const facets = await json<Facets>(await call('GET', `/products/facets?supplierId=${own.supplier.id}`, { as }));
    expect(facets).toMatchObject({ categories: [{ id: own.category.id, count: 2 }], total: 2 });
    const searched = await json<Facets>(await call('GET', `/products/facets?search=${word}`, { as }));
    expect(searched).toMatchObject({ categories: [{ id: own.category.id, count: 2 }], total: 2 });
  });

  it('are never seen by another organization, the anonymous visitor or the operator’s public reads', async () => {
    const { word, other, own } = await world();
    for (const as of [other.owner, anonymous]) {
      expect((await pageOf(`/products?supplierId=${own.supplier.id}`, as)).pagination.total).toBe(0);
      expect((await pageOf(`/products?search=${word}`, as)).data).toEqual([]);
      expect((await pageOf(`/products?categoryId=${own.category.id}`, as)).data).toEqual([]);
      expect((await pageOf(`/products/by-supplier/${own.supplier.id}`, as)).data).toEqual([]);
      const detail = await call('GET', `/products/${own.products[0]!.id}`, { as });
      expect(detail.status).toBe(404);
      expect(await json(detail)).toMatchObject({ error: { message: 'Product not found' } });
      expect(await json<Facets>(await call('GET', `/products/facets?supplierId=${own.supplier.id}`, { as }))).toEqual({
        categories: [],
        total: 0,
        approximate: false,
      });
      expect((await json<Facets>(await call('GET', `/products/facets?search=${word}`, { as }))).total).toBe(0);
      expect((await call('GET', `/suppliers/${own.supplier.id}`, { as })).status).toBe(404);
      const suppliers = await json<Supplier[]>(await call('GET', '/suppliers', { as }));
      expect(suppliers.map((s) => s.id)).not.toContain(own.supplier.id);
      const categories = await json<{ id: string; productCount: number }[]>(
        await call('GET', '/categorys/with-count', { as }),
      );
      expect(categories.find((c) => c.id === own.category.id)?.productCount ?? 0).toBe(0);
    }
  });

  it('show in the organization’s supplier list under the name it gave, with its cities, and open by id', async () => {
    const { mine, own } = await world();
    const list = await json<Supplier[]>(await call('GET', '/suppliers', { as: mine.admin }));
    const found = list.find((s) => s.id === own.supplier.id);
    expect(found).toMatchObject({
      name: own.ownSupplier.name,
      listed: false,
      cities: [{ id: await testCityId() }],
      categories: [{ id: own.category.id }],
    });
    const one = await call('GET', `/suppliers/${own.supplier.id}`, { as: mine.member });
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ id: own.supplier.id, name: own.ownSupplier.name, listed: false });
    // The operator's console lists every supplier, listed or not.
    const operator = await createOperator();
    const all = await json<Supplier[]>(await call('GET', '/suppliers?includeInactive=true', { as: operator }));
    expect(all.find((s) => s.id === own.supplier.id)).toMatchObject({ listed: false, name: own.supplier.name });
  });

  it('the same supplier added by two organizations: two private price lists, neither sees the other’s', async () => {
    const { word, mine, other, own, privateIds } = await world();
    const theirs = await addOwnSupplier(other.organization.id, own.supplier.id, {
      products: [{ name: `${word} batata` }],
    });
    const theirIds = theirs.products.map((p) => p.id);
    expect(idsOf(await pageOf(`/products?supplierId=${own.supplier.id}`, mine.owner))).toEqual(privateIds);
    expect(idsOf(await pageOf(`/products?supplierId=${own.supplier.id}`, other.owner))).toEqual(theirIds);
    expect(idsOf(await pageOf(`/products?search=${word}`, other.owner))).toEqual(theirIds);
    expect((await call('GET', `/products/${theirIds[0]}`, { as: mine.owner })).status).toBe(404);
    expect((await call('GET', `/products/${privateIds[0]}`, { as: other.owner })).status).toBe(404);
    const theirSupplier = await json<Supplier>(await call('GET', `/suppliers/${own.supplier.id}`, { as: other.owner }));
    // Each buyer reads its own record of the supplier (name, e-mail), never the supplier row's, which holds
    // what the first buyer typed.
    expect(theirSupplier).toMatchObject({ name: theirs.ownSupplier.name, email: theirs.ownSupplier.email });
    const mySupplier = await json<Supplier>(await call('GET', `/suppliers/${own.supplier.id}`, { as: mine.owner }));
    expect(mySupplier).toMatchObject({ name: own.ownSupplier.name, email: own.ownSupplier.email });
    const theirPage = await json<{ data: { supplier: { name: string } }[] }>(
      await call('GET', `/products?supplierId=${own.supplier.id}`, { as: other.owner }),
    );
    expect(theirPage.data.map((p) => p.supplier.name)).toEqual([theirs.ownSupplier.name]);
    const theirDetail = await call('GET', `/products/${theirIds[0]}`, { as: other.owner });
    expect(await json(theirDetail)).toMatchObject({ supplier: { name: theirs.ownSupplier.name } });
    expect(theirSupplier.categories.map((c) => c.id)).toEqual([theirs.category.id]);
  });

  it('search applies the rule inside the query: another buyer’s matches neither fill the page nor count', async () => {
    const { word, mine, other, own } = await world();
    // The other organization's three lines match the same word and sort first by name.
    await createOwnSupplier(other.organization.id, {
      products: [{ name: `${word} abacate` }, { name: `${word} abacaxi` }, { name: `${word} acelga` }],
    });
    for (const search of [word, word.slice(0, 3) + word[4] + word[3] + word.slice(5)]) {
      const page = await pageOf(`/products?search=${search}&sort=name&limit=1`, mine.member);
      expect(page.data.map((p) => p.id)).toEqual([own.products.find((p) => p.name.endsWith('cebola'))!.id]);
      expect(page.pagination.total).toBe(2);
    }
  });

  it('a signed-in read costs the round trips of an anonymous one (the rule rides the statement)', async () => {
    const { mine, own } = await world();
    const list = await call('GET', `/products?supplierId=${own.supplier.id}&limit=1`, { as: mine.member });
    expect((await json<Page>(list)).pagination.total).toBe(2);
    expect(roundTripsOf(list)).toBe(1);
    const facets = await call('GET', `/products/facets?supplierId=${own.supplier.id}`, { as: mine.member });
    expect((await json<Facets>(facets)).total).toBe(2);
    expect(roundTripsOf(facets)).toBe(1);
    const detail = await call('GET', `/products/${own.products[0]!.id}`, { as: mine.member });
    expect(detail.status).toBe(200);
    expect(roundTripsOf(detail)).toBe(1);
  });

  it('price history: the organization’s price changes for its private product; another organization gets 404', async () => {
    const { mine, other, own } = await world();
    const product = own.products[0]!;
    await withDb((db) =>
      db.insert(productPriceChanges).values([
        // A minute apart: one statement's rows share now().
        {
          productId: product.id,
          organizationId: mine.organization.id,
          price: '20.90',
          changedBy: 'buyer',
          createdAt: new Date(Date.now() - 60_000),
        },
        {
          productId: product.id,
          organizationId: mine.organization.id,
          price: '22.50',
          previousPrice: '20.90',
          priceValidUntil: '2099-12-31',
          changedBy: 'supplier',
        },
      ]),
    );
    const res = await call('GET', `/products/${product.id}/price-history`, { as: mine.member });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      product: { id: product.id },
      changes: [
        { price: 20.9, previousPrice: null, changedBy: 'buyer' },
        { price: 22.5, previousPrice: 20.9, priceValidUntil: '2099-12-31', changedBy: 'supplier' },
      ],
    });
    const theirs = await call('GET', `/products/${product.id}/price-history`, { as: other.member });
    expect(theirs.status).toBe(404);
    // A public product has no private changes to show.
    const market = await createCatalogue([{}]);
    const publicOne = await call('GET', `/products/${market.products[0]!.id}/price-history`, { as: other.member });
    expect(await json(publicOne)).toMatchObject({ changes: [] });
  });

  it('scorecards: the organization opens its own supplier’s; another organization gets 404', async () => {
    const { mine, other, own } = await world();
    const path = `/scorecards/suppliers/${own.supplier.id}`;
    expect((await call('GET', path, { as: mine.member })).status).toBe(200);
    const theirs = await call('GET', path, { as: other.member });
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toMatchObject({ error: { message: 'Fornecedor não encontrado' } });
    // One order sent to the own supplier: the organization's list names it as the organization does.
    await withDb(async (db) => {
      const [po] = await db
        .insert(purchaseOrders)
        .values({ description: 'Pedido próprio', organizationId: mine.organization.id, status: 'IN_PROGRESS' })
        .returning({ id: purchaseOrders.id });
      await db.insert(supplierOrders).values({
        purchaseOrderId: po!.id,
        organizationId: mine.organization.id,
        supplierId: own.supplier.id,
        number: '1-1',
        status: 'SENT',
        buyerName: mine.organization.name,
        buyerCnpj: mine.organization.cnpj,
        sentAt: new Date(),
        unitsOrdered: 3,
      });
    });
    type List = { data: { supplierId: string; supplierName: string }[] };
    const list = await json<List>(await call('GET', '/scorecards/suppliers', { as: mine.member }));
    expect(list.data).toEqual([
      expect.objectContaining({ supplierId: own.supplier.id, supplierName: own.ownSupplier.name }),
    ]);
    const theirList = await json<List>(await call('GET', '/scorecards/suppliers', { as: other.member }));
    expect(theirList.data).toEqual([]);
  });

  it('the supplier’s portal and API list its public catalogue only, not a buyer’s price list for it', async () => {
    const { own } = await world();
    const staff = await createSupplierPerson(own.supplier.id, 'staff');
    const listed = await json<Page>(await call('GET', '/supplier-portal/products?limit=100', { as: staff }));
    expect(listed.data).toEqual([]);
    expect(listed.pagination.total).toBe(0);
    const one = await call('GET', `/supplier-portal/products/${own.products[0]!.id}`, { as: staff });
    expect(one.status).toBe(404);
  });
});

describe('the edge-cached and public catalogue never hold a private product', () => {
  const app = createApp();
  /** Each test its own origin, so only its own reads fill the location's cache (as edge-cache.test does). */
  function site() {
    const origin = `http://privado-${uniq()}.abastece.test`;
    return async (path: string, as?: Principal) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${origin}${path}`, { headers: as ? { cookie: as.cookie } : {} }),
        { ...env, ASSETS: spaAssets },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
  }

  it('a signed-in buyer’s reads are neither stored nor answered from the shared copy', async () => {
    const { word, mine, own } = await world();
    const send = site();
    const paths = [
      `/api/v1/products?search=${word}`,
      `/api/v1/products?supplierId=${own.supplier.id}`,
      `/api/v1/products/facets?supplierId=${own.supplier.id}`,
      `/api/v1/products/by-supplier/${own.supplier.id}`,
      `/api/v1/products/${own.products[0]!.id}`,
      `/api/v1/suppliers`,
      `/api/v1/suppliers/${own.supplier.id}`,
    ];
    for (const path of paths) {
      // The buyer first: its answer holds its private rows and must not be kept for the next visitor.
      const buyer = await send(path, mine.member);
      expect(buyer.status).toBe(200);
      expect(buyer.headers.get('x-edge-cache')).toBeNull();
      expect(buyer.headers.get('cache-control')).toBe('private, no-store');
      const body = await buyer.text();
      const privateMark = [own.products[0]!.id, own.supplier.id, own.category.id].find((id) => body.includes(id));
      expect(privateMark).toBeDefined();
      // Then anonymous visitors: a fresh read (never the buyer's copy), then the cached one, both public.
      for (const state of ['MISS', 'HIT']) {
        const visitor = await send(path);
        expect([200, 404]).toContain(visitor.status);
        const text = await visitor.text();
        if (visitor.status === 200) expect(visitor.headers.get('x-edge-cache')).toBe(state);
        for (const product of own.products) expect(text).not.toContain(product.id);
        expect(text).not.toContain(word);
        expect(text).not.toContain(own.ownSupplier.name);
      }
      // And the buyer again after the anonymous copy is stored: still its own answer, not the copy.
      const again = await send(path, mine.member);
      expect(again.headers.get('x-edge-cache')).toBeNull();
      // (The supplier list may have grown meanwhile: other files add suppliers.)
      expect(await again.text()).toContain(privateMark);
    }
  });

  it('the public catalogue’s product page answers 404 for a private product, even to its buyer', async () => {
    const { mine, own } = await world();
    const send = site();
    for (const as of [undefined, mine.member]) {
      const page = await send(`/catalogo/${own.products[0]!.id}`, as);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(own.products[0]!.name);
    }
  });
});
