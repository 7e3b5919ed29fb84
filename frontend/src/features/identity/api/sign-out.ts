import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const signOut = () => unwrap(client.auth['sign-out'].$post());

/** Ends the session and forgets every cached query of the signed-in user. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => queryClient.clear() });
};
