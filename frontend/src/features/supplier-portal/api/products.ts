import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

type Products = ApiClient['supplier-portal']['products'];
export type OwnProductPage = ApiResponse<Products['$get']>;
export type OwnProduct = OwnProductPage['data'][number];
export type OwnProductStats = ApiResponse<Products['stats']['$get']>;
export type OwnProductCategory = ApiResponse<Products['categories']['$get']>[number];

export type OwnProductInput = {
  name: string;
  price: number;
  unit: string;
  categoryId: string;
  minimumOrder: number;
  description: string | null;
  inStock: boolean;
};

export const ownProductsQueryOptions = (q: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['supplier-portal', 'products', q],
    queryFn: ({ signal }) =>
      api.get<OwnProductPage>('/supplier-portal/products', { ...q, search: q.search || undefined, limit: 20 }, signal),
    placeholderData: keepPreviousData,
  });
export const useOwnProducts = (q: { page: number; search: string }) => useQuery(ownProductsQueryOptions(q));

export const ownProductStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier-portal', 'products', 'stats'],
    queryFn: ({ signal }) => api.get<OwnProductStats>('/supplier-portal/products/stats', undefined, signal),
  });
export const useOwnProductStats = () => useQuery(ownProductStatsQueryOptions());

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier-portal', 'products', 'categories'],
    queryFn: ({ signal }) => api.get<OwnProductCategory[]>('/supplier-portal/products/categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
export const useProductCategories = () => useQuery(productCategoriesQueryOptions());

function useProductWrite<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier-portal', 'products'] }),
  });
}

export const useSaveOwnProduct = () =>
  useProductWrite(({ id, ...input }: Partial<OwnProductInput> & { id?: string }) =>
    id
      ? api.put<OwnProduct>(`/supplier-portal/products/${id}`, input)
      : api.post<OwnProduct>('/supplier-portal/products', input),
  );
export const useRemoveOwnProduct = () => useProductWrite((id: string) => api.delete(`/supplier-portal/products/${id}`));
