import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Body } from '@/lib/api-client';

type ProviderSignIn = Body<(typeof client.auth)['sign-in']['$post']>;

export const signIn = (json: Body<(typeof client.auth)['sign-in']['credentials']['$post']>) =>
  unwrap(client.auth['sign-in'].credentials.$post({ json }));

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** Social sign-in: the API answers with the provider's authorization URL. */
export const signInWithProvider = (provider: ProviderSignIn['provider'], callbackURL: string) =>
  unwrap(client.auth['sign-in'].$post({ json: { provider, callbackURL } }));
