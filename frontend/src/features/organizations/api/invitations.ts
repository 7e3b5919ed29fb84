import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type PendingInvitation = Answer<typeof client.invitation.$get>['data'][number];

export const getPendingInvitations = (signal?: AbortSignal) =>
  unwrap(client.invitation.$get({}, { init: { signal } })).then((r) => r.data);
export const pendingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: organizationsKeys.invitations, queryFn: ({ signal }) => getPendingInvitations(signal) });
export const usePendingInvitations = (enabled: boolean) => useQuery({ ...pendingInvitationsQueryOptions(), enabled });

export const useInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Body<typeof client.invitation.$post>) => unwrap(client.invitation.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.invitations }),
  });
};

export const useCancelInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.invitation[':id'].cancel.$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.invitations }),
  });
};
