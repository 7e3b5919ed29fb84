import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type MemberPage = ApiResponse<ApiClient['membership']['$get']>;
export type Member = MemberPage['data'][number];

export interface MembersQuery {
  page: number;
  search: string;
}

export const getMembers = (q: MembersQuery, signal?: AbortSignal) =>
  api.get<MemberPage>(
    '/membership',
    { page: q.page, limit: 10, search: q.search, sortBy: 'name', sortOrder: 'asc' },
    signal,
  );
export const membersQueryOptions = (q: MembersQuery) =>
  queryOptions({
    queryKey: ['members', q],
    queryFn: ({ signal }) => getMembers(q, signal),
    placeholderData: keepPreviousData,
  });
export const useMembers = (q: MembersQuery) => useQuery(membersQueryOptions(q));

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: 'admin' | 'member' }) => api.put(`/membership/${id}`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/membership/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
