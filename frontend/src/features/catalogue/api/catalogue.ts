import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { catalogueKeys, type FacetFilters, type ProductFilters } from '@/lib/query-keys/catalogue';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type ProductPage = Answer<typeof client.products.$get>;
export type ProductFacets = Answer<typeof client.products.facets.$get>;
export type Product = ProductPage['data'][number];
export type ProductDetail = Answer<(typeof client.products)[':id']['$get']>;
export type City = Answer<typeof client.suppliers.cities.$get>[number];
export type Category = Answer<(typeof client.categorys)['with-count']['$get']>[number];
export type Supplier = Answer<typeof client.suppliers.$get>[number];

/** A switch as the API's query reads it. */
const switchText = (on: boolean) => (on ? ('true' as const) : ('false' as const));
/**
 * The filters as the API's query: asQuery writes the numbers out and leaves empty text off; the API's
 * enums stay out of it to keep their types (it types an optional field as any text), and are left off
 * the same way when empty (a hand-edited address).
 */
const productsQuery = ({ sort, order, inStock, includeInactive, ...rest }: Partial<ProductFilters>) => ({
  ...asQuery(rest),
  ...(sort ? { sort } : {}),
  ...(order ? { order } : {}),
  ...(inStock === undefined ? {} : { inStock: switchText(inStock) }),
  ...(includeInactive ? { includeInactive } : {}),
});

export const getProducts = (f: ProductFilters, signal?: AbortSignal) =>
  unwrap(client.products.$get({ query: { ...productsQuery(f), limit: '24' } }, { init: { signal } }));
export const productsQueryOptions = (f: ProductFilters) =>
  queryOptions({
    queryKey: catalogueKeys.products(f),
    queryFn: ({ signal }) => getProducts(f, signal),
    placeholderData: keepPreviousData,
  });
export const useProducts = (f: ProductFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(f), ...options });

const facetFilters = (f: ProductFilters): FacetFilters => {
  const { page: _page, categoryId: _category, sort: _sort, order: _order, ...rest } = f;
  return rest;
};
/** Counts per category under the other filters. */
export const getProductFacets = (f: ProductFilters, signal?: AbortSignal) =>
  unwrap(client.products.facets.$get({ query: productsQuery(facetFilters(f)) }, { init: { signal } }));
export const productFacetsQueryOptions = (f: ProductFilters) =>
  queryOptions({
    queryKey: catalogueKeys.productFacets(facetFilters(f)),
    queryFn: ({ signal }) => getProductFacets(f, signal),
    placeholderData: keepPreviousData,
  });
export const useProductFacets = (f: ProductFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productFacetsQueryOptions(f), ...options });

export const getProduct = (id: string, signal?: AbortSignal) =>
  unwrap(client.products[':id'].$get({ param: { id } }, { init: { signal } }));
export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });
export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const getCategories = (signal?: AbortSignal) =>
  unwrap(client.categorys['with-count'].$get(undefined, { init: { signal } }));
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

export const getSuppliers = (signal?: AbortSignal) =>
  unwrap(client.suppliers.$get({ query: {} }, { init: { signal } }));
export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.suppliers,
    queryFn: ({ signal }) => getSuppliers(signal),
    staleTime: 5 * 60_000,
  });
export const useSuppliers = () => useQuery(suppliersQueryOptions());

export const getSupplier = (id: string, signal?: AbortSignal) =>
  unwrap(client.suppliers[':id'].$get({ param: { id } }, { init: { signal } }));
export const supplierQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.supplier(id), queryFn: ({ signal }) => getSupplier(id, signal) });
export const useSupplier = (id: string) => useQuery(supplierQueryOptions(id));

export const getCities = (signal?: AbortSignal) =>
  unwrap(client.suppliers.cities.$get(undefined, { init: { signal } }));
export const citiesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.cities, queryFn: ({ signal }) => getCities(signal), staleTime: 30 * 60_000 });
export const useCities = () => useQuery(citiesQueryOptions());
