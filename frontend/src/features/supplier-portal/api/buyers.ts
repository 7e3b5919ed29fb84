import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const route = client['supplier-portal'].buyers;
export type BuyerPage = Answer<typeof route.$get>;
export type Buyer = BuyerPage['data'][number];
export type BuyerPriceList = Answer<(typeof route)[':organizationId']['price-list']['$get']>;
export type BuyerPriceListLine = BuyerPriceList['data'][number];
export type BuyerLineChange = Body<(typeof route)[':organizationId']['price-list'][':productId']['$patch']>;

export const BUYERS_PAGE_SIZE = 20;
export const PRICE_LIST_PAGE_SIZE = 50;

export const buyersQueryOptions = (q: { page: number; search: string }) =>
  queryOptions({
    queryKey: supplierPortalKeys.buyers(q),
    queryFn: ({ signal }) =>
      unwrap(
        route.$get(
          { query: asQuery({ page: q.page, limit: BUYERS_PAGE_SIZE, search: q.search.trim() || undefined }) },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useBuyers = (q: { page: number; search: string }) => useQuery(buyersQueryOptions(q));

export const buyerPriceListQueryOptions = (organizationId: string, q: { page: number }) =>
  queryOptions({
    queryKey: supplierPortalKeys.buyerPriceList(organizationId, q),
    queryFn: ({ signal }) =>
      unwrap(
        route[':organizationId']['price-list'].$get(
          { param: { organizationId }, query: asQuery({ page: q.page, limit: PRICE_LIST_PAGE_SIZE }) },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useBuyerPriceList = (organizationId: string, q: { page: number }) =>
  useQuery(buyerPriceListQueryOptions(organizationId, q));

/** A changed line refreshes that buyer's list and the buyers' counts. */
export const useChangeBuyerLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organizationId,
      productId,
      ...json
    }: BuyerLineChange & { organizationId: string; productId: string }) =>
      unwrap(
        route[':organizationId']['price-list'][':productId'].$patch({ param: { organizationId, productId }, json }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.buyersAll }),
  });
};
