import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type Invitation = Answer<(typeof client.invitation)[':id']['$get']>;
/** Each answer is its own route (POST /invitation/:id/accept or /reject): one the API drops fails typecheck. */
type InvitationReply = Extract<keyof (typeof client.invitation)[':id'], 'accept' | 'reject'>;

export const getInvitation = (id: string, signal?: AbortSignal) =>
  unwrap(client.invitation[':id'].$get({ param: { id } }, { init: { signal } }));
export const invitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: organizationsKeys.invitation(id), queryFn: ({ signal }) => getInvitation(id, signal) });
export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));

/** Invitations open to the signed-in person's address: where a new account goes first. */
export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.myInvitations,
    queryFn: ({ signal }) => unwrap(client.invitation.mine.$get(undefined, { init: { signal } })),
  });
export const useMyInvitations = (enabled: boolean) => useQuery({ ...myInvitationsQueryOptions(), enabled });

export const useAnswerInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationReply }) =>
      unwrap(client.invitation[':id'][answer].$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
