import { queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';

const history = client.products[':id']['price-history'];
// The shape comes from the server's router: a renamed field fails typecheck here.
export type PriceHistory = Answer<typeof history.$get>;

/** What the organization paid and was quoted for the product over the last `months` (the API's default: 12). */
export const getPriceHistory = (id: string, months: number, signal?: AbortSignal) =>
  unwrap(history.$get({ param: { id }, query: asQuery({ months }) }, { init: { signal } }));
export const priceHistoryQueryOptions = (id: string, months = 12) =>
  queryOptions({
    queryKey: catalogueKeys.priceHistory(id, months),
    queryFn: ({ signal }) => getPriceHistory(id, months, signal),
  });
export const usePriceHistory = (id: string, months = 12) => useQuery(priceHistoryQueryOptions(id, months));
