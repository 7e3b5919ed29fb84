import { Badge } from '@/components/ui/badge';
import type { SupplierOrderStatus } from '../api/portal';

export const SUPPLIER_STATUS_LABEL: Record<SupplierOrderStatus, string> = {
  AWAITING_APPROVAL: 'Aguardando aprovação',
  SENT: 'Novo',
  ACKNOWLEDGED: 'Confirmado',
  REFUSED: 'Recusado',
  CANCELLED: 'Cancelado',
  PARTIALLY_SHIPPED: 'Enviado em parte',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  COMPLETED: 'Concluído',
};

export function SupplierStatusBadge({ status }: { status: SupplierOrderStatus }) {
  const variant =
    status === 'REFUSED' || status === 'CANCELLED' ? 'destructive' : status === 'SENT' ? 'default' : 'secondary';
  return <Badge variant={variant}>{SUPPLIER_STATUS_LABEL[status]}</Badge>;
}

/** "2026-11-27" → "27/11/2026". */
