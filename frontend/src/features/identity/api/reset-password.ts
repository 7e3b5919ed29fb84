import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Body } from '@/lib/api-client';

export const resetPassword = (json: Body<(typeof client.auth)['reset-password']['$post']>) =>
  unwrap(client.auth['reset-password'].$post({ json }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
