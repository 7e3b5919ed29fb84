import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@api/identity/auth.schemas';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const signUp = (input: SignUpInput) =>
  api.post<ApiResponse<ApiClient['auth']['sign-up']['$post']>>('/auth/sign-up', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
