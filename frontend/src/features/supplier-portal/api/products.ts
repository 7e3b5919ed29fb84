import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const products = client['supplier-portal'].products;
export type OwnProductPage = Answer<typeof products.$get>;
export type OwnProduct = OwnProductPage['data'][number];
export type OwnProductStats = Answer<typeof products.stats.$get>;
export type OwnProductCategory = Answer<typeof products.categories.$get>[number];

type ProductListQuery = NonNullable<Parameters<typeof products.$get>[0]['query']>;
/** The catalogue screen's search in the terms the API's query accepts, and its page. */
export type OwnProductsQuery = Required<Pick<ProductListQuery, 'search'>> & { page: number };

export const ownProductsQueryOptions = (q: OwnProductsQuery) =>
  queryOptions({
    queryKey: supplierPortalKeys.products(q),
    queryFn: ({ signal }) => unwrap(products.$get({ query: asQuery({ ...q, limit: 20 }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useOwnProducts = (q: OwnProductsQuery) => useQuery(ownProductsQueryOptions(q));

export const ownProductStatsQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.productStats,
    queryFn: ({ signal }) => unwrap(products.stats.$get(undefined, { init: { signal } })),
  });
export const useOwnProductStats = () => useQuery(ownProductStatsQueryOptions());

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.productCategories,
    queryFn: ({ signal }) => unwrap(products.categories.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
export const useProductCategories = () => useQuery(productCategoriesQueryOptions());

function useProductWrite<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.productsAll }),
  });
}

export const useCreateOwnProduct = () =>
  useProductWrite((json: Body<typeof products.$post>) => unwrap(products.$post({ json })));
export const useUpdateOwnProduct = () =>
  useProductWrite(({ id, ...json }: Body<(typeof products)[':id']['$put']> & { id: string }) =>
    unwrap(products[':id'].$put({ param: { id }, json })),
  );
export const useRemoveOwnProduct = () =>
  useProductWrite((id: string) => unwrap(products[':id'].$delete({ param: { id } })));
