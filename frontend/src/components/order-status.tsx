import { ORDER_STATE, type OrderState } from '../../../functions/orders/state-vocabulary';
import { StateBadge } from './state-badge';

/** A purchase order's status, as every screen names it (the API's values never show). */
export function StatusBadge({ status }: { status: OrderState }) {
  return <StateBadge word={ORDER_STATE[status]} />;
}
