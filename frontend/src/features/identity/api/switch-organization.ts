import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { identityKeys } from '@/lib/query-keys/identity';

type Memberships = Answer<typeof client.user.memberships.$get>;

export type MyMembership = Memberships['data'][number];

/** One request for both lists (organizations and suppliers): the layouts read each from the same answer. */
export const myMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.memberships,
    queryFn: ({ signal }) => unwrap(client.user.memberships.$get({}, { init: { signal } })),
  });

export const useMyMemberships = () => useQuery({ ...myMembershipsQueryOptions(), select: (r) => r.data });

export const setActiveOrganization = (organizationId: string) =>
  unwrap(client.auth['set-active-organization'].$post({ json: { organizationId } }));

/**
 * After a switch everything cached belonged to the other account. The session is read again before the
 * caller's own onSuccess (the navigation into the account) runs, so the next screen knows where it is;
 * the other queries refetch in the background: waiting for every query of the page being left (some
 * now forbidden) made a switch take seconds on a busy machine.
 */
function refreshAfterSwitch(queryClient: QueryClient) {
  return async () => {
    void queryClient.invalidateQueries();
    await queryClient.refetchQueries({ queryKey: identityKeys.session, exact: true }, { cancelRefetch: false });
  };
}

export const useSwitchOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveOrganization, onSuccess: refreshAfterSwitch(queryClient) });
};

export type MySupplierMembership = Memberships['suppliers'][number];

export const useMySupplierMemberships = () => useQuery({ ...myMembershipsQueryOptions(), select: (r) => r.suppliers });

export const setActiveSupplier = (supplierId: string) =>
  unwrap(client.auth['set-active-supplier'].$post({ json: { supplierId } }));

/** Into the supplier portal (or back to buying). */
export const useSwitchToSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActiveSupplier, onSuccess: refreshAfterSwitch(queryClient) });
};
