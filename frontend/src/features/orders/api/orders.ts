import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useOrderWrite } from '@/lib/use-order-write';
import { purchaseOrdersKeys, type OrdersQuery } from '@/lib/query-keys/orders';

const orders = client['purchase-orders'];
const part = orders[':id']['supplier-orders'][':supplierOrderId'];
// Shapes and statuses come from the server's router: a renamed field fails typecheck here.
export type OrderList = Answer<typeof orders.$get>;
export type OrderSummary = OrderList['data'][number];
export type OrderDetail = Answer<(typeof orders)[':id']['$get']>;
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
export type OrderStats = Answer<typeof orders.stats.$get>;

/**
 * The status stays out of asQuery to keep the API's enum type (it types an optional field as any text),
 * and is left off the same way when empty (a hand-edited address); "meus pedidos" is sent only when on.
 */
export const getOrders = ({ status, mine, ...q }: OrdersQuery, signal?: AbortSignal) =>
  unwrap(
    orders.$get(
      {
        query: {
          ...(status ? { status } : {}),
          ...asQuery({ ...q, limit: 10 }),
          ...(mine ? { mine: 'true' as const } : {}),
        },
      },
      { init: { signal } },
    ),
  );
export const ordersQueryOptions = (q: OrdersQuery) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.orders(q),
    queryFn: ({ signal }) => getOrders(q, signal),
    placeholderData: keepPreviousData,
  });
export const useOrders = (q: OrdersQuery) => useQuery(ordersQueryOptions(q));

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: purchaseOrdersKeys.stats,
    queryFn: ({ signal }) => unwrap(orders.stats.$get(undefined, { init: { signal } })),
  });
export const useOrderStats = (enabled: boolean) => useQuery({ ...orderStatsQueryOptions(), enabled });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: purchaseOrdersKeys.order(id),
    queryFn: ({ signal }) => unwrap(orders[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

/**
 * The order to place: per supplier what the buyer asks of it (all optional; the server checks each) and
 * the cost centre. Its Idempotency-Key is made when the checkout opens, so a double tap or a retry after
 * a lost answer is given the same order instead of "Seu carrinho está vazio" (lib/idempotency-key.ts).
 */
export function useCheckout() {
  const keyed = useIdempotencyKey();
  return useOrderWrite((json: Body<typeof orders.$post>) =>
    keyed((headers) => unwrap(orders.$post({ json }, { headers }))),
  );
}
type PartRef = Parameters<typeof part.cancel.$post>[0]['param'];
export const useCancelSupplierPart = () =>
  useOrderWrite(({ id, supplierOrderId, reason }: PartRef & Body<typeof part.cancel.$post>) =>
    unwrap(part.cancel.$post({ param: { id, supplierOrderId }, json: { reason } })),
  );
/** "Reenviar link": a new e-mail with the PDF and a link of the current version to a supplier without an account. */
export const useResendAnswerLink = () =>
  useOrderWrite(({ id, supplierOrderId }: PartRef) =>
    unwrap(part['answer-link'].resend.$post({ param: { id, supplierOrderId } })),
  );
/** "Revogar link": every answer link e-mailed for the part stops opening. */
export const useRevokeAnswerLink = () =>
  useOrderWrite(({ id, supplierOrderId }: PartRef) =>
    unwrap(part['answer-link'].revoke.$post({ param: { id, supplierOrderId } })),
  );
export const useSetOrderStatus = () =>
  useOrderWrite(({ id, ...json }: { id: string } & Body<(typeof orders)[':id']['status']['$put']>) =>
    unwrap(orders[':id'].status.$put({ param: { id }, json })),
  );
export const useDecideItems = () =>
  useOrderWrite(({ id, ...json }: { id: string } & Body<(typeof orders)[':id']['items']['$put']>) =>
    unwrap(orders[':id'].items.$put({ param: { id }, json })),
  );
export const useDeleteOrder = () => useOrderWrite((id: string) => unwrap(orders[':id'].$delete({ param: { id } })));
/** The current approval step of one supplier order, approved or rejected (with an optional note). */
export const useDecideApproval = () =>
  useOrderWrite(({ id, supplierOrderId, ...json }: PartRef & Body<typeof part.approval.$post>) =>
    unwrap(part.approval.$post({ param: { id, supplierOrderId }, json })),
  );
