import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Body } from '@/lib/api-client';

export const signUp = (json: Body<(typeof client.auth)['sign-up']['$post']>) =>
  unwrap(client.auth['sign-up'].$post({ json }));

export const useSignUp = () => useMutation({ mutationFn: signUp });
