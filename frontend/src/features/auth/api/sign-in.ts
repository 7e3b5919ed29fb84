import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@api/auth/auth.schemas';
import { api } from '@/lib/api-client';

export const signIn = (input: SignInInput) =>
  api.post<{ user: { id: string; email: string } }>('/auth/sign-in/credentials', input);

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** Social sign-in: the API answers with the provider's authorization URL. */
export const signInWithProvider = (provider: 'github' | 'google', callbackURL: string) =>
  api.post<{ url: string }>('/auth/sign-in', { provider, callbackURL });
