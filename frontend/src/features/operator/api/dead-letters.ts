import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type DeadLetter = DeadLetterPage['data'][number];
export type DeadLetterPage = ApiResponse<ApiClient['dead-letters']['$get']>;

export const getDeadLetters = (page: number, signal?: AbortSignal) =>
  api.get<DeadLetterPage>('/dead-letters', { page, limit: 20 }, signal);

export const deadLettersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['operator', 'dead-letters', page],
    queryFn: ({ signal }) => getDeadLetters(page, signal),
    placeholderData: keepPreviousData,
  });
export const useDeadLetters = (page: number) => useQuery(deadLettersQueryOptions(page));

function useDeadLetterAction(mutationFn: (messageId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator', 'dead-letters'] }),
  });
}
export const useReplayDeadLetter = () =>
  useDeadLetterAction((messageId) => api.post(`/dead-letters/${messageId}/replay`, {}));
export const useDiscardDeadLetter = () => useDeadLetterAction((messageId) => api.delete(`/dead-letters/${messageId}`));
