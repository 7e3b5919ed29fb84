import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const signOut = () => api.post<ApiResponse<ApiClient['auth']['sign-out']['$post']>>('/auth/sign-out');

/** Ends the session and forgets every cached query of the signed-in user. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => queryClient.clear() });
};
