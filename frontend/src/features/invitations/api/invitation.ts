import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Invitation {
  id: string;
  email: string;
  role: 'admin' | 'member';
  status: 'pending' | 'accepted' | 'rejected' | 'canceled';
  expiresAt: string;
  expired: boolean;
  organization: { id: string; name: string; slug: string; logo: string | null };
  inviter: { id: string; name: string } | null;
}

export const getInvitation = (id: string, signal?: AbortSignal) =>
  api.get<Invitation>(`/invitation/${id}`, undefined, signal);
export const invitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invitation', id], queryFn: ({ signal }) => getInvitation(id, signal) });
export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));

export const useAnswerInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'reject' }) =>
      api.post(`/invitation/${id}/${answer}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
