import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const verifyEmail = (token: string) => unwrap(client.auth['verify-email'].$post({ json: { token } }));

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
