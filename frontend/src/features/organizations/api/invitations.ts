import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type PendingInvitation = ApiResponse<ApiClient['invitation']['$get']>['data'][number];

export const getPendingInvitations = (signal?: AbortSignal) =>
  api.get<ApiResponse<ApiClient['invitation']['$get']>>('/invitation', undefined, signal).then((r) => r.data);
export const pendingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['invitations'], queryFn: ({ signal }) => getPendingInvitations(signal) });
export const usePendingInvitations = (enabled: boolean) => useQuery({ ...pendingInvitationsQueryOptions(), enabled });

export const useInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: 'admin' | 'member' }) =>
      api.post<PendingInvitation>('/invitation', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
};

export const useCancelInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/invitation/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
};
