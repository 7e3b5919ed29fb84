import { cartKeys } from './query-keys/cart';
import { purchaseOrdersKeys } from './query-keys/orders';
import { useWrite } from './use-write';

/**
 * A write to an order, from the checkout to a receipt or an incident decision (purchase orders and
 * fulfilment alike): it changes the orders, and the cart's warnings and budgets.
 */
export const useOrderWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useWrite(mutationFn, [purchaseOrdersKeys.all, cartKeys.all]);
