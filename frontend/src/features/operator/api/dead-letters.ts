import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface DeadLetter {
  messageId: string;
  kind: string | null;
  jobId: string | null;
  summary: string;
  attempts: number;
  receivedAt: string;
}
export interface DeadLetterPage {
  data: DeadLetter[];
  pagination: { page: number; total: number; totalPages: number };
}

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
