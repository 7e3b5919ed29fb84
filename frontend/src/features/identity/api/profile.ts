import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { identityKeys } from '@/lib/query-keys/identity';

export type ActiveSession = Answer<typeof client.session.$get>['data'][number];

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Body<typeof client.user.$put>) => unwrap(client.user.$put({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.session }),
  });
};

export const getSessions = (signal?: AbortSignal) =>
  unwrap(client.session.$get({}, { init: { signal } })).then((r) => r.data);
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.session.revoke.$delete({ json: { token: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.sessions }),
  });
};

export const useSetPassword = () =>
  useMutation({
    mutationFn: (password: string) => unwrap(client.auth['set-password'].$post({ json: { password } })),
  });
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => unwrap(client.auth['forgot-password'].$post({ json: { email } })),
  });

export type LinkedAccounts = Answer<typeof client.account.$get>;
/** A provider the person can link (or unlink), as the API names it. */
export type LinkableProvider = Body<typeof client.account.$post>['provider'];
export const getLinkedAccounts = (signal?: AbortSignal) => unwrap(client.account.$get({}, { init: { signal } }));
export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.accounts, queryFn: ({ signal }) => getLinkedAccounts(signal) });
export const useLinkedAccounts = () => useQuery(linkedAccountsQueryOptions());

export const startLinking = (provider: LinkableProvider) =>
  unwrap(client.account.$post({ json: { provider, callbackURL: '/app/profile' } }));
export const useUnlinkAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: Body<typeof client.account.$delete>['provider']) =>
      unwrap(client.account.$delete({ json: { provider } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.accounts }),
  });
};
