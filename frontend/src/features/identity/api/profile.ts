import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type ActiveSession = ApiResponse<ApiClient['session']['$get']>['data'][number];

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; image?: string | null }) => api.put('/user', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
};

export const getSessions = (signal?: AbortSignal) =>
  api.get<ApiResponse<ApiClient['session']['$get']>>('/session', undefined, signal).then((r) => r.data);
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['sessions'], queryFn: ({ signal }) => getSessions(signal) });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/session/revoke', { token: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
};

export const useSetPassword = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.post<ApiResponse<ApiClient['auth']['set-password']['$post']>>('/auth/set-password', { password }),
  });
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<ApiResponse<ApiClient['auth']['forgot-password']['$post']>>('/auth/forgot-password', { email }),
  });

export type LinkedAccounts = ApiResponse<ApiClient['account']['$get']>;
export const getLinkedAccounts = (signal?: AbortSignal) => api.get<LinkedAccounts>('/account', undefined, signal);
export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['accounts'], queryFn: ({ signal }) => getLinkedAccounts(signal) });
export const useLinkedAccounts = () => useQuery(linkedAccountsQueryOptions());

export const startLinking = (provider: string) =>
  api.post<ApiResponse<ApiClient['account']['$post']>>('/account', { provider, callbackURL: '/app/profile' });
export const useUnlinkAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) => api.delete('/account', { provider }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
};
