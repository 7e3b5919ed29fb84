import type { purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor, AuditEntry } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import { ApiError } from '../../platform/errors';
import { STATUS_LABEL } from '../notices/order-notifications';

/**
 * The buyer's moves of an order as decisions on data (no database): which status a request may ask
 * for, which parts a cancellation takes and what the audit log and the subscribers hear of it.
 * order-status.ts reads the rows, asks these, and writes what they answer (status-write.ts).
 */

type OrderRow = typeof purchaseOrders.$inferSelect;
type OrderStatus = OrderRow['status'];
type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/** Who asks, on which order: what a status change's audit entry names. */
export interface StatusContext {
  organizationId: string;
  orderId: string;
  orderNumber: number | null;
  actor: AuditActor;
}

/** What a requested status asks of the order: nothing, or its cancellation with the audit entry that records it. */
export interface StatusPlan {
  cancel: boolean;
  audits: AuditEntry[];
}

/**
 * What the buyer may ask of the order's status: CANCELLED cancels it (approving a pending order is a
 * decision on its parts: order-decisions.ts' approveOrderInTwoTrips); asking for the status it has
 * changes nothing; the rest follows from the lines and the supplier orders, so asking for it is a 409.
 */
export function planRequestedStatus(input: {
  from: OrderStatus;
  to: OrderStatus;
  reason?: string | null;
  context: StatusContext;
}): StatusPlan {
  if (input.to === input.from) return { cancel: false, audits: [] };
  if (input.to !== 'CANCELLED')
    throw new ApiError({
      code: 'CONFLICT',
      message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${STATUS_LABEL[input.from]} para ${STATUS_LABEL[input.to]} por aqui`,
    });
  const { context } = input;
  const audit: AuditEntry = {
    organizationId: context.organizationId,
    actor: context.actor,
    action: 'order.cancelled',
    target: { type: 'purchase_order', id: context.orderId, label: `Pedido ${context.orderNumber ?? ''}`.trim() },
    changes: {
      // The order's state word in lower case, as it reads inside a sentence (state-vocabulary.ts).
      status: { before: STATUS_LABEL[input.from], after: STATUS_LABEL.CANCELLED },
      ...(input.reason ? { reason: { after: input.reason } } : {}),
    },
  };
  return { cancel: true, audits: [audit] };
}

/** The parts a cancellation of the whole order takes: those still before shipping. */
export const stillCancellable = (part: Pick<SupplierOrderRow, 'status'>) =>
  ['AWAITING_APPROVAL', 'SENT', 'ACKNOWLEDGED'].includes(part.status);

/** The buyer cancels a part freely before the supplier's answer; after it, only with a reason. */
export function assertCancellable(part: Pick<SupplierOrderRow, 'status' | 'number'>, reason?: string | null) {
  if (part.status === 'ACKNOWLEDGED' && !reason) {
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: `O pedido ${part.number} já foi confirmado pelo fornecedor: informe o motivo do cancelamento`,
    });
  }
}

/** The audit entry of one supplier's part cancelled by the buyer. */
export const partCancelledAudit = (
  context: Pick<StatusContext, 'organizationId' | 'actor'>,
  part: Pick<SupplierOrderRow, 'id' | 'number' | 'status'>,
  reason?: string | null,
): AuditEntry => ({
  organizationId: context.organizationId,
  actor: context.actor,
  action: 'order.cancelled',
  target: { type: 'supplier_order', id: part.id, label: `Pedido ${part.number}` },
  changes: {
    status: { before: part.status, after: 'CANCELLED' },
    ...(reason ? { reason: { after: reason } } : {}),
  },
});

/** The events of a change, with `purchase_order.status_changed` last when the order's status moved. */
export function withStatusEvent<T extends { order: OrderRow; events: DomainEvent[] }>(
  input: { organizationId: string; id: string },
  from: OrderStatus,
  result: T,
): T {
  if (result.order.status === from) return result;
  return {
    ...result,
    events: [
      ...result.events,
      {
        type: 'purchase_order.status_changed',
        organizationId: input.organizationId,
        data: { orderId: input.id, from, to: result.order.status },
      },
    ],
  };
}
