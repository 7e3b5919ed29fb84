import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type Organization = Answer<typeof client.organization.$get>;

export const getOrganization = (signal?: AbortSignal) => unwrap(client.organization.$get({}, { init: { signal } }));
export const organizationQueryOptions = () =>
  queryOptions({ queryKey: organizationsKeys.organization, queryFn: ({ signal }) => getOrganization(signal) });
export const useOrganization = () => useQuery(organizationQueryOptions());

export const createOrganization = (json: Body<typeof client.organization.$post>) =>
  unwrap(client.organization.$post({ json }));
export const useCreateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrganization, onSuccess: () => queryClient.invalidateQueries() });
};

export const updateOrganization = (json: Body<typeof client.organization.$put>) =>
  unwrap(client.organization.$put({ json }));
export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (data) =>
      queryClient.setQueryData(organizationsKeys.organization, (old: Organization | undefined) => ({
        ...old,
        ...data,
      })),
  });
};

export const setReferralSource = (referral_source: string) =>
  unwrap(client.user.$put({ json: { metadata: { referral_source } } }));
