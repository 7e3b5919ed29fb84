import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const resetPassword = (input: { token: string; password: string }) =>
  api.post<ApiResponse<ApiClient['auth']['reset-password']['$post']>>('/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
