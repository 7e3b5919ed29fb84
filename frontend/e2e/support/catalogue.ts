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
 * The marketplace's suppliers as the caller sees them: the demo restaurant also sees its own suppliers
 * (#54: Açougue do Seu Tonho, and every "Hortifrúti Boa Safra" the own-supplier specs add, whose price
 * lists repeat the demo's product names and SKUs), which the marketplace's flows must not pick.
 */
export async function listedSupplierIds(request: APIRequestContext): Promise<Set<string>> {
  const suppliers = (await (await request.get('/api/v1/suppliers')).json()) as { id: string; listed: boolean }[];
  return new Set(suppliers.filter((s) => s.listed).map((s) => s.id));
}

/** Products of marketplace suppliers only (see listedSupplierIds). */
export async function marketplaceProducts(request: APIRequestContext, query: string): Promise<CatalogueProduct[]> {
  const [listed, res] = await Promise.all([listedSupplierIds(request), request.get(`/api/v1/products?${query}`)]);
  const { data } = (await res.json()) as { data: CatalogueProduct[] };
  return data.filter((p) => listed.has(p.supplierId));
}

/**
 * Demo products by their exact names, each found by a search for its name among the marketplace's. e2e
 * data outlives a run and every run adds products ("Queijo canastra …", "Azeite … QO-…"): a first page
 * sorted by name stops holding "Tomate italiano" after a few runs.
 */
export function productsNamed(request: APIRequestContext, names: string[]): Promise<CatalogueProduct[]> {
  return Promise.all(
    names.map(async (name) => {
      const data = await marketplaceProducts(request, `search=${encodeURIComponent(name)}&limit=100`);
      const found = data.find((p) => p.name === name);
      if (!found) throw new Error(`no product named "${name}" in the catalogue (its search answered ${data.length})`);
      return found;
    }),
  );
}
