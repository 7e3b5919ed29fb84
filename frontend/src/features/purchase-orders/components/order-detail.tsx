import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { formatBRL, formatDateTime, formatQuantity } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDecideItems, useSetOrderStatus, type ItemStatus, type OrderDetail as Order } from '../api/orders';
import { REFUSAL_LABEL, SupplierOrders, type PartFulfilmentActions } from './supplier-orders';
import { StatusBadge } from '@/components/order-status';
import { StateBadge } from '@/components/state-badge';
import { LINE_STATE, lineLabel, lineState, linesSummary } from '../../../../../functions/order-states/state-vocabulary';
import { ReasonDialog } from '@/components/reason-dialog';
import { decisionNoteLabel, placerOf, type Placer } from './decision-note';

/** Approve or reject a set of items with an optional note for whoever placed the order. */
function DecisionDialog({
  label,
  title,
  status,
  itemIds,
  orderId,
  variant,
  placer,
}: {
  label: string;
  title: string;
  status: ItemStatus;
  itemIds: string[];
  orderId: string;
  variant: 'default' | 'destructive' | 'outline';
  placer: Placer;
}) {
  const decide = useDecideItems();
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={variant}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={`${formatQuantity(itemIds.length, 'item ficará', 'itens ficarão')} como ${(status === 'REJECTED' ? LINE_STATE.REJECTED_IN_APPROVAL : LINE_STATE.AWAITING_SUPPLIER).label.toLowerCase()}.`}
      >
        <div className="space-y-4">
          <FormField label={decisionNoteLabel(placer)}>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button
              variant={status === 'REJECTED' ? 'destructive' : 'default'}
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: orderId, items: itemIds.map((itemId) => ({ itemId, status, admin_notes: note || undefined })) },
                  {
                    onSuccess: () => {
                      toast.success('Decisão registrada');
                      setOpen(false);
                      setNote('');
                    },
                    onError: (e) => toastError(e),
                  },
                )
              }
            >
              Confirmar
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The buyer's order. One way to approve each part: its approval steps' "Aprovar etapa" (in Pedidos aos
 * fornecedores), or the supplier's "Aprovar fornecedor" for an order from before steps existed; a line
 * can be refused on its own. Cancelling the whole order: parts already confirmed need the reason, which
 * the supplier is told. `viewerId`: who is looking, so a decision's note is addressed to whoever placed
 * the order, not to the viewer herself.
 */
