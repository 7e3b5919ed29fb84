import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type LeadPage = ApiResponse<ApiClient['lead']['$get']>;
export type LeadDetail = ApiResponse<ApiClient['lead'][':id']['$get']>;
export type Lead = LeadPage['data'][number];
export type SubmissionPage = ApiResponse<ApiClient['submissions']['$get']>;
export type Submission = SubmissionPage['data'][number];
export interface ListQuery {
  page: number;
  search: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export const leadsQueryOptions = (q: ListQuery) =>
  queryOptions({
    queryKey: ['leads', q],
    queryFn: ({ signal }) => api.get<LeadPage>('/lead', { ...q, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });
export const useLeads = (q: ListQuery) => useQuery(leadsQueryOptions(q));
export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['lead', id],
    queryFn: ({ signal }) => api.get<LeadDetail>(`/lead/${id}`, undefined, signal),
  });
export const useLead = (id: string) => useQuery(leadQueryOptions(id));
export const submissionsQueryOptions = (q: ListQuery) =>
  queryOptions({
    queryKey: ['submissions', q],
    queryFn: ({ signal }) => api.get<SubmissionPage>('/submissions', { ...q, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  });
export const useSubmissions = (q: ListQuery) => useQuery(submissionsQueryOptions(q));

function useCrmWrite<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        ['leads', 'lead', 'submissions', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
export const useCreateLead = () =>
  useCrmWrite((input: { email: string; name: string | null; phone: string | null }) => api.post<Lead>('/lead', input));
export const useCreateSubmission = () =>
  useCrmWrite((input: { email: string; name: string | null; metadata: { source: string; data: unknown } }) =>
    api.post<Submission>('/submissions', input),
  );
export const useDeleteLead = () => useCrmWrite((id: string) => api.delete(`/lead/${id}`));
