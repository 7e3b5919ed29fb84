import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type ClientPage = Answer<typeof client.clients.$get>;
export type Client = ClientPage['clients'][number];
export type ClientDetail = Answer<(typeof client)['clients'][':id']['$get']>;
type ClientListQuery = NonNullable<Parameters<typeof client.clients.$get>[0]['query']>;
/** The list screen's search and filter in the terms the API's query accepts, and its page. */
export type ClientsQuery = Pick<ClientListQuery, 'search' | 'emailVerified'> & { page: number };

export const clientsQueryOptions = (q: ClientsQuery) =>
  queryOptions({
    queryKey: supplierPortalKeys.clients(q),
    queryFn: ({ signal }) =>
      unwrap(
        client.clients.$get(
          // The API's enum goes as it is (asQuery writes optional fields as plain text); undefined is left off.
          { query: { ...asQuery({ page: q.page, search: q.search }), emailVerified: q.emailVerified } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
// This list's page says `pages`; the shared list screen reads the API's usual `{ data, pagination }`.
export const useClients = (q: ClientsQuery) =>
  useQuery({
    ...clientsQueryOptions(q),
    select: ({ clients, pagination }) => ({
      data: clients,
      pagination: { page: pagination.page, totalPages: pagination.pages, total: pagination.total },
    }),
  });

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supplierPortalKeys.client(id),
    queryFn: ({ signal }) => unwrap(client.clients[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useClient = (id: string) => useQuery(clientQueryOptions(id));
