import { Badge } from '@/components/ui/badge';
import { SUPPLIER_ORDER_STATE } from '@api/orders/state-vocabulary';
import type { SupplierOrderStatus } from '../api/portal';

/** Each state as the supplier reads its own inbox: the vocabulary's `forSupplier` ("Novo", "Confirmado"). */
export const SUPPLIER_STATUS_LABEL = Object.fromEntries(
  Object.entries(SUPPLIER_ORDER_STATE).map(([status, word]) => [status, word.forSupplier]),
) as Record<SupplierOrderStatus, string>;

export function SupplierStatusBadge({ status }: { status: SupplierOrderStatus }) {
  const variant =
    status === 'REFUSED' || status === 'CANCELLED' ? 'destructive' : status === 'SENT' ? 'default' : 'secondary';
  return <Badge variant={variant}>{SUPPLIER_STATUS_LABEL[status]}</Badge>;
}

/** "2026-11-27" → "27/11/2026". */
