import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Client {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  memberRole: 'owner' | 'admin' | 'member';
  joinedAt: string;
}
export interface ClientDetail extends Omit<Client, 'memberRole' | 'joinedAt'> {
  organizations: Array<{ id: string; name: string; role: string; joinedAt: string }>;
  accounts: Array<{ provider: string; createdAt: string }>;
  sessions: Array<{ id: string; createdAt: string; ipAddress: string | null; userAgent: string | null }>;
  purchaseOrders: Array<{ id: string; createdAt: string; status: string; totalAmount: number | null }>;
}
export interface ClientsQuery {
  page: number;
  search: string;
  emailVerified?: boolean;
}

export const clientsQueryOptions = (q: ClientsQuery) =>
  queryOptions({
    queryKey: ['clients', q],
    queryFn: ({ signal }) =>
      api.get<{ clients: Client[]; pagination: { page: number; total: number; pages: number } }>(
        '/clients',
        { ...q },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const useClients = (q: ClientsQuery) => useQuery(clientsQueryOptions(q));

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['client', id],
    queryFn: ({ signal }) => api.get<ClientDetail>(`/clients/${id}`, undefined, signal),
  });
export const useClient = (id: string) => useQuery(clientQueryOptions(id));
