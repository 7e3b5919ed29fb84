import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys/cart';
import { organizationsKeys } from '@/lib/query-keys/organizations';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type DeliveryAddress = Answer<(typeof client)['delivery-addresses']['$get']>['data'][number];
export type PlatformCity = Answer<typeof client.suppliers.cities.$get>[number];
export type NewAddress = Body<(typeof client)['delivery-addresses']['$post']>;
/** An address's id with the fields that change (any of them, e.g. only `isDefault`). */
export type AddressChange = Parameters<(typeof client)['delivery-addresses'][':id']['$put']>[0]['param'] &
  Body<(typeof client)['delivery-addresses'][':id']['$put']>;

export const deliveryAddressesQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.deliveryAddresses,
    queryFn: ({ signal }) => unwrap(client['delivery-addresses'].$get({}, { init: { signal } })).then((r) => r.data),
  });
export const useDeliveryAddresses = () => useQuery(deliveryAddressesQueryOptions());

/** The platform's cities: an address must be in one of them (its UF comes from it). */
export const platformCitiesQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.platformCities,
    queryFn: ({ signal }) => unwrap(client.suppliers.cities.$get({}, { init: { signal } })),
    staleTime: 10 * 60_000,
  });
export const usePlatformCities = () => useQuery(platformCitiesQueryOptions());

const useInvalidate = () => {
  const queryClient = useQueryClient();
  // The cart's warnings depend on the default address.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationsKeys.deliveryAddresses }),
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    ]);
};

export const useCreateAddress = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (json: NewAddress) => unwrap(client['delivery-addresses'].$post({ json })),
    onSuccess,
  });
};

export const useUpdateAddress = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...json }: AddressChange) =>
      unwrap(client['delivery-addresses'][':id'].$put({ param: { id }, json })),
    onSuccess,
  });
};

export const useDeleteAddress = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(client['delivery-addresses'][':id'].$delete({ param: { id } })),
    onSuccess,
  });
};
