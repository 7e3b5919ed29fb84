import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verifyEmail = (token: string) =>
  api.post<{ message: string; user: { id: string; email: string } }>('/auth/verify-email', { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
