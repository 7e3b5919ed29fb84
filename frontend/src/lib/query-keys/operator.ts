import type { client } from '@/lib/api-client';

// The filters a key carries are typed here, from the API's route, so lib/ imports no feature.
type ProductsQuery = NonNullable<Parameters<typeof client.products.$get>[0]['query']>;
/** The console's page of products and its search (the page as the screen counts it). */
export type AdminProductsQuery = Required<Pick<ProductsQuery, 'search'>> & Record<'page', number>;
/** The console's page of cities and its search. */
export type ManagedCitiesQuery = { page: number; search: string };

/**
 * The cache keys of the operator feature: every query of it starts with ['operator'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const operatorKeys = {
  all: ['operator'] as const,
  deadLettersAll: ['operator', 'dead-letters'] as const,
  deadLetters: (page: number) => ['operator', 'dead-letters', page] as const,
  suppliers: ['operator', 'suppliers'] as const,
  categories: ['operator', 'categories'] as const,
  /** The active cities a supplier's form offers. */
  cities: ['operator', 'cities'] as const,
  /** The console's managed cities (every one, with who uses it), a page and a search. */
  managedCitiesAll: ['operator', 'managed-cities'] as const,
  managedCities: (q: ManagedCitiesQuery) => ['operator', 'managed-cities', q] as const,
  productsAll: ['operator', 'products'] as const,
  products: (q: AdminProductsQuery) => ['operator', 'products', q] as const,
  supplierPeopleAll: ['operator', 'supplier-people'] as const,
  supplierPeople: (supplierId: string) => ['operator', 'supplier-people', supplierId] as const,
  /** Suppliers' requests to be listed on the marketplace (#54), by page and status. */
  listingRequestsAll: ['operator', 'listing-requests'] as const,
  listingRequests: (q: object) => ['operator', 'listing-requests', q] as const,
};
