import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { quotesKeys } from '@/lib/query-keys/quotes';

/*
 * What the builder offers, read from the routes other screens also use (suppliers, addresses, lists,
 * orders, the cart, the catalogue's search). Called from here rather than through those features' api
 * files: features do not import each other, and these are the builder's own cache entries.
 */
export type SupplierOption = Answer<typeof client.suppliers.$get>[number];
export type AddressOption = Answer<(typeof client)['delivery-addresses']['$get']>['data'][number];
export type ShoppingListOption = Answer<(typeof client)['shopping-lists']['$get']>['data'][number];
export type OrderOption = Answer<(typeof client)['purchase-orders']['$get']>['data'][number];
export type ProductOption = Answer<typeof client.products.$get>['data'][number];

const lists = client['shopping-lists'];
const orders = client['purchase-orders'];

/** Suppliers change seldom; a builder opened twice in a few minutes need not ask again. */
export const useQuoteSuppliers = () =>
  useQuery({
    queryKey: quotesKeys.suppliers,
    queryFn: ({ signal }) => unwrap(client.suppliers.$get({ query: {} }, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

export const useQuoteAddresses = () =>
  useQuery({
    queryKey: quotesKeys.addresses,
    queryFn: ({ signal }) => unwrap(client['delivery-addresses'].$get({}, { init: { signal } })).then((r) => r.data),
  });

/** Enough for a picker: an organization keeps a handful of lists. */
export const useQuoteShoppingLists = (enabled: boolean) =>
  useQuery({
    queryKey: quotesKeys.shoppingLists,
    queryFn: ({ signal }) =>
      unwrap(lists.$get({ query: asQuery({ page: 1, limit: 100 }) }, { init: { signal } })).then((r) => r.data),
    enabled,
  });

/** The latest orders, for "cotar de novo" one of them. */
export const useQuoteRecentOrders = (enabled: boolean) =>
  useQuery({
    queryKey: quotesKeys.recentOrders,
    queryFn: ({ signal }) =>
      unwrap(orders.$get({ query: asQuery({ page: 1, limit: 30 }) }, { init: { signal } })).then((r) => r.data),
    enabled,
  });

/** The order a link from its page asked to quote again (it may be older than the latest ones). */
export const useQuoteOrder = (id: string) =>
  useQuery({
    queryKey: quotesKeys.order(id),
    queryFn: ({ signal }) => unwrap(orders[':id'].$get({ param: { id } }, { init: { signal } })),
    enabled: Boolean(id),
  });

export const useQuoteCart = (enabled: boolean) =>
  useQuery({
    queryKey: quotesKeys.cart,
    queryFn: ({ signal }) => unwrap(client.cart.$get(undefined, { init: { signal } })),
    enabled,
  });

/** The catalogue's search from two letters on (fewer finds half the catalogue). */
export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: quotesKeys.products(search),
    queryFn: ({ signal }) =>
      unwrap(client.products.$get({ query: asQuery({ search, limit: 8, page: 1 }) }, { init: { signal } })),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
export const useQuoteProductSearch = (search: string) => useQuery(productSearchQueryOptions(search));
