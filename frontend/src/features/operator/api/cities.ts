import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { operatorKeys, type ManagedCitiesQuery } from '@/lib/query-keys/operator';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type ManagedCityPage = Answer<typeof client.cities.$get>;
export type ManagedCity = ManagedCityPage['data'][number];
export type CityInput = Body<typeof client.cities.$post>;
export type CityChange = Body<(typeof client.cities)[':id']['$patch']>;

export const CITIES_PAGE_SIZE = 20;

export const getManagedCities = (q: ManagedCitiesQuery, signal?: AbortSignal) =>
  unwrap(
    client.cities.$get(
      { query: asQuery({ page: q.page, limit: CITIES_PAGE_SIZE, search: q.search.trim() }) },
      { init: { signal } },
    ),
  );

export const managedCitiesQueryOptions = (q: ManagedCitiesQuery) =>
  queryOptions({
    queryKey: operatorKeys.managedCities(q),
    queryFn: ({ signal }) => getManagedCities(q, signal),
    placeholderData: keepPreviousData,
  });
export const useManagedCities = (q: ManagedCitiesQuery) => useQuery(managedCitiesQueryOptions(q));

/**
 * A city write refreshes the console's list and every list of cities the app offers: the supplier form's,
 * the catalogue's city filter and the delivery address form's; suppliers show their cities' names.
 */
function useCityWrite<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [
          operatorKeys.managedCitiesAll,
          operatorKeys.cities,
          operatorKeys.suppliers,
          catalogueKeys.cities,
          organizationsKeys.platformCities,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useAddCity = () => useCityWrite((json: CityInput) => unwrap(client.cities.$post({ json })));

export const useChangeCity = () =>
  useCityWrite(({ id, ...json }: CityChange & { id: string }) =>
    unwrap(client.cities[':id'].$patch({ param: { id }, json })),
  );

export const useDeleteCity = () =>
  useCityWrite((id: string) => unwrap(client.cities[':id'].$delete({ param: { id } })));
