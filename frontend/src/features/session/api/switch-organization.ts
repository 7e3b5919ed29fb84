import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type MyMembership = ApiResponse<ApiClient['user']['memberships']['$get']>['data'][number];

export const getMyMemberships = (signal?: AbortSignal) =>
  api
    .get<ApiResponse<ApiClient['user']['memberships']['$get']>>('/user/memberships', undefined, signal)
    .then((r) => r.data);

export const myMembershipsQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'memberships'], queryFn: ({ signal }) => getMyMemberships(signal) });

export const useMyMemberships = () => useQuery(myMembershipsQueryOptions());

export const setActiveOrganization = (organizationId: string) =>
  api.post<ApiResponse<ApiClient['auth']['set-active-organization']['$post']>>('/auth/set-active-organization', {
    organizationId,
  });

/** Everything cached belongs to the previous organization: start over. */
// The caller's own onSuccess (the navigation into the other account) runs at once: refetching every
// query of the page being left first (some now forbidden) made the switch wait seconds on a busy machine.
export const useSwitchOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveOrganization,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
};

export type MySupplierMembership = ApiResponse<ApiClient['user']['memberships']['$get']>['suppliers'][number];

export const mySupplierMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'memberships', 'suppliers'],
    queryFn: ({ signal }) =>
      api
        .get<ApiResponse<ApiClient['user']['memberships']['$get']>>('/user/memberships', undefined, signal)
        .then((r) => r.suppliers),
  });

export const useMySupplierMemberships = () => useQuery(mySupplierMembershipsQueryOptions());

export const setActiveSupplier = (supplierId: string) =>
  api.post<ApiResponse<ApiClient['auth']['set-active-supplier']['$post']>>('/auth/set-active-supplier', { supplierId });

/** Into the supplier portal (or back to buying): everything cached belonged to the other side. */
export const useSwitchToSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveSupplier, onSuccess: () => void queryClient.invalidateQueries() });
};
