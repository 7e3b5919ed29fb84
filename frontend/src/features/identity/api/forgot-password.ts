import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Body } from '@/lib/api-client';

export const forgotPassword = (json: Body<(typeof client.auth)['forgot-password']['$post']>) =>
  unwrap(client.auth['forgot-password'].$post({ json }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
