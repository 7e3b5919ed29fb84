import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { operatorKeys } from '@/lib/query-keys/operator';

export type DeadLetter = DeadLetterPage['data'][number];
export type DeadLetterPage = Answer<(typeof client)['dead-letters']['$get']>;

export const getDeadLetters = (page: number, signal?: AbortSignal) =>
  unwrap(client['dead-letters'].$get({ query: asQuery({ page, limit: 20 }) }, { init: { signal } }));

export const deadLettersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: operatorKeys.deadLetters(page),
    queryFn: ({ signal }) => getDeadLetters(page, signal),
    placeholderData: keepPreviousData,
  });
export const useDeadLetters = (page: number) => useQuery(deadLettersQueryOptions(page));

function useDeadLetterAction(mutationFn: (messageId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.deadLettersAll }),
  });
}
export const useReplayDeadLetter = () =>
  useDeadLetterAction((messageId) =>
    unwrap(client['dead-letters'][':messageId'].replay.$post({ param: { messageId } })),
  );
export const useDiscardDeadLetter = () =>
  useDeadLetterAction((messageId) => unwrap(client['dead-letters'][':messageId'].$delete({ param: { messageId } })));
