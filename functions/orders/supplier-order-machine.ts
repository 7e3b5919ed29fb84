import type { purchaseOrderItemStatus, purchaseOrderStatus, supplierOrderStatus } from '../../db/schema/enums';

/**
 * A supplier order's lifecycle as data: every move is a row (state, action, actor) → next state.
 * The API refuses what the table lacks, the SPA shows the buttons the table allows for the viewer,
 * and the table test walks every pair.
 */
export type SupplierOrderStatus = (typeof supplierOrderStatus.enumValues)[number];
export type PurchaseOrderStatus = (typeof purchaseOrderStatus.enumValues)[number];
export type ItemStatus = (typeof purchaseOrderItemStatus.enumValues)[number];

/** Who acts: the buyer organization's owner/admin, the supplier (people or key), or the platform. */
export type Actor = 'buyer' | 'supplier';
export type Action =
  'send' | 'withdraw' | 'acknowledge' | 'refuse' | 'cancel' | 'ship_partially' | 'ship' | 'deliver' | 'complete';

export interface Transition {
  from: SupplierOrderStatus;
  action: Action;
  actor: Actor;
  to: SupplierOrderStatus;
  /** Moves of the fulfilment issue: in the table now, refused by the API until they are built. */
  later?: true;
}

export const TRANSITIONS: readonly Transition[] = [
  // The buyer's approval of this supplier's lines is complete: at least one approved, or none.
  { from: 'AWAITING_APPROVAL', action: 'send', actor: 'buyer', to: 'SENT' },
  { from: 'AWAITING_APPROVAL', action: 'withdraw', actor: 'buyer', to: 'CANCELLED' },
  // The supplier answers every line: some accepted, or all refused.
  { from: 'SENT', action: 'acknowledge', actor: 'supplier', to: 'ACKNOWLEDGED' },
  { from: 'SENT', action: 'refuse', actor: 'supplier', to: 'REFUSED' },
  // The buyer cancels: freely before the answer, with a reason after it.
  { from: 'AWAITING_APPROVAL', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'SENT', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'ACKNOWLEDGED', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  // Fulfilment.
  { from: 'ACKNOWLEDGED', action: 'ship_partially', actor: 'supplier', to: 'PARTIALLY_SHIPPED', later: true },
  { from: 'ACKNOWLEDGED', action: 'ship', actor: 'supplier', to: 'SHIPPED', later: true },
  { from: 'PARTIALLY_SHIPPED', action: 'ship_partially', actor: 'supplier', to: 'PARTIALLY_SHIPPED', later: true },
  { from: 'PARTIALLY_SHIPPED', action: 'ship', actor: 'supplier', to: 'SHIPPED', later: true },
  { from: 'SHIPPED', action: 'deliver', actor: 'buyer', to: 'DELIVERED', later: true },
  { from: 'PARTIALLY_SHIPPED', action: 'deliver', actor: 'buyer', to: 'DELIVERED', later: true },
  { from: 'DELIVERED', action: 'complete', actor: 'buyer', to: 'COMPLETED', later: true },
];

export const ACTION_LABEL: Record<Action, string> = {
  send: 'enviar ao fornecedor',
  withdraw: 'retirar',
  acknowledge: 'confirmar',
  refuse: 'recusar',
  cancel: 'cancelar',
  ship_partially: 'enviar em parte',
  ship: 'enviar',
  deliver: 'receber',
  complete: 'concluir',
};

export const STATUS_LABEL: Record<SupplierOrderStatus, string> = {
  AWAITING_APPROVAL: 'aguardando aprovação',
  SENT: 'enviado ao fornecedor',
  ACKNOWLEDGED: 'confirmado',
  REFUSED: 'recusado pelo fornecedor',
  CANCELLED: 'cancelado',
  PARTIALLY_SHIPPED: 'enviado em parte',
  SHIPPED: 'enviado',
  DELIVERED: 'entregue',
  COMPLETED: 'concluído',
};

export type Outcome =
  { ok: true; to: SupplierOrderStatus } | { ok: false; reason: 'wrong-actor' | 'not-allowed'; message: string };

/** The next state, or why not: another actor's move is "wrong-actor" (403), any other is "not-allowed" (409). */
export function nextStatus(from: SupplierOrderStatus, action: Action, actor: Actor): Outcome {
  const moves = TRANSITIONS.filter((t) => t.from === from && t.action === action && !t.later);
  const mine = moves.find((t) => t.actor === actor);
  if (mine) return { ok: true, to: mine.to };
  if (moves.length > 0) {
    return {
      ok: false,
      reason: 'wrong-actor',
      message: `Só o ${actor === 'buyer' ? 'fornecedor' : 'comprador'} pode ${ACTION_LABEL[action]} este pedido`,
    };
  }
  return {
    ok: false,
    reason: 'not-allowed',
    message: `Não é possível ${ACTION_LABEL[action]} um pedido ${STATUS_LABEL[from]}`,
  };
}

/** The actions an actor may take on an order in this state (the buttons the SPA shows). */
export const actionsFor = (status: SupplierOrderStatus, actor: Actor): Action[] =>
  TRANSITIONS.filter((t) => t.from === status && t.actor === actor && !t.later).map((t) => t.action);

/** Supplier orders that no longer carry anything. */
const DEAD: readonly SupplierOrderStatus[] = ['CANCELLED', 'REFUSED'];
const UNDER_WAY: readonly SupplierOrderStatus[] = ['ACKNOWLEDGED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED'];

/**
 * The purchase order's status follows its items and supplier orders; nobody sets it.
 * Orders from before supplier orders existed follow their items alone.
 */
export function derivePurchaseOrderStatus(
  items: readonly { status: ItemStatus }[],
  supplierOrders: readonly { status: SupplierOrderStatus }[],
): PurchaseOrderStatus {
  if (items.some((i) => i.status === 'PENDING')) return 'PENDING';
  if (items.every((i) => i.status === 'REJECTED' || i.status === 'CANCELLED')) return 'CANCELLED';
  if (supplierOrders.length === 0) return 'APPROVED';
  const live = supplierOrders.filter((o) => !DEAD.includes(o.status));
  if (live.length === 0) return 'CANCELLED';
  if (live.every((o) => o.status === 'COMPLETED')) return 'COMPLETED';
  if (live.some((o) => UNDER_WAY.includes(o.status) || o.status === 'COMPLETED')) return 'IN_PROGRESS';
  return 'APPROVED';
}

/** A line counts toward totals unless the buyer rejected or cancelled it or the supplier refused it. */
export const lineCounts = (line: { status: ItemStatus; supplierStatus: 'PENDING' | 'ACCEPTED' | 'REFUSED' }) =>
  line.status !== 'REJECTED' && line.status !== 'CANCELLED' && line.supplierStatus !== 'REFUSED';

/** A line's value: the accepted quantity once the supplier answered, else the ordered one. */
export const lineCents = (line: { unitPrice: string; quantity: number; acceptedQuantity: number | null }) =>
  Math.round(Number(line.unitPrice) * 100) * (line.acceptedQuantity ?? line.quantity);
