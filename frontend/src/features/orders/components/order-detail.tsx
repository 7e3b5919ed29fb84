import type { ReactNode } from 'react';
import { ReasonDialog } from '@/components/reason-dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { toast } from '@/components/ui/toaster';
import { formatBRL } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDecideItems, useSetOrderStatus, type OrderDetail as Order } from '../api/orders';
import { linesSummary } from '../../../../../functions/orders/state-vocabulary';
import { DecisionDialog } from './decision-dialog';
import { placerOf, type Placer } from './decision-note';
import { needsOf } from './order-needs';
import { OrderSummary } from './order-summary';
import { lineFacts, PartLines } from './part-lines';
import { SupplierOrders, type PartFulfilmentActions } from './supplier-orders';

type Line = Order['items'][number];
type Group = Order['itemsBySupplier'][number];

const SUPPLIER_DECISIONS = [
  { verb: 'Aprovar', status: 'APPROVED', variant: 'default' },
  { verb: 'Recusar', status: 'REJECTED', variant: 'destructive' },
] as const;

/** "Aprovar fornecedor" / "Recusar fornecedor": the approval of a supplier's lines from before steps. */
function SupplierDecision({ orderId, group, placer }: { orderId: string; group: Group; placer: Placer }) {
  const itemIds = group.items.map((i) => i.id);
  return (
    <div className="flex flex-wrap gap-2">
      {SUPPLIER_DECISIONS.map(({ verb, status, variant }) => (
        <DecisionDialog
          key={status}
          label={`${verb} fornecedor`}
          title={`${verb} itens de ${group.supplier_name}`}
          {...{ status, variant, orderId, itemIds, placer }}
        />
      ))}
    </div>
  );
}

/** A supplier's lines with no supplier order (an order from before they existed): one block, the same folds. */
function LooseGroup({ group, decision, lines }: { group: Group; decision: ReactNode; lines: ReactNode }) {
  return (
    <section
      aria-label={`Fornecedor ${group.supplier_name}`}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold [overflow-wrap:anywhere]">{group.supplier_name}</h3>
      <p className="text-sm text-slate-600">
        Total {formatBRL(group.total_amount)} · {linesSummary(group.items.map(lineFacts))}
      </p>
      {decision}
      <Disclosure title={`Itens (${group.items.length})`}>{lines}</Disclosure>
    </section>
  );
}

/**
 * The buyer's order: a summary first (status, total, delivery, what waits for the viewer), then one block
 * per supplier order with its next step, its details folded on a phone. One way to approve each part: its
 * steps' "Aprovar etapa", or "Aprovar fornecedor" for an order from before steps; a line can be refused on
 * its own. `viewerId`: who is looking, so a decision's note is addressed to whoever placed the order.
 * `actions`: the page's own buttons for the order, shown with the summary.
 */
export function OrderDetail({
  order,
  canDecide,
  fulfilment,
  viewerId,
  actions,
}: {
  order: Order;
  canDecide: boolean;
  fulfilment: PartFulfilmentActions;
  viewerId?: string;
  actions?: ReactNode;
}) {
  const decide = useDecideItems();
  const setStatus = useSetOrderStatus();
  const placer = placerOf(order, viewerId);
  const partOf = (line: Line) => order.supplier_orders.find((p) => p.id === line.supplier_order_id);
  // Lines of a supplier order that already left are the supplier's now: no more approve or reject; and
  // only where the viewer may decide the supplier order's current approval step.
  const stillOpen = (line: Line) => {
    const part = partOf(line);
    if (!line.supplier_order_id) return true;
    return part?.status === 'AWAITING_APPROVAL' && (part.approval.steps.length === 0 || part.approval.can_decide);
  };
  const refuse = (line: Line) =>
    decide.mutate(
      { id: order.id, items: [{ itemId: line.id, status: 'REJECTED' }] },
      { onSuccess: () => toast.success('Item recusado'), onError: (e) => toastError(e) },
    );
  const linesOf = (lines: Line[]) => (
    <PartLines lines={lines} refusable={(l) => canDecide && stillOpen(l)} onRefuse={refuse} />
  );
  // A part with approval steps is decided there: the supplier's pair only for an order from before steps.
  const decisionOf = (group: Group, stepCount: number) =>
    canDecide &&
    stepCount === 0 &&
    group.items.some(stillOpen) && <SupplierDecision orderId={order.id} group={group} placer={placer} />;
  const groupOf = (partId: string) =>
    order.itemsBySupplier.find((g) => g.items.some((i) => i.supplier_order_id === partId));
  const loose = order.itemsBySupplier.filter((g) => g.items.every((i) => !partOf(i)));
  const closed = order.status === 'CANCELLED' || order.status === 'COMPLETED';
  return (
    <div className="space-y-4">
      <OrderSummary
        order={order}
        needs={needsOf(order, canDecide)}
        actions={
          (actions || (canDecide && !closed)) && (
            <>
              {actions}
              {canDecide && !closed && (
                <ReasonDialog
                  triggerLabel="Cancelar pedido"
                  title="Cancelar o pedido"
                  description="Os itens pendentes e os pedidos aos fornecedores ainda não entregues serão cancelados."
                  success="Pedido cancelado"
                  onConfirm={(reason) => setStatus.mutateAsync({ id: order.id, status: 'CANCELLED', notes: reason })}
                />
              )}
            </>
          )
        }
      />
      <h2 className="pt-2 text-base font-semibold">Pedidos aos fornecedores</h2>
      <SupplierOrders
        order={order}
        canCancel={canDecide}
        fulfilment={fulfilment}
        viewerId={viewerId}
        linesOf={(p) => linesOf(order.items.filter((i) => i.supplier_order_id === p.id))}
        decisionOf={(p) => {
          const group = groupOf(p.id);
          return group && decisionOf(group, p.approval.steps.length);
        }}
      />
      {loose.map((g) => (
        <LooseGroup
          key={g.supplier_id ?? g.supplier_name}
          group={g}
          decision={decisionOf(g, 0)}
          lines={linesOf(g.items)}
        />
      ))}
    </div>
  );
}
