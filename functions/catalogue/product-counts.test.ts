import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, productCounts, products, suppliers } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { call, createOperator, uniq, withDb } from '../test/tenant';

type Counted = { categoryId: string; isActive: boolean; inStock: boolean; products: number };

const byKey = (rows: Counted[]) =>
  rows
    .filter((row) => row.products !== 0)
    .map((row) => `${row.categoryId}/${row.isActive}/${row.inStock}=${row.products}`)
    .sort();

/** What product_counts keeps for a supplier, and what counting its products row by row gives. */
async function keptAndCounted(supplierId: string) {
  return withDb(async (db) => {
    const kept = await db
      .select({
        categoryId: productCounts.categoryId,
        isActive: productCounts.isActive,
        inStock: productCounts.inStock,
        products: productCounts.products,
      })
      .from(productCounts)
      .where(eq(productCounts.supplierId, supplierId));
    const counted = await db
      .select({
        categoryId: products.categoryId,
        isActive: products.isActive,
        inStock: products.inStock,
        products: sql<number>`count(*)::int`,
      })
      .from(products)
      .where(eq(products.supplierId, supplierId))
      .groupBy(products.categoryId, products.isActive, products.inStock);
    return { kept: byKey(kept), counted: byKey(counted) };
  });
}

async function expectCountsAgree(supplierId: string) {
  const { kept, counted } = await keptAndCounted(supplierId);
  expect(kept).toEqual(counted);
  return kept;
}

describe('product_counts (kept by statement triggers on products)', () => {
  it('follows inserts, moves between categories, stock and active changes, and deletes', async () => {
    const shop = await createCatalogue([{}, {}, { inStock: false }]);
    expect(await expectCountsAgree(shop.supplier.id)).toEqual([
      `${shop.category.id}/true/false=1`,
      `${shop.category.id}/true/true=2`,
    ]);
    const other = await withDb(async (db) => {
      const [category] = await db
        .insert(categories)
        .values({ name: `Categoria ${uniq()}` })
        .returning({ id: categories.id });
      return category!.id;
    });
    const [first, second, third] = shop.products;
    await withDb(async (db) => {
      await db.update(products).set({ categoryId: other }).where(eq(products.id, first!.id));
      await db.update(products).set({ isActive: false }).where(eq(products.id, second!.id));
      await db.update(products).set({ inStock: true }).where(eq(products.id, third!.id));
    });
    expect(await expectCountsAgree(shop.supplier.id)).toEqual(
      [`${other}/true/true=1`, `${shop.category.id}/false/true=1`, `${shop.category.id}/true/true=1`].sort(),
    );
    await withDb((db) => db.delete(products).where(eq(products.id, third!.id)));
    await expectCountsAgree(shop.supplier.id);
  });

  it('is not touched by a change it does not count (a price), so price updates never wait on a count row', async () => {
    const shop = await createCatalogue([{}, {}]);
    const versionOfCounts = () =>
      withDb((db) =>
        db.execute<{ version: string }>(
          sql`SELECT xmin::text AS version FROM product_counts WHERE supplier_id = ${shop.supplier.id}`,
        ),
      ).then((result) => result.rows.map((row) => row.version));
    const before = await versionOfCounts();
    await withDb((db) =>
      db
        .update(products)
        .set({ price: sql`${products.price} + 1`, description: 'Nova descrição' })
        .where(eq(products.supplierId, shop.supplier.id)),
    );
    expect(await versionOfCounts()).toEqual(before);
  });

  it('adds up concurrent inserts of the same supplier and category, each in its own transaction', async () => {
    const shop = await createCatalogue([]);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        withDb((db) =>
          db.transaction((tx) =>
            tx.insert(products).values({
              name: `Concorrente ${i} ${uniq()}`,
              price: '5.00',
              unit: 'un',
              categoryId: shop.category.id,
              supplierId: shop.supplier.id,
            }),
          ),
        ),
      ),
    );
    expect(await expectCountsAgree(shop.supplier.id)).toEqual([`${shop.category.id}/true/true=12`]);
  });

  it('leaves nothing to count when a supplier goes with its products', async () => {
    const shop = await createCatalogue([{}, {}]);
    await withDb((db) => db.delete(suppliers).where(eq(suppliers.id, shop.supplier.id)));
    const { kept } = await keptAndCounted(shop.supplier.id);
    expect(kept).toEqual([]);
  });

  it('gives the catalogue, its category counts and the supplier stats the totals of the rows they list', async () => {
    const shop = await createCatalogue([{}, {}, { inStock: false }, {}]);
    await withDb((db) => db.update(products).set({ isActive: false }).where(eq(products.id, shop.products[3]!.id)));
    const page = await call('GET', `/products?supplierId=${shop.supplier.id}&limit=1`);
    expect(((await page.json()) as { pagination: { total: number } }).pagination.total).toBe(3);
    const inStock = await call('GET', `/products?supplierId=${shop.supplier.id}&inStock=true`);
    expect(((await inStock.json()) as { pagination: { total: number } }).pagination.total).toBe(2);
    const byCity = await call('GET', `/products?cityId=${shop.city.id}`);
    expect(((await byCity.json()) as { pagination: { total: number } }).pagination.total).toBe(3);
    const facets = await call('GET', `/products/facets?supplierId=${shop.supplier.id}`);
    expect(await facets.json()).toMatchObject({
      categories: [{ id: shop.category.id, count: 3 }],
      total: 3,
    });
    const operator = await createOperator();
    const withInactive = await call('GET', `/products?supplierId=${shop.supplier.id}&includeInactive=true`, {
      as: operator,
    });
    expect(((await withInactive.json()) as { pagination: { total: number } }).pagination.total).toBe(4);
  });
});
