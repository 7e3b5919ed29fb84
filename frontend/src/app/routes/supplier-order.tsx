import { Link, useParams } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { useSupplierOrder } from '@/features/supplier-portal/api/portal';
import { OrderAnswer } from '@/features/supplier-portal/components/order-answer';
import { SupplierFulfilment } from '@/features/fulfilment/components/supplier-fulfilment';

export default function SupplierOrderPage() {
  const { id = '' } = useParams();
  const order = useSupplierOrder(id);
  return (
    <div className="space-y-4">
      <Link to="/fornecedor" className="text-sm text-brand-700 hover:underline">
        ← Pedidos recebidos
      </Link>
      <QueryContent query={order} loading="Carregando o pedido…" error="Pedido não encontrado.">
        {(data) => <OrderAnswer key={data.updatedAt} order={data} fulfilment={<SupplierFulfilment order={data} />} />}
      </QueryContent>
    </div>
  );
}
