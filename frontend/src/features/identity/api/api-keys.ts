import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { identityKeys } from '@/lib/query-keys/identity';

// The key's shape comes from the server's router: a renamed field fails typecheck here.
export type ApiKey = Answer<(typeof client)['api-key']['$get']>['data'][number];
type KeyUpdate = Parameters<(typeof client)['api-key'][':id']['$put']>[0]['param'] &
  Body<(typeof client)['api-key'][':id']['$put']>;

export const getApiKeys = (signal?: AbortSignal) =>
  unwrap(client['api-key'].$get({}, { init: { signal } })).then((r) => r.data);
export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.apiKeys, queryFn: ({ signal }) => getApiKeys(signal) });
// The key screen reads `{ data }` and a name: an organization's key is known by its description.
export const useApiKeys = () =>
  useQuery({
    ...apiKeysQueryOptions(),
    select: (keys) => ({ data: keys.map((k) => ({ ...k, name: k.description })) }),
  });

const useInvalidateKeys = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: identityKeys.apiKeys });
};

export const useCreateApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: (json: Body<(typeof client)['api-key']['$post']>) => unwrap(client['api-key'].$post({ json })),
    onSuccess,
  });
};

export const useUpdateApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: ({ id, ...json }: KeyUpdate) => unwrap(client['api-key'][':id'].$put({ param: { id }, json })),
    onSuccess,
  });
};

export const useDeleteApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: (id: string) => unwrap(client['api-key'][':id'].$delete({ param: { id } })),
    onSuccess,
  });
};

export const useRotateApiKey = () => {
  const onSuccess = useInvalidateKeys();
  return useMutation({
    mutationFn: (id: string) => unwrap(client['api-key'][':id'].regenerate.$post({ param: { id } })),
    onSuccess,
  });
};
