import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@api/identity/auth.schemas';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const signIn = (input: SignInInput) =>
  api.post<ApiResponse<ApiClient['auth']['sign-in']['credentials']['$post']>>('/auth/sign-in/credentials', input);

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** Social sign-in: the API answers with the provider's authorization URL. */
export const signInWithProvider = (provider: 'github' | 'google', callbackURL: string) =>
  api.post<ApiResponse<ApiClient['auth']['sign-in']['$post']>>('/auth/sign-in', { provider, callbackURL });
