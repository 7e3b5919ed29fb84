import { Badge } from '@/components/ui/badge';

/** A purchase order's or a line's status, as every screen names it (the API's values never show). */
export type OrderStatusName = 'PENDING' | 'APPROVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'REJECTED';

export const ORDER_STATUS_LABEL: Record<OrderStatusName, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  IN_PROGRESS: 'Em andamento',
  COMPLETED: 'Concluído',
  CANCELLED: 'Cancelado',
  REJECTED: 'Recusado',
};

export function StatusBadge({ status }: { status: OrderStatusName }) {
  const variant =
    status === 'REJECTED' || status === 'CANCELLED' ? 'destructive' : status === 'PENDING' ? 'secondary' : 'default';
  return <Badge variant={variant}>{ORDER_STATUS_LABEL[status]}</Badge>;
}
