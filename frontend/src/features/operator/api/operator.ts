import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type AdminSupplier = ApiResponse<ApiClient['suppliers']['$get']>[number];
export type AdminCategory = ApiResponse<ApiClient['categorys']['with-count']['$get']>[number];
export type AdminProductPage = ApiResponse<ApiClient['products']['$get']>;
export type AdminProduct = AdminProductPage['data'][number];
export type AdminCity = ApiResponse<ApiClient['suppliers']['cities']['$get']>[number];

export const adminSuppliersQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'suppliers'],
    queryFn: ({ signal }) => api.get<AdminSupplier[]>('/suppliers', { includeInactive: true }, signal),
  });
export const useAdminSuppliers = () => useQuery(adminSuppliersQueryOptions());

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'categories'],
    queryFn: ({ signal }) => api.get<AdminCategory[]>('/categorys/with-count', undefined, signal),
  });
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

export const adminCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: ({ signal }) => api.get<AdminCity[]>('/suppliers/cities', undefined, signal),
    staleTime: 30 * 60_000,
  });
export const useAdminCities = () => useQuery(adminCitiesQueryOptions());

export interface AdminProductsQuery {
  page: number;
  search: string;
}
export const adminProductsQueryOptions = (q: AdminProductsQuery) =>
  queryOptions({
    queryKey: ['operator', 'products', q],
    queryFn: ({ signal }) =>
      api.get<AdminProductPage>(
        '/products',
        // Newest first, unless searching: then the catalogue's relevance.
        q.search
          ? { page: q.page, limit: 20, search: q.search, includeInactive: true }
          : { page: q.page, limit: 20, includeInactive: true, sort: 'newest', order: 'desc' },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminProducts = (q: AdminProductsQuery) => useQuery(adminProductsQueryOptions(q));

/** Every write invalidates the console's lists and the public catalogue. */
function useWrite<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        ['operator', 'products', 'suppliers', 'categories'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}

export type SupplierInput = {
  name: string;
  email: string;
  phone: string | null;
  cnpj: string;
  color: string;
  rating: number | null;
  isActive: boolean;
  cityIds: string[];
};
export const useSaveSupplier = () =>
  useWrite(({ id, ...input }: SupplierInput & { id?: string }) =>
    id ? api.put(`/suppliers/${id}`, input) : api.post('/suppliers', input),
  );
export const useDeleteSupplier = () => useWrite((id: string) => api.delete(`/suppliers/${id}`));

export type CategoryInput = { name: string; icon: string | null; color: string | null; isActive: boolean };
export const useSaveCategory = () =>
  useWrite(({ id, ...input }: CategoryInput & { id?: string }) =>
    id ? api.put(`/categorys/${id}`, input) : api.post('/categorys', input),
  );
export const useDeleteCategory = () => useWrite((id: string) => api.delete(`/categorys/${id}`));

export type ProductInput = {
  name: string;
  price: number;
  unit: string;
  description: string | null;
  minimumOrder: number;
  categoryId: string;
  supplierId: string;
  inStock: boolean;
  isActive: boolean;
};
export const useSaveProduct = () =>
  useWrite(({ id, ...input }: ProductInput & { id?: string }) =>
    id ? api.put(`/products/${id}`, input) : api.post('/products', input),
  );
export const useDeleteProduct = () => useWrite((id: string) => api.delete(`/products/${id}`));

export type SupplierPeople = ApiResponse<ApiClient['suppliers'][':id']['people']['$get']>;
export const supplierPeopleQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: ['operator', 'supplier-people', supplierId],
    queryFn: ({ signal }) => api.get<SupplierPeople>(`/suppliers/${supplierId}/people`, undefined, signal),
  });
export const useSupplierPeople = (supplierId: string) => useQuery(supplierPeopleQueryOptions(supplierId));

/** The operator invites someone of the supplier's (admin or staff); they accept from the e-mail. */
export const useInviteSupplierPerson = (supplierId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: 'admin' | 'staff' }) =>
      api.post(`/suppliers/${supplierId}/people`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPeopleQueryOptions(supplierId).queryKey }),
  });
};
