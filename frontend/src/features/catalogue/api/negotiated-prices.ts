import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';

export type NegotiatedPrice = Answer<(typeof client)['negotiated-prices']['$get']>['data'][number];

export const getNegotiatedPrices = (signal?: AbortSignal) =>
  unwrap(client['negotiated-prices'].$get(undefined, { init: { signal } }));

/**
 * The signed-in organization's negotiated prices by product: the catalogue is cached at its list
 * price for everyone, so its cards mark the buyer's own price from this.
 */
export const negotiatedPricesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.negotiatedPrices,
    queryFn: ({ signal }) => getNegotiatedPrices(signal),
    select: (answer) => new Map(answer.data.map((p) => [p.productId, p])),
    staleTime: 60_000,
  });
/** `enabled`: with an active organization only (the operator and people without one have none). */
export const useNegotiatedPrices = (enabled: boolean) => useQuery({ ...negotiatedPricesQueryOptions(), enabled });
