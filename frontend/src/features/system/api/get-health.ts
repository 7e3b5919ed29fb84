import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { systemKeys } from '@/lib/query-keys/system';

/** The 200 answer; a 503 carries the same shape with status 'degraded'. */
export type Health = Answer<typeof client.health.$get>;

export const getHealth = (signal?: AbortSignal) => unwrap(client.health.$get(undefined, { init: { signal } }));

export const healthQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.health, queryFn: ({ signal }) => getHealth(signal), refetchInterval: 60_000 });

export const useHealth = () => useQuery(healthQueryOptions());
