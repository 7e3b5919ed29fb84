import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { identityKeys } from '@/lib/query-keys/identity';

export type SessionData = Answer<typeof client.auth.session.$get>;

export const getSession = (signal?: AbortSignal) => unwrap(client.auth.session.$get({}, { init: { signal } }));

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.session, queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
