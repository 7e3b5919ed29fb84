import { FileDown } from 'lucide-react';
import { useCancelSupplierPart } from '../api/orders';
import { ReasonDialog } from '@/components/reason-dialog';
import type { ReactNode } from 'react';
import { ApprovalSteps } from './approval-steps';
import { decisionNoteLabel, placerOf } from './decision-note';
import { IncidentList } from '@/components/fulfilment/incident-list';
import type { Incident, Shipment } from '@/components/fulfilment/types';
import { ShipmentList } from '@/components/fulfilment/shipment-list';
import { ThreeWayTable } from '@/components/fulfilment/three-way-table';
import { StateBadge } from '@/components/state-badge';
import { SUPPLIER_ORDER_EVENT, supplierOrderWord } from '../../../../../functions/order-states/state-vocabulary';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import type { OrderDetail } from '../api/orders';

type RefusalReason = NonNullable<OrderDetail['items'][number]['refusal_reason']>;

export const REFUSAL_LABEL: Record<RefusalReason, string> = {
  SEM_ESTOQUE: 'sem estoque',
  PRECO_ALTERADO: 'preço alterado',
  FORA_DA_AREA: 'fora da área de entrega',
  ABAIXO_DO_MINIMO: 'abaixo do mínimo',
  OUTRO: 'outro motivo',
};

type Address = NonNullable<OrderDetail['supplier_orders'][number]['delivery_address']>;
const deliveryLine = (a: Address) =>
  `${a.label ? `${a.label}: ` : ''}${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state}`;

type Part = OrderDetail['supplier_orders'][number];
/**
 * What the buyer may do about a part's deliveries (receive a shipment, decide an incident): the
 * fulfilment feature's, handed in by the page that composes both.
 */
export interface PartFulfilmentActions {
  receive: (orderId: string, part: Part, shipment: Shipment) => ReactNode;
  decide: (orderId: string, part: Part, incident: Incident) => ReactNode;
}

/**
 * One timeline per supplier order: sent, confirmed with the promised date, refused lines, cancelled,
 * received (with why its installments follow the payment term, when they do).
 */
export function SupplierOrders({
  order,
  canCancel,
  fulfilment,
  viewerId,
}: {
  order: OrderDetail;
  canCancel: boolean;
  fulfilment: PartFulfilmentActions;
  /** Who is looking: an approval's note is addressed to whoever placed the order, unless it is her. */
  viewerId?: string;
}) {
  const cancelPart = useCancelSupplierPart();
  const noteLabel = decisionNoteLabel(placerOf(order, viewerId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pedidos aos fornecedores</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {order.supplier_orders.map((p) => (
          <section key={p.id} aria-label={`Pedido ${p.number} para ${p.supplier_name}`} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                Pedido nº {p.number} · {p.supplier_name}
              </p>
              {/* Wraps: on a phone the state, the total, the PDF and "Cancelar" do not fit on one line. */}
              <div className="flex flex-wrap items-center gap-2">
                <StateBadge
                  word={supplierOrderWord(
                    p.status,
                    p.timeline.map((e) => e.action),
                  )}
                />
                <span className="text-sm font-semibold">{formatBRL(p.total_amount)}</span>
                <a
                  href={`/api/v1/purchase-orders/${order.id}/supplier-orders/${p.id}/pdf`}
                  download
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  aria-label={`Baixar o PDF do pedido ${p.number}`}
                >
                  <FileDown className="h-4 w-4" aria-hidden /> PDF
                </a>
                {canCancel && p.actions.includes('cancel') && (
                  <ReasonDialog
                    triggerLabel="Cancelar"
                    title={`Cancelar o pedido ${p.number}`}
                    description={`Só a parte de ${p.supplier_name}; as outras seguem. O fornecedor é avisado por e-mail e webhook.`}
                    success={`Pedido ${p.number} cancelado`}
                    onConfirm={(reason) => cancelPart.mutateAsync({ id: order.id, supplierOrderId: p.id, reason })}
                  />
                )}
              </div>
            </div>
            <p className="text-xs text-slate-600">
              Entrega: {p.delivery_address ? deliveryLine(p.delivery_address) : 'a combinar'}
              {p.requested_delivery_date && ` · pedida para ${formatDay(p.requested_delivery_date)}`}
              {' · '}Pagamento: {p.payment_term ?? 'a combinar'}
            </p>
            <ApprovalSteps orderId={order.id} part={p} noteLabel={noteLabel} />
            <ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
              {p.timeline.map((e, i) => {
                const refused =
                  (e.data.refused as { product: string; reason: string; note: string | null }[] | undefined) ?? [];
                return (
                  <li key={i}>
                    <span className="font-medium">{SUPPLIER_ORDER_EVENT[e.action] ?? e.to_status}</span>
                    {e.action === 'acknowledge' && typeof e.data.promisedDate === 'string' && (
                      <span> · entrega prometida para {formatDay(e.data.promisedDate)}</span>
                    )}
                    {e.actor_name && <span className="text-slate-600"> · {e.actor_name}</span>}
                    <span className="text-slate-500"> · {formatDateTime(e.created_at)}</span>
                    {/* A due date the NF-e gave that does not exist: the receipt's payables follow the payment term. */}
                    {e.action === 'receive' && typeof e.data.dueDatesNotice === 'string' && (
                      <p className="mt-1 text-amber-800">{e.data.dueDatesNotice}</p>
                    )}
                    {refused.length > 0 && (
                      <ul className="mt-1 text-red-700">
                        {refused.map((r) => (
                          <li key={r.product}>
                            Recusou {r.product}: {REFUSAL_LABEL[r.reason as RefusalReason] ?? r.reason}
                            {r.note ? ` — ${r.note}` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
              {p.timeline.length === 0 && <li className="text-slate-500">Aguardando a aprovação dos itens.</li>}
            </ol>
            {p.shipments.length > 0 && (
              <div className="space-y-3">
                <ShipmentList
                  shipments={p.shipments}
                  documentsPath={(s) => `/api/v1/purchase-orders/${order.id}/supplier-orders/${p.id}/shipments/${s.id}`}
                  actions={(s) =>
                    s.status !== 'RECEIVED' && p.actions.includes('receive') && fulfilment.receive(order.id, p, s)
                  }
                />
                <IncidentList incidents={p.incidents} actions={(i) => canCancel && fulfilment.decide(order.id, p, i)} />
                <ThreeWayTable check={p.three_way} />
              </div>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
