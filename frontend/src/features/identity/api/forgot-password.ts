import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@api/identity/auth.schemas';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<ApiResponse<ApiClient['auth']['forgot-password']['$post']>>('/auth/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
