import { Link, useParams } from 'react-router';
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
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/app/orders" className="text-sm text-brand-700 hover:underline">
        ← Pedidos
      </Link>
      <div className="mt-4">
        <QueryContent query={order} loading="Carregando pedido…" error="Pedido não encontrado.">
          {(o) => <OrderDetail order={o} canDecide={canDecide} />}
        </QueryContent>
      </div>
    </main>
  );
}
