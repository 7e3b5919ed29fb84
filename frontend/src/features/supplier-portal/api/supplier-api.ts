import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type SupplierKeyPage = ApiResponse<ApiClient['supplier-api-key']['$get']>;
export type SupplierKey = SupplierKeyPage['data'][number];
export type SupplierKeyDetail = ApiResponse<ApiClient['supplier-api-key'][':id']['$get']>;
export type UsageLog = SupplierKeyDetail['usageLogs'][number];
export type Analytics = ApiResponse<ApiClient['supplier-api-key'][':id']['analytics']['$get']>;
export type KeysOfSupplier = ApiResponse<ApiClient['supplier-portal']['api-keys']['$get']>;

/**
 * Whose keys a screen works on: the operator's console reaches any supplier's (`/supplier-api-key`),
 * the supplier portal only its own supplier's (`/supplier-portal/api-keys`). Same shapes.
 */
export type KeyScope = { kind: 'operator'; supplierId: string } | { kind: 'portal' };
export const OPERATOR_KEYS = { kind: 'operator', supplierId: '' } as const satisfies KeyScope;
export const PORTAL_KEYS = { kind: 'portal' } as const satisfies KeyScope;
const keysPath = (scope: KeyScope) => (scope.kind === 'portal' ? '/supplier-portal/api-keys' : '/supplier-api-key');
const ofSupplierPath = (scope: KeyScope) =>
  scope.kind === 'portal' ? '/supplier-portal/api-keys' : `/supplier-api-key/supplier/${scope.supplierId}`;

/** A supplier's keys (up to 100) and its 10 latest calls. */
export const keysOfSupplierQueryOptions = (scope: KeyScope) =>
  queryOptions({
    queryKey: ['supplier-keys', 'of', scope],
    queryFn: ({ signal }) => api.get<KeysOfSupplier>(ofSupplierPath(scope), undefined, signal),
  });
export const useKeysOfSupplier = (scope: KeyScope) => useQuery(keysOfSupplierQueryOptions(scope));

export const supplierKeysQueryOptions = (q: { page: number; search: string; supplierId?: string }) =>
  queryOptions({
    queryKey: ['supplier-keys', q],
    queryFn: ({ signal }) => api.get<SupplierKeyPage>('/supplier-api-key', { ...q, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });
export const useSupplierKeys = (q: { page: number; search: string; supplierId?: string }) =>
  useQuery(supplierKeysQueryOptions(q));

export const supplierKeyQueryOptions = (id: string, scope: KeyScope = OPERATOR_KEYS) =>
  queryOptions({
    queryKey: ['supplier-key', id, scope.kind],
    queryFn: ({ signal }) => api.get<SupplierKeyDetail>(`${keysPath(scope)}/${id}`, undefined, signal),
  });
export const useSupplierKey = (id: string, scope?: KeyScope) => useQuery(supplierKeyQueryOptions(id, scope));

/** The analytics request carries the period (days) and, for one key, hits the per-key variant. */
export const analyticsQueryOptions = (q: { scope: KeyScope; keyId: string; days: number }) =>
  queryOptions({
    queryKey: ['supplier-analytics', q],
    ...LIVE_FIGURES,
    queryFn: ({ signal }) =>
      api.get<Analytics>(
        q.keyId === 'all' ? `${ofSupplierPath(q.scope)}/analytics` : `${keysPath(q.scope)}/${q.keyId}/analytics`,
        { days: q.days },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const useAnalytics = (q: { scope: KeyScope; keyId: string; days: number }) => useQuery(analyticsQueryOptions(q));

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

type KeyWithSecret = ApiResponse<ApiClient['supplier-api-key']['$post']>;

/** The operator names the supplier; in the portal the key is always for the signed-in supplier. */
export const useCreateSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite(
    (input: {
      name: string;
      supplierId?: string;
      description: string | null;
      neverExpires: boolean;
      expiresAt: string | null;
    }) => api.post<KeyWithSecret>(keysPath(scope), input),
  );
export const useUpdateSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite(({ id, ...input }: { id: string; enabled?: boolean }) =>
    api.put<SupplierKey>(`${keysPath(scope)}/${id}`, input),
  );
export const useRegenerateSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite((id: string) => api.post<KeyWithSecret>(`${keysPath(scope)}/${id}/regenerate`));
export const useDeleteSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite((id: string) => api.delete(`${keysPath(scope)}/${id}`));

export const supplierOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers', 'options'],
    queryFn: ({ signal }) =>
      api.get<Array<{ id: string; name: string }>>('/suppliers', { includeInactive: true }, signal),
  });
export const useSupplierOptions = (enabled = true) => useQuery({ ...supplierOptionsQueryOptions(), enabled });
