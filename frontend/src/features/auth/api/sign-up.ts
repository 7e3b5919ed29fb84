import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@api/auth/auth.schemas';
import { api } from '@/lib/api-client';

export const signUp = (input: SignUpInput) => api.post<{ message: string }>('/auth/sign-up', input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
