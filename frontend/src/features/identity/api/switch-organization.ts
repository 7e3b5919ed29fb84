import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';
import { sessionQueryOptions } from './get-session';

type Memberships = ApiResponse<ApiClient['user']['memberships']['$get']>;

export type MyMembership = Memberships['data'][number];

/** One request for both lists (organizations and suppliers): the layouts read each from the same answer. */
export const myMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'memberships'],
    queryFn: ({ signal }) => api.get<Memberships>('/user/memberships', undefined, signal),
  });

export const useMyMemberships = () => useQuery({ ...myMembershipsQueryOptions(), select: (r) => r.data });

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

export type MySupplierMembership = Memberships['suppliers'][number];

export const useMySupplierMemberships = () => useQuery({ ...myMembershipsQueryOptions(), select: (r) => r.suppliers });

export const setActiveSupplier = (supplierId: string) =>
  api.post<ApiResponse<ApiClient['auth']['set-active-supplier']['$post']>>('/auth/set-active-supplier', { supplierId });

/** Into the supplier portal (or back to buying). */
export const useSwitchToSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveSupplier, onSuccess: refreshAfterSwitch(queryClient) });
};
