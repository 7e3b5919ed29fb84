import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganizationInput, UpdateOrganizationInput } from '@api/organizations/organization.schemas';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type Organization = ApiResponse<ApiClient['organization']['$get']>;

export const getOrganization = (signal?: AbortSignal) => api.get<Organization>('/organization', undefined, signal);
export const organizationQueryOptions = () =>
  queryOptions({ queryKey: ['organization'], queryFn: ({ signal }) => getOrganization(signal) });
export const useOrganization = () => useQuery(organizationQueryOptions());

export const createOrganization = (input: CreateOrganizationInput) => api.post<Organization>('/organization', input);
export const useCreateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrganization, onSuccess: () => queryClient.invalidateQueries() });
};

export const updateOrganization = (input: UpdateOrganizationInput) => api.put<Organization>('/organization', input);
export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (data) =>
      queryClient.setQueryData(['organization'], (old: Organization | undefined) => ({ ...old, ...data })),
  });
};

export const setReferralSource = (referral_source: string) => api.put('/user', { metadata: { referral_source } });
