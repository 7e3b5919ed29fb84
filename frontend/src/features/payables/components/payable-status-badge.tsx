import { Badge } from '@/components/ui/badge';
import type { Payable, PayableStatus } from '../api/payables';
import { statusText } from './payable-words';

const VARIANT: Record<PayableStatus, 'secondary' | 'destructive' | 'warning' | 'success'> = {
  OPEN: 'secondary',
  OVERDUE: 'destructive',
  EM_CONFERENCIA: 'warning',
  PAID: 'success',
};

/** A payable's state: "A pagar", "Vencida", "Em conferência" or "Paga em 27/11/2026 · PIX". */
export function PayableStatusBadge({ payable }: { payable: Payable }) {
  return <Badge variant={VARIANT[payable.status]}>{statusText(payable)}</Badge>;
}
