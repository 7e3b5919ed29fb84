import type { client } from '@/lib/api-client';

// The filters a key carries are typed here, from the API's route, so lib/ imports no feature.
type ProductsQuery = NonNullable<Parameters<typeof client.products.$get>[0]['query']>;
/**
 * The catalogue's filters as its screens hold them, by the names of the API's query (one it does not
 * accept fails the typecheck): the page and the prices as numbers and "em estoque" as a switch until
 * they are written out, the order always set. Without a sort, a search is ordered by relevance and a
 * listing by name (the API's default); the page size is the catalogue api file's.
 */
export type ProductFilters = Omit<ProductsQuery, 'limit' | 'page' | 'order' | 'minPrice' | 'maxPrice' | 'inStock'> &
  Required<Pick<ProductsQuery, 'order'>> & { [K in keyof Pick<ProductsQuery, 'page'>]-?: number } & {
    [K in keyof Pick<ProductsQuery, 'minPrice' | 'maxPrice'>]?: number;
  } & { [K in keyof Pick<ProductsQuery, 'inStock'>]?: boolean };
/** What the category counts depend on: pages, the order and the category itself do not change them. */
export type FacetFilters = Omit<ProductFilters, 'page' | 'categoryId' | 'sort' | 'order'>;

/**
 * The cache keys of the catalogue feature: every query of it starts with ['catalogue'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (f: ProductFilters) => ['catalogue', 'products', f] as const,
  productFacets: (f: FacetFilters) => ['catalogue', 'products', 'facets', f] as const,
  product: (id: string) => ['catalogue', 'product', id] as const,
  /** What the organization paid and was quoted for a product, over the last `months` (GET /products/:id/price-history). */
  priceHistory: (id: string, months: number) => ['catalogue', 'price-history', id, months] as const,
  /** Every product's price history: an award adds quoted and paid points. */
  priceHistories: ['catalogue', 'price-history'] as const,
  categories: ['catalogue', 'categories'] as const,
  suppliers: ['catalogue', 'suppliers'] as const,
  supplier: (id: string) => ['catalogue', 'supplier', id] as const,
  cities: ['catalogue', 'cities'] as const,
  /** This organization's negotiated prices (awarded cotações): an award invalidates it. */
  negotiatedPrices: ['catalogue', 'negotiated-prices'] as const,
};
