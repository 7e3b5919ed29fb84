import type { client } from '@/lib/api-client';

// The filters a key carries are typed here, from the API's route, so lib/ imports no feature.
type OrdersApiQuery = NonNullable<Parameters<(typeof client)['purchase-orders']['$get']>[0]['query']>;
/**
 * What the list is narrowed by besides the status, by the names of the API's query: a number, supplier
 * or words; São Paulo days; "meus pedidos" (a switch here, sent only when on).
 */
export type OrderFilters = Pick<OrdersApiQuery, 'q' | 'from' | 'to'> & {
  [K in keyof Pick<OrdersApiQuery, 'mine'>]?: boolean;
};
/** One page of the list: its status tab, its page (a number here) and its filters; the page size is the orders api file's. */
export type OrdersQuery = Pick<OrdersApiQuery, 'status'> & {
  [K in keyof Pick<OrdersApiQuery, 'page'>]-?: number;
} & OrderFilters;

/**
 * The cache keys of the orders feature: every query of it starts with ['orders'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const purchaseOrdersKeys = {
  all: ['orders'] as const,
  orders: (q: OrdersQuery) => ['orders', 'orders', q] as const,
  stats: ['orders', 'orders', 'stats'] as const,
  order: (id: string) => ['orders', 'order', id] as const,
};
