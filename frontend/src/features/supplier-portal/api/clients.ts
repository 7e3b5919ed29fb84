import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type ClientPage = ApiResponse<ApiClient['clients']['$get']>;
export type Client = ClientPage['clients'][number];
export type ClientDetail = ApiResponse<ApiClient['clients'][':id']['$get']>;
export interface ClientsQuery {
  page: number;
  search: string;
  emailVerified?: boolean;
}

export const clientsQueryOptions = (q: ClientsQuery) =>
  queryOptions({
    queryKey: ['clients', q],
    queryFn: ({ signal }) => api.get<ClientPage>('/clients', { ...q }, signal),
    placeholderData: keepPreviousData,
  });
export const useClients = (q: ClientsQuery) => useQuery(clientsQueryOptions(q));

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['client', id],
    queryFn: ({ signal }) => api.get<ClientDetail>(`/clients/${id}`, undefined, signal),
  });
export const useClient = (id: string) => useQuery(clientQueryOptions(id));
