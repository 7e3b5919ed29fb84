import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useOrganization } from '@/features/organizations/api/organization';
import { useOrder } from '@/features/orders/api/orders';
import { OrderDetail } from '@/features/orders/components/order-detail';

export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const organization = useOrganization();
  const canDecide = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <DetailPage back="/app/orders" backLabel="Pedidos">
      <QueryContent query={order} loading="Carregando pedido…" error="Pedido não encontrado.">
        {(o) => <OrderDetail order={o} canDecide={canDecide} />}
      </QueryContent>
    </DetailPage>
  );
}
