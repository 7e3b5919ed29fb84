import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@api/auth/auth.schemas';
import { api } from '@/lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>('/auth/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
