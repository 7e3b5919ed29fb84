import { categories, cities, products, supplierCities, suppliers } from '../../db/schema/catalogue';
import { purgeEdgeCache } from '../platform/edge-cache';
import { randomCnpj, testCityId, uniq, withDb } from './tenant';

export interface CatalogueFixture {
  city: { id: string; name: string; state: string };
  category: { id: string; name: string };
  supplier: { id: string; name: string; cnpj: string };
  products: Array<{ id: string; name: string; price: string; minimumOrder: number; sku: string | null }>;
}

/**
 * A fresh city, category and supplier with products of its own (unique names):
 * tests filter by these ids, so they never see each other's catalogue.
 */
export async function createCatalogue(
  items: Array<{ name?: string; price?: string; unit?: string; minimumOrder?: number; inStock?: boolean }> = [{}, {}],
): Promise<CatalogueFixture> {
  const id = uniq();
  const sharedCity = await testCityId();
  const fixture = await withDb((db) =>
    db.transaction(async (tx) => {
      const [city] = await tx
        .insert(cities)
        .values({ name: `Cidade ${id}`, state: 'SP' })
        .returning({ id: cities.id, name: cities.name, state: cities.state });
      const [category] = await tx
        .insert(categories)
        .values({ name: `Categoria ${id}`, color: '#16a34a' })
        .returning({ id: categories.id, name: categories.name });
      const [supplier] = await tx
        .insert(suppliers)
        .values({ name: `Fornecedor ${id}`, email: `f-${id}@teste.dev`, cnpj: randomCnpj(), color: '#dc2626' })
        .returning({ id: suppliers.id, name: suppliers.name, cnpj: suppliers.cnpj });
      await tx.insert(supplierCities).values([
        { supplierId: supplier!.id, cityId: city!.id },
        { supplierId: supplier!.id, cityId: sharedCity },
      ]);
      if (items.length === 0) return { city: city!, category: category!, supplier: supplier!, products: [] };
      const rows = await tx
        .insert(products)
        .values(
          items.map((item, i) => ({
            name: item.name ?? `Produto ${i + 1} ${id}`,
            price: item.price ?? `${10 + i}.50`,
            unit: item.unit ?? 'kg',
            minimumOrder: item.minimumOrder ?? 1,
            inStock: item.inStock ?? true,
            categoryId: category!.id,
            supplierId: supplier!.id,
          })),
        )
        .returning({
          id: products.id,
          name: products.name,
          price: products.price,
          minimumOrder: products.minimumOrder,
          sku: products.sku,
        });
      return { city: city!, category: category!, supplier: supplier!, products: rows };
    }),
  );
  // Written behind the API's back, so purged as an operator's write would be: a test that lists the
  // catalogue (http://localhost, as call() asks) finds its new rows even if another test's read is cached.
  await purgeEdgeCache('http://localhost');
  return fixture;
}
