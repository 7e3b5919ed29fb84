import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OrderStatus = 'PENDING' | 'APPROVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';
export type ItemStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface OrderSummary {
  id: string;
  description: string;
  status: OrderStatus;
  total_amount: number | null;
  notes: string | null;
  created_at: string;
  item_count: number;
  client_name: string | null;
  client_id: string | null;
}
export interface OrderItem {
  id: string;
  product_name: string;
  product_unit: string;
  supplier_id: string | null;
  supplier_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  status: ItemStatus;
  admin_notes: string | null;
}
export interface OrderDetail extends OrderSummary {
  client: { id: string; name: string; email: string } | null;
  items: OrderItem[];
  itemsBySupplier: Array<{
    supplier_id: string | null;
    supplier_name: string;
    total_amount: number;
    allApproved: boolean;
    allRejected: boolean;
    hasPending: boolean;
    items: OrderItem[];
  }>;
}
export type OrderStats = Record<OrderStatus, number> & { total: number };

export const getOrders = (q: { status?: OrderStatus; page: number }, signal?: AbortSignal) =>
  api.get<{ data: OrderSummary[]; pagination: { page: number; limit: number; total: number; pages: number } }>(
    '/purchase-orders',
    { ...q, limit: 10 },
    signal,
  );
export const ordersQueryOptions = (q: { status?: OrderStatus; page: number }) =>
  queryOptions({
    queryKey: ['orders', q],
    queryFn: ({ signal }) => getOrders(q, signal),
    placeholderData: keepPreviousData,
  });
export const useOrders = (q: { status?: OrderStatus; page: number }) => useQuery(ordersQueryOptions(q));

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'stats'],
    queryFn: ({ signal }) => api.get<OrderStats>('/purchase-orders/stats', undefined, signal),
  });
export const useOrderStats = (enabled: boolean) => useQuery({ ...orderStatsQueryOptions(), enabled });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: ({ signal }) => api.get<OrderDetail>(`/purchase-orders/${id}`, undefined, signal),
  });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

function useOrderWrite<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });
}

export const useCheckout = () =>
  useOrderWrite((input: { description: string; notes?: string | null }) =>
    api.post<OrderSummary>('/purchase-orders', input),
  );
export const useSetOrderStatus = () =>
  useOrderWrite(({ id, ...body }: { id: string; status: OrderStatus; notes?: string | null }) =>
    api.put(`/purchase-orders/${id}/status`, body),
  );
export const useDecideItems = () =>
  useOrderWrite(
    ({
      id,
      ...body
    }: {
      id: string;
      items: Array<{ itemId: string; status: ItemStatus; admin_notes?: string | null }>;
      orderStatus?: OrderStatus;
    }) => api.put(`/purchase-orders/${id}/items`, body),
  );
export const useDeleteOrder = () => useOrderWrite((id: string) => api.delete(`/purchase-orders/${id}`));
