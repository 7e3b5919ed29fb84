import { useParams, useSearchParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useOrganization } from '@/features/organizations/api/organization';
import { useSession } from '@/features/identity/api/get-session';
import { useOrder } from '@/features/orders/api/orders';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderAgainButton } from '@/features/orders/components/order-again';
import { SaveOrderAsListButton } from '@/features/cart/components/save-order-as-list';
import { IncidentDecision } from '@/features/fulfilment/components/incident-decision';
import { ReceiptDialog } from '@/features/fulfilment/components/receipt-dialog';
import type { PartFulfilmentActions } from '@/features/orders/components/supplier-orders';

/** `receiving`: the shipment whose receipt form opens with the page (?receber=, from /app/receber). */
const fulfilmentActions = (receiving: string | null): PartFulfilmentActions => ({
  receive: (orderId, part, shipment) => (
    <ReceiptDialog
      orderId={orderId}
      supplierOrderId={part.id}
      shipment={shipment}
      defaultOpen={shipment.id === receiving}
    />
  ),
  decide: (orderId, part, incident) => (
    <IncidentDecision orderId={orderId} supplierOrderId={part.id} incident={incident} />
  ),
});

export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const fulfilment = fulfilmentActions(params.get('receber'));
  const order = useOrder(id);
  const organization = useOrganization();
  const viewerId = useSession().data?.user.id;
  const canDecide = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <DetailPage back="/app/orders" backLabel="Pedidos">
      <QueryContent query={order} loading="Carregando pedido…" error="Pedido não encontrado.">
        {(o) => (
          <OrderDetail
            order={o}
            canDecide={canDecide}
            fulfilment={fulfilment}
            viewerId={viewerId}
            actions={
              <>
                <SaveOrderAsListButton
                  orderId={o.id}
                  suggestedName={o.number ? `Pedido nº ${o.number}` : o.description.slice(0, 80)}
                />
                <OrderAgainButton orderId={o.id} />
              </>
            }
          />
        )}
      </QueryContent>
    </DetailPage>
  );
}
