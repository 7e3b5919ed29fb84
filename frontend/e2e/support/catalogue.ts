import type { APIRequestContext } from '@playwright/test';

/** A product as the catalogue lists it. */
export interface CatalogueProduct {
  id: string;
  name: string;
  minimumOrder: number;
  supplierId: string;
  categoryId: string;
  inStock: boolean;
}

/**
 * Demo products by their exact names, each found by a search for its name. e2e data outlives a run and
 * every run adds products ("Queijo canastra …", "Azeite … QO-…"): a first page sorted by name stops
 * holding "Tomate italiano" after a few runs.
 */
export function productsNamed(request: APIRequestContext, names: string[]): Promise<CatalogueProduct[]> {
  return Promise.all(
    names.map(async (name) => {
      const res = await request.get(`/api/v1/products?search=${encodeURIComponent(name)}&limit=100`);
      const { data } = (await res.json()) as { data: CatalogueProduct[] };
      const found = data.find((p) => p.name === name);
      if (!found) throw new Error(`no product named "${name}" in the catalogue (its search answered ${data.length})`);
      return found;
    }),
  );
}
