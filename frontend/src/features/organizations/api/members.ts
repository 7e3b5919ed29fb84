import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type MemberPage = Answer<typeof client.membership.$get>;
export type Member = MemberPage['data'][number];
type MembershipQuery = NonNullable<Parameters<typeof client.membership.$get>[0]['query']>;
/** The members screen's page (as the API counts them) and search text; the order is always by name. */
export type MembersQuery = Pick<MemberPage['pagination'], 'page'> & Pick<MembershipQuery, 'search'>;
type RoleChange = Parameters<(typeof client.membership)[':id']['$put']>[0]['param'] &
  Body<(typeof client.membership)[':id']['$put']>;

const BY_NAME = { sortBy: 'name', sortOrder: 'asc' } satisfies Pick<MembershipQuery, 'sortBy' | 'sortOrder'>;

export const getMembers = (q: MembersQuery, signal?: AbortSignal) =>
  unwrap(
    client.membership.$get(
      { query: asQuery({ page: q.page, limit: 10, search: q.search, ...BY_NAME }) },
      { init: { signal } },
    ),
  );
export const membersQueryOptions = (q: MembersQuery) =>
  queryOptions({
    queryKey: organizationsKeys.members(q),
    queryFn: ({ signal }) => getMembers(q, signal),
    placeholderData: keepPreviousData,
  });
export const useMembers = (q: MembersQuery) => useQuery(membersQueryOptions(q));

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: RoleChange) => unwrap(client.membership[':id'].$put({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.membersAll }),
  });
};

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.membership[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.membersAll }),
  });
};
