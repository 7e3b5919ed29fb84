import { OrdersScreen } from './orders';

export default function ApprovalsPage() {
  return (
    <OrdersScreen title="Aprovações pendentes" description="Pedidos aguardando a sua decisão." fixedStatus="PENDING" />
  );
}
