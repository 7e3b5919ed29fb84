import type { OrdersQuery } from '@/features/purchase-orders/api/orders';

/**
 * The cache keys of the purchase-orders feature: every query of it starts with ['purchase-orders'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const purchaseOrdersKeys = {
  all: ['purchase-orders'] as const,
  orders: (q: OrdersQuery) => ['purchase-orders', 'orders', q] as const,
  stats: ['purchase-orders', 'orders', 'stats'] as const,
  order: (id: string) => ['purchase-orders', 'order', id] as const,
};
