import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type Invitation = ApiResponse<ApiClient['invitation'][':id']['$get']>;

export const getInvitation = (id: string, signal?: AbortSignal) =>
  api.get<Invitation>(`/invitation/${id}`, undefined, signal);
export const invitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invitation', id], queryFn: ({ signal }) => getInvitation(id, signal) });
export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));

export const useAnswerInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'reject' }) =>
      api.post(`/invitation/${id}/${answer}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
