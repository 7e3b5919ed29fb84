import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReasonDialog } from '@/components/reason-dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { IncidentList } from '@/components/fulfilment/incident-list';
import type { Incident, Shipment } from '@/components/fulfilment/types';
import { ShipmentList } from '@/components/fulfilment/shipment-list';
import { ThreeWayTable } from '@/components/fulfilment/three-way-table';
import { StateBadge } from '@/components/state-badge';
import { linesSummary, supplierOrderWord } from '../../../../../functions/orders/state-vocabulary';
import { formatBRL, formatDay } from '@/lib/format';
import { useCancelSupplierPart, type OrderDetail } from '../api/orders';
import { AnswerLink } from './answer-link';
import { ApprovalSteps } from './approval-steps';
import { decisionNoteLabel, placerOf } from './decision-note';
import { deliveryLine, partAnchor, toReceive, toSettle } from './order-needs';
import { lineFacts } from './part-lines';
import { PartTimeline } from './part-timeline';

type Part = OrderDetail['supplier_orders'][number];
/**
 * What the buyer may do about a part's deliveries (receive a shipment, decide an incident): the
 * fulfilment feature's, handed in by the page that composes both.
 */
export interface PartFulfilmentActions {
  receive: (orderId: string, part: Part, shipment: Shipment) => ReactNode;
  decide: (orderId: string, part: Part, incident: Incident) => ReactNode;
}

/** The part at a glance: supplier, number, how its lines stand, state, total, its PDF and "Cancelar". */
function PartHeader({ order, part, canCancel }: { order: OrderDetail; part: Part; canCancel: boolean }) {
  const cancelPart = useCancelSupplierPart();
  const lines = order.items.filter((i) => i.supplier_order_id === part.id);
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{part.supplier_name}</h3>
        <p className="text-xs text-slate-600">
          Pedido nº {part.number}
          {lines.length > 0 && ` · ${linesSummary(lines.map(lineFacts))}`}
        </p>
      </div>
      {/* Wraps: on a phone the state, the total, the PDF and "Cancelar" do not fit on one line. */}
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge
          word={supplierOrderWord(
            part.status,
            part.timeline.map((e) => e.action),
          )}
        />
        <span className="text-sm font-semibold">{formatBRL(part.total_amount)}</span>
        <a
          href={`/api/v1/purchase-orders/${order.id}/supplier-orders/${part.id}/pdf`}
          download
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          aria-label={`Baixar o PDF do pedido ${part.number}`}
        >
          <FileDown className="h-4 w-4" aria-hidden /> PDF
        </a>
        {canCancel && part.actions.includes('cancel') && (
          <ReasonDialog
            triggerLabel="Cancelar"
            title={`Cancelar o pedido ${part.number}`}
            description={`Só a parte de ${part.supplier_name}; as outras seguem. O fornecedor é avisado por e-mail e webhook.`}
            success={`Pedido ${part.number} cancelado`}
            onConfirm={(reason) => cancelPart.mutateAsync({ id: order.id, supplierOrderId: part.id, reason })}
          />
        )}
      </div>
    </div>
  );
}

/** Shipments with their notes' documents and what the buyer does about them, then the incidents. */
function PartShipments({
  order,
  part,
  canCancel,
  fulfilment,
}: {
  order: OrderDetail;
  part: Part;
  canCancel: boolean;
  fulfilment: PartFulfilmentActions;
}) {
  return (
    <div className="space-y-3">
      <ShipmentList
        shipments={part.shipments}
        documentsPath={(s) => `/api/v1/purchase-orders/${order.id}/supplier-orders/${part.id}/shipments/${s.id}`}
        actions={(s) => toReceive(part, s) && fulfilment.receive(order.id, part, s)}
      />
      <IncidentList incidents={part.incidents} actions={(i) => canCancel && fulfilment.decide(order.id, part, i)} />
    </div>
  );
}

/**
 * One block per supplier order: at a glance (header) and its next step — the approval while it waits for
 * one, the shipments while one is to receive or an incident to settle — then the rest folded on a phone:
 * its lines, how it went, its shipments and documents, the check of ordered against received.
 */
function PartBlock({
  order,
  part,
  canCancel,
  fulfilment,
  noteLabel,
  lines,
  decision,
}: {
  order: OrderDetail;
  part: Part;
  canCancel: boolean;
  fulfilment: PartFulfilmentActions;
  noteLabel: string;
  lines?: ReactNode;
  decision?: ReactNode;
}) {
  const awaiting = part.status === 'AWAITING_APPROVAL';
  const count = order.items.filter((i) => i.supplier_order_id === part.id).length;
  const actOnShipments =
    part.shipments.some((s) => toReceive(part, s)) || part.incidents.some((i) => toSettle(i, canCancel));
  return (
    <section
      id={partAnchor(part)}
      aria-label={`Pedido ${part.number} para ${part.supplier_name}`}
      className="scroll-mt-20 space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <PartHeader order={order} part={part} canCancel={canCancel} />
      <p className="text-xs text-slate-600">
        {part.promised_date && `Entrega prometida para ${formatDay(part.promised_date)} · `}
        Pagamento: {part.payment_term ?? 'a combinar'}
      </p>
      <AnswerLink orderId={order.id} part={part} canManage={canCancel} />
      {awaiting && <ApprovalSteps orderId={order.id} part={part} noteLabel={noteLabel} />}
      {decision}
      {lines && <Disclosure title={`Itens (${count})`}>{lines}</Disclosure>}
      <Disclosure title="Andamento e entrega">
        <div className="space-y-3">
          <p className="text-xs text-slate-600">
            Entrega: {part.delivery_address ? deliveryLine(part.delivery_address) : 'a combinar'}
            {part.requested_delivery_date && ` · pedida para ${formatDay(part.requested_delivery_date)}`}
            {' · '}Pagamento: {part.payment_term ?? 'a combinar'}
          </p>
          {!awaiting && <ApprovalSteps orderId={order.id} part={part} noteLabel={noteLabel} />}
          <PartTimeline part={part} />
        </div>
      </Disclosure>
      {part.shipments.length > 0 && (
        <>
          <Disclosure title={`Remessas e documentos (${part.shipments.length})`} open={actOnShipments}>
            <PartShipments order={order} part={part} canCancel={canCancel} fulfilment={fulfilment} />
          </Disclosure>
          <Disclosure title="Conferência: pedido, aceito, enviado e recebido">
            <ThreeWayTable check={part.three_way} />
          </Disclosure>
        </>
      )}
    </section>
  );
}

/**
 * The order's supplier orders, one block each (its lines with it: nothing is drawn twice). `linesOf`
 * and `decisionOf` are the order page's: a part's lines, and its approval for an order from before steps.
 */
export function SupplierOrders({
  order,
  canCancel,
  fulfilment,
  viewerId,
  linesOf,
  decisionOf,
}: {
  order: OrderDetail;
  canCancel: boolean;
  fulfilment: PartFulfilmentActions;
  /** Who is looking: an approval's note is addressed to whoever placed the order, unless it is her. */
  viewerId?: string;
  linesOf?: (part: Part) => ReactNode;
  decisionOf?: (part: Part) => ReactNode;
}) {
  const noteLabel = decisionNoteLabel(placerOf(order, viewerId));
  return (
    <>
      {order.supplier_orders.map((p) => (
        <PartBlock
          key={p.id}
          order={order}
          part={p}
          canCancel={canCancel}
          fulfilment={fulfilment}
          noteLabel={noteLabel}
          lines={linesOf?.(p)}
          decision={decisionOf?.(p)}
        />
      ))}
    </>
  );
}