export function OrderDetail({
  order,
  canDecide,
  fulfilment,
  viewerId,
}: {
  order: Order;
  canDecide: boolean;
  fulfilment: PartFulfilmentActions;
  viewerId?: string;
}) {
  // Lines of a supplier order that already left are the supplier's now: no more approve or reject.
  // ... and only where the viewer may decide the supplier order's current approval step.
  const stillOpen = (line: Order['items'][number]) => {
    if (!line.supplier_order_id) return true;
    const part = order.supplier_orders.find((p) => p.id === line.supplier_order_id);
    return part?.status === 'AWAITING_APPROVAL' && (part.approval.steps.length === 0 || part.approval.can_decide);
  };
  const decide = useDecideItems();
  const setStatus = useSetOrderStatus();
  const placer = placerOf(order, viewerId);
  const refuse = (itemId: string) =>
    decide.mutate(
      { id: order.id, items: [{ itemId, status: 'REJECTED' }] },
      { onSuccess: () => toast.success('Item recusado'), onError: (e) => toastError(e) },
    );
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div>
            <CardTitle as="h1">
              <span className="text-xl">
                {order.number ? `Pedido nº ${order.number} · ` : ''}
                {order.description}
              </span>
            </CardTitle>
            <p className="mt-1 text-sm text-slate-600">
              {order.client?.name ?? 'Pessoa removida'} · {formatDateTime(order.created_at)} · {order.items.length}{' '}
              {order.items.length === 1 ? 'item' : 'itens'}
              {order.cost_centre && ` · Centro de custo: ${order.cost_centre.name}`}
            </p>
            {order.outside_budgets && (
              <p
                role="note"
                className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                Sem centro de custo: nenhum orçamento conferiu este pedido.
              </p>
            )}
            {order.notes && <p className="mt-2 text-sm text-slate-700">Observações: {order.notes}</p>}
          </div>
          <div className="text-right">
            <div data-testid="order-status">
              <StatusBadge status={order.status} />
            </div>
            <p className="mt-2 text-2xl font-bold">{formatBRL(order.total_amount ?? 0)}</p>
          </div>
        </CardHeader>
        {canDecide && order.status !== 'CANCELLED' && order.status !== 'COMPLETED' && (
          <CardContent className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
            <ReasonDialog
              triggerLabel="Cancelar pedido"
              title="Cancelar o pedido"
              description="Os itens pendentes e os pedidos aos fornecedores ainda não entregues serão cancelados."
              success="Pedido cancelado"
              onConfirm={(reason) => setStatus.mutateAsync({ id: order.id, status: 'CANCELLED', notes: reason })}
            />
          </CardContent>
        )}
      </Card>
      {order.supplier_orders.length > 0 && (
        <SupplierOrders order={order} canCancel={canDecide} fulfilment={fulfilment} viewerId={viewerId} />
      )}
      {order.itemsBySupplier.map((group) => {
        const groupOpen = group.items.some(stillOpen);
        // A part with approval steps is decided there (Pedidos aos fornecedores): one way per part.
        const part = order.supplier_orders.find((p) => group.items.some((i) => i.supplier_order_id === p.id));
        const decidedBySteps = (part?.approval.steps.length ?? 0) > 0;
        const facts = (i: Order['items'][number]) => ({
          status: i.status,
          supplierStatus: i.supplier_status,
          acceptedQuantity: i.accepted_quantity,
          quantity: i.quantity,
        });
        return (
          <Card key={group.supplier_id ?? group.supplier_name} aria-label={`Fornecedor ${group.supplier_name}`}>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
              <div>
                <CardTitle>{group.supplier_name}</CardTitle>
                <p className="text-sm text-slate-600">
                  Total {formatBRL(group.total_amount)} · {linesSummary(group.items.map(facts))}
                </p>
              </div>
              {canDecide && groupOpen && !decidedBySteps && (
                <div className="flex flex-wrap gap-2">
                  <DecisionDialog
                    label="Aprovar fornecedor"
                    title={`Aprovar itens de ${group.supplier_name}`}
                    status="APPROVED"
                    variant="default"
                    orderId={order.id}
                    itemIds={group.items.map((i) => i.id)}
                    placer={placer}
                  />
                  <DecisionDialog
                    label="Recusar fornecedor"
                    title={`Recusar itens de ${group.supplier_name}`}
                    status="REJECTED"
                    variant="destructive"
                    orderId={order.id}
                    itemIds={group.items.map((i) => i.id)}
                    placer={placer}
                  />
                </div>
              )}
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-100">
                {group.items.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                    aria-label={i.product_name}
                  >
                    <div>
                      <p className="font-medium">{i.product_name}</p>
                      <p className="text-xs text-slate-500">
                        {i.quantity} {i.product_unit} × {formatBRL(i.unit_price)} = {formatBRL(i.total_price)}
                      </p>
                      {i.admin_notes && <p className="mt-1 text-sm text-slate-700">Nota: {i.admin_notes}</p>}
                      {i.supplier_status === 'ACCEPTED' && (
                        <p className="mt-1 text-sm text-emerald-700">
                          Fornecedor confirmou {i.accepted_quantity ?? i.quantity} de {i.quantity} {i.product_unit}
                        </p>
                      )}
                      {i.supplier_status === 'REFUSED' && (
                        <p className="mt-1 text-sm text-red-700">
                          Fornecedor recusou: {REFUSAL_LABEL[i.refusal_reason ?? 'OUTRO']}
                          {i.supplier_note ? ` — ${i.supplier_note}` : ''}
                        </p>
                      )}
                    </div>
                    <div className="flex items-center gap-2">
                      <StateBadge word={{ ...LINE_STATE[lineState(facts(i))], label: lineLabel(facts(i)) }} />
                      {/* Approving is the part's (one way); a single line may still be refused. */}
                      {canDecide && stillOpen(i) && (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Recusar ${i.product_name}`}
                          disabled={i.status === 'REJECTED'}
                          onClick={() => refuse(i.id)}
                        >
                          <X className="h-4 w-4" aria-hidden />
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
