import { Badge } from '@/components/ui/badge';
import type { ItemStatus, OrderStatus } from '../api/orders';

export const STATUS_LABEL: Record<OrderStatus | ItemStatus, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  IN_PROGRESS: 'Em andamento',
  COMPLETED: 'Concluído',
  CANCELLED: 'Cancelado',
  REJECTED: 'Recusado',
};

export function StatusBadge({ status }: { status: OrderStatus | ItemStatus }) {
  const variant =
    status === 'REJECTED' || status === 'CANCELLED' ? 'destructive' : status === 'PENDING' ? 'secondary' : 'default';
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}
