import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type DeliveryAddress = ApiResponse<ApiClient['delivery-addresses']['$get']>['data'][number];
export type PlatformCity = ApiResponse<ApiClient['suppliers']['cities']['$get']>[number];

export interface AddressInput {
  label: string | null;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  cityId: string;
  isDefault?: boolean;
}

export const deliveryAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-addresses'],
    queryFn: ({ signal }) =>
      api
        .get<ApiResponse<ApiClient['delivery-addresses']['$get']>>('/delivery-addresses', undefined, signal)
        .then((r) => r.data),
  });
export const useDeliveryAddresses = () => useQuery(deliveryAddressesQueryOptions());

/** The platform's cities: an address must be in one of them (its UF comes from it). */
export const platformCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-cities'],
    queryFn: ({ signal }) => api.get<PlatformCity[]>('/suppliers/cities', undefined, signal),
    staleTime: 10 * 60_000,
  });
export const usePlatformCities = () => useQuery(platformCitiesQueryOptions());

const useInvalidate = () => {
  const queryClient = useQueryClient();
  // The cart's warnings depend on the default address.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['delivery-addresses'] }),
      queryClient.invalidateQueries({ queryKey: ['cart'] }),
    ]);
};

export const useSaveAddress = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...input }: Partial<AddressInput> & { id?: string }) =>
      id
        ? api.put<DeliveryAddress>(`/delivery-addresses/${id}`, input)
        : api.post<DeliveryAddress>('/delivery-addresses', input),
    onSuccess,
  });
};

export const useDeleteAddress = () => {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/delivery-addresses/${id}`), onSuccess });
};
