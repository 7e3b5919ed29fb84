import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type ProductPage = ApiResponse<ApiClient['products']['$get']>;
export type ProductFacets = ApiResponse<ApiClient['products']['facets']['$get']>;
export type Product = ProductPage['data'][number];
export type ProductDetail = ApiResponse<ApiClient['products'][':id']['$get']>;
export type City = ApiResponse<ApiClient['suppliers']['cities']['$get']>[number];
export type Category = ApiResponse<ApiClient['categorys']['with-count']['$get']>[number];
export type Supplier = ApiResponse<ApiClient['suppliers']['$get']>[number];
export interface ProductFilters {
  page: number;
  categoryId?: string;
  supplierId?: string;
  cityId?: string;
  inStock?: boolean;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Without one, a search is ordered by relevance and a listing by name (the API's default). */
  sort?: 'relevance' | 'name' | 'price' | 'newest';
  order: 'asc' | 'desc';
  includeInactive?: boolean;
}

export const getProducts = (f: ProductFilters, signal?: AbortSignal) =>
  api.get<ProductPage>('/products', { ...f, limit: 24 }, signal);
export const productsQueryOptions = (f: ProductFilters) =>
  queryOptions({
    queryKey: ['products', f],
    queryFn: ({ signal }) => getProducts(f, signal),
    placeholderData: keepPreviousData,
  });
export const useProducts = (f: ProductFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(f), ...options });

/** Counts per category under the other filters: pages and the category itself do not change them. */
export const getProductFacets = (f: ProductFilters, signal?: AbortSignal) => {
  const { page: _page, categoryId: _category, sort: _sort, order: _order, ...rest } = f;
  return api.get<ProductFacets>('/products/facets', rest, signal);
};
export const productFacetsQueryOptions = (f: ProductFilters) => {
  const { page: _page, categoryId: _category, sort: _sort, order: _order, ...rest } = f;
  return queryOptions({
    queryKey: ['products', 'facets', rest],
    queryFn: ({ signal }) => getProductFacets(f, signal),
    placeholderData: keepPreviousData,
  });
};
export const useProductFacets = (f: ProductFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productFacetsQueryOptions(f), ...options });

export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<ProductDetail>(`/products/${id}`, undefined, signal);
export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal) });
export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/categorys/with-count', undefined, signal);
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });
export const useCategories = () => useQuery(categoriesQueryOptions());

export const getSuppliers = (signal?: AbortSignal) => api.get<Supplier[]>('/suppliers', undefined, signal);
export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: ['suppliers'], queryFn: ({ signal }) => getSuppliers(signal), staleTime: 5 * 60_000 });
export const useSuppliers = () => useQuery(suppliersQueryOptions());

export const getSupplier = (id: string, signal?: AbortSignal) =>
  api.get<Supplier>(`/suppliers/${id}`, undefined, signal);
export const supplierQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['supplier', id], queryFn: ({ signal }) => getSupplier(id, signal) });
export const useSupplier = (id: string) => useQuery(supplierQueryOptions(id));

export const getCities = (signal?: AbortSignal) => api.get<City[]>('/suppliers/cities', undefined, signal);
export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: ({ signal }) => getCities(signal), staleTime: 30 * 60_000 });
export const useCities = () => useQuery(citiesQueryOptions());
