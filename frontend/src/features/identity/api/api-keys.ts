import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// The key's shape comes from the server's router: a renamed field fails typecheck here.
export type ApiKey = ApiResponse<ApiClient['api-key']['$get']>['data'][number];

export const getApiKeys = (signal?: AbortSignal) =>
  api.get<ApiResponse<ApiClient['api-key']['$get']>>('/api-key', undefined, signal).then((r) => r.data);
export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: ['api-keys'], queryFn: ({ signal }) => getApiKeys(signal) });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

const useInvalidateKeys = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['api-keys'] });
};

export const useCreateApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: (input: { description: string; neverExpires: boolean; expiresAt?: string | null }) =>
      api.post<ApiKey & { key: string }>('/api-key', input),
    onSuccess,
  });
};

export const useUpdateApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; enabled?: boolean; description?: string }) =>
      api.put<ApiKey>(`/api-key/${id}`, input),
    onSuccess,
  });
};

export const useDeleteApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api-key/${id}`), onSuccess });
};
