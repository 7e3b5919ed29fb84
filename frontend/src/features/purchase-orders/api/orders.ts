import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

type Orders = ApiClient['purchase-orders'];
// Shapes and statuses come from the server's router: a renamed field fails typecheck here.
export type OrderList = ApiResponse<Orders['$get']>;
export type OrderSummary = OrderList['data'][number];
export type OrderDetail = ApiResponse<Orders[':id']['$get']>;
export type OrderItem = OrderDetail['items'][number];
export type OrderStatus = OrderSummary['status'];
export type ItemStatus = OrderItem['status'];

/** Every order status in the order the screens list them; the check below fails if the server adds one. */
export const ORDER_STATUS_LIST = [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];
type UnlistedStatus = Exclude<OrderStatus, (typeof ORDER_STATUS_LIST)[number]>;
export const everyStatusListed: [UnlistedStatus] extends [never] ? true : never = true;
export type OrderStats = ApiResponse<Orders['stats']['$get']>;

/** What the list is narrowed by besides the status: a number, supplier or words; São Paulo days; "meus pedidos". */
export interface OrderFilters {
  q?: string;
  from?: string;
  to?: string;
  mine?: boolean;
}
export type OrdersQuery = { status?: OrderStatus; page: number } & OrderFilters;

export const getOrders = ({ mine, ...q }: OrdersQuery, signal?: AbortSignal) =>
  api.get<OrderList>('/purchase-orders', { ...q, ...(mine ? { mine: 'true' } : {}), limit: 10 }, signal);
export const ordersQueryOptions = (q: OrdersQuery) =>
  queryOptions({
    queryKey: ['orders', q],
    queryFn: ({ signal }) => getOrders(q, signal),
    placeholderData: keepPreviousData,
  });
export const useOrders = (q: OrdersQuery) => useQuery(ordersQueryOptions(q));

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

/** What the buyer asks of one supplier at checkout (all optional; the server checks each). */
export interface SupplierTermsInput {
  supplierId: string;
  deliveryAddressId?: string;
  requestedDeliveryDate?: string;
  paymentTerm?: string;
  notes?: string;
}
export const useCheckout = () =>
  useOrderWrite(
    (input: {
      description: string;
      notes?: string | null;
      suppliers?: SupplierTermsInput[];
      /** The cost centre the order spends against; null for none, absent for the buyer's default. */
      costCentreId?: string | null;
    }) => api.post<OrderSummary>('/purchase-orders', input),
  );
type PartRef = { id: string; supplierOrderId: string };
export const useCancelSupplierPart = () =>
  useOrderWrite(({ id, supplierOrderId, reason }: { id: string; supplierOrderId: string; reason?: string }) =>
    api.post(`/purchase-orders/${id}/supplier-orders/${supplierOrderId}/cancel`, { reason }),
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
/** The current approval step of one supplier order, approved or rejected (with an optional note). */
export const useDecideApproval = () =>
  useOrderWrite(({ id, supplierOrderId, ...body }: PartRef & { decision: 'approve' | 'reject'; note?: string }) =>
    api.post<OrderDetail>(`/purchase-orders/${id}/supplier-orders/${supplierOrderId}/approval`, body),
  );
