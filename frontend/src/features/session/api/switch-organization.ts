import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';
import { sessionQueryOptions } from './get-session';

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

/**
 * After a switch everything cached belonged to the other account. The session is read again before the
 * caller's own onSuccess (the navigation into the account) runs, so the next screen knows where it is;
 * the other queries refetch in the background: waiting for every query of the page being left (some
 * now forbidden) made a switch take seconds on a busy machine.
 */
function refreshAfterSwitch(queryClient: QueryClient) {
  return async () => {
    void queryClient.invalidateQueries();
    await queryClient.refetchQueries(
      { queryKey: sessionQueryOptions().queryKey, exact: true },
      { cancelRefetch: false },
    );
  };
}

export const useSwitchOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveOrganization, onSuccess: refreshAfterSwitch(queryClient) });
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

/** Into the supplier portal (or back to buying). */
export const useSwitchToSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveSupplier, onSuccess: refreshAfterSwitch(queryClient) });
};
