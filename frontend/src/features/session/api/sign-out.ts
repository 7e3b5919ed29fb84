import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signOut = () => api.post<{ success: boolean; callbackURL: string }>('/auth/sign-out');

/** Ends the session and forgets every cached query of the signed-in user. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => queryClient.clear() });
};
