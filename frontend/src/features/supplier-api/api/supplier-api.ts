import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type SupplierKeyPage = ApiResponse<ApiClient['supplier-api-key']['$get']>;
export type SupplierKey = SupplierKeyPage['data'][number];
export type SupplierKeyDetail = ApiResponse<ApiClient['supplier-api-key'][':id']['$get']>;
export type UsageLog = SupplierKeyDetail['usageLogs'][number];
export type Analytics = ApiResponse<ApiClient['supplier-api-key'][':id']['analytics']['$get']>;

export const supplierKeysQueryOptions = (q: { page: number; search: string; supplierId?: string }) =>
  queryOptions({
    queryKey: ['supplier-keys', q],
    queryFn: ({ signal }) => api.get<SupplierKeyPage>('/supplier-api-key', { ...q, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });
export const useSupplierKeys = (q: { page: number; search: string; supplierId?: string }) =>
  useQuery(supplierKeysQueryOptions(q));

export const supplierKeyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['supplier-key', id],
    queryFn: ({ signal }) => api.get<SupplierKeyDetail>(`/supplier-api-key/${id}`, undefined, signal),
  });
export const useSupplierKey = (id: string) => useQuery(supplierKeyQueryOptions(id));

/** The analytics request carries the period (days) and, for one key, hits the per-key variant. */
export const analyticsQueryOptions = (q: { supplierId: string; keyId: string; days: number }) =>
  queryOptions({
    queryKey: ['supplier-analytics', q],
    queryFn: ({ signal }) =>
      api.get<Analytics>(
        q.keyId === 'all'
          ? `/supplier-api-key/supplier/${q.supplierId}/analytics`
          : `/supplier-api-key/${q.keyId}/analytics`,
        { days: q.days },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const useAnalytics = (q: { supplierId: string; keyId: string; days: number }) =>
  useQuery(analyticsQueryOptions(q));

function useKeyWrite<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['supplier-keys'] }),
        queryClient.invalidateQueries({ queryKey: ['supplier-key'] }),
      ]),
  });
}

export const useCreateSupplierKey = () =>
  useKeyWrite(
    (input: {
      name: string;
      supplierId: string;
      description: string | null;
      neverExpires: boolean;
      expiresAt: string | null;
    }) => api.post<ApiResponse<ApiClient['supplier-api-key']['$post']>>('/supplier-api-key', input),
  );
export const useUpdateSupplierKey = () =>
  useKeyWrite(({ id, ...input }: { id: string; enabled?: boolean }) =>
    api.put<SupplierKey>(`/supplier-api-key/${id}`, input),
  );
export const useRegenerateSupplierKey = () =>
  useKeyWrite((id: string) =>
    api.post<ApiResponse<ApiClient['supplier-api-key'][':id']['regenerate']['$post']>>(
      `/supplier-api-key/${id}/regenerate`,
    ),
  );
export const useDeleteSupplierKey = () => useKeyWrite((id: string) => api.delete(`/supplier-api-key/${id}`));

export const supplierOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers', 'options'],
    queryFn: ({ signal }) =>
      api.get<Array<{ id: string; name: string }>>('/suppliers', { includeInactive: true }, signal),
  });
export const useSupplierOptions = () => useQuery(supplierOptionsQueryOptions());
