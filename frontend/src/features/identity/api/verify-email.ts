import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export const verifyEmail = (token: string) =>
  api.post<ApiResponse<ApiClient['auth']['verify-email']['$post']>>('/auth/verify-email', { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
