import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const route = client['supplier-portal']['listing-request'];
export type ListingState = Answer<typeof route.$get>;
export type ListingRequestBody = Body<typeof route.$post>;

export const listingQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.listing,
    queryFn: ({ signal }) => unwrap(route.$get(undefined, { init: { signal } })),
  });
export const useListing = () => useQuery(listingQueryOptions());

export const useRequestListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ListingRequestBody) => unwrap(route.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.listing }),
  });
};

/** The active cities a supplier may say it serves (the catalogue's own list and cache key). */
export const listingCitiesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.cities,
    queryFn: ({ signal }) => unwrap(client.suppliers.cities.$get(undefined, { init: { signal } })),
    staleTime: 30 * 60_000,
  });
export const useListingCities = () => useQuery(listingCitiesQueryOptions());
