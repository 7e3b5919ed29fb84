import type { FacetFilters, ProductFilters } from '@/features/catalogue/api/catalogue';

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
