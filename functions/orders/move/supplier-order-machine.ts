import { SUPPLIER_ORDER_STATE, type SupplierOrderMove } from '../state-vocabulary';
import type { MoveOutcome } from '../../platform/allowed-move';
import { transitionTable, type TransitionRow } from '../../platform/transition-table';
import type { purchaseOrderItemStatus, purchaseOrderStatus, supplierOrderStatus } from '../../../db/schema/enums';
import { INCIDENT_STATE, inSentence } from '../incident-vocabulary';

/**
 * A supplier order's lifecycle as data: every move is a row (state, action, actor) → next state.
 * The API refuses what the table lacks, the SPA shows the buttons the table allows for the viewer,
 * and the table test walks every pair.
 */
export type SupplierOrderStatus = (typeof supplierOrderStatus.enumValues)[number];
export type PurchaseOrderStatus = (typeof purchaseOrderStatus.enumValues)[number];
export type ItemStatus = (typeof purchaseOrderItemStatus.enumValues)[number];

/** Who acts: the buyer organization (its owner/admin, or any member receiving goods), the supplier (people or key). */
export type Actor = 'buyer' | 'supplier';
/** The moves, named once in the vocabulary (each has its sentence for either side there). */
export type Action = SupplierOrderMove;

export type Transition = TransitionRow<SupplierOrderStatus, Action, Actor>;

const moves = (action: Action, actor: Actor, pairs: [SupplierOrderStatus, SupplierOrderStatus][]): Transition[] =>
  pairs.map(([from, to]) => ({ from, action, actor, to }));

/**
 * Fulfilment moves land where the order's facts put it (fulfilmentStatus): shipping may leave units
 * to ship or not, a receipt may close the order or wait for another shipment or an open incident.
 * Each (state, action) lists every state it may reach; anything else is refused.
 */
export const TRANSITIONS: readonly Transition[] = [
  // The buyer's approval of this supplier's lines is complete: at least one approved, or none.
  { from: 'AWAITING_APPROVAL', action: 'send', actor: 'buyer', to: 'SENT' },
  { from: 'AWAITING_APPROVAL', action: 'withdraw', actor: 'buyer', to: 'CANCELLED' },
  // The supplier answers every line: some accepted, or all refused.
  { from: 'SENT', action: 'acknowledge', actor: 'supplier', to: 'ACKNOWLEDGED' },
  { from: 'SENT', action: 'refuse', actor: 'supplier', to: 'REFUSED' },
  // The buyer cancels: freely before the answer, with a reason after it; never once goods left.
  { from: 'AWAITING_APPROVAL', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'SENT', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'ACKNOWLEDGED', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  // The supplier ships some or all of what is left to ship.
  ...moves('ship', 'supplier', [
    ['ACKNOWLEDGED', 'PARTIALLY_SHIPPED'],
    ['ACKNOWLEDGED', 'SHIPPED'],
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['PARTIALLY_SHIPPED', 'SHIPPED'],
  ]),
  // Backorder closed: what was not shipped will not be (all of it: the order is cancelled).
  ...moves('cancel_remaining', 'supplier', [
    ['ACKNOWLEDGED', 'CANCELLED'],
    ['PARTIALLY_SHIPPED', 'SHIPPED'],
    ['PARTIALLY_SHIPPED', 'DELIVERED'],
    ['PARTIALLY_SHIPPED', 'COMPLETED'],
  ]),
  // The carrier handed a shipment over (the supplier says so, or the buyer's receipt does).
  ...moves('deliver', 'supplier', [
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['SHIPPED', 'SHIPPED'],
    ['SHIPPED', 'DELIVERED'],
    ['DELIVERED', 'DELIVERED'],
  ]),
  // The buyer checks a shipment at the door.
  ...moves('receive', 'buyer', [
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['SHIPPED', 'SHIPPED'],
    ['SHIPPED', 'DELIVERED'],
    ['SHIPPED', 'COMPLETED'],
    ['DELIVERED', 'DELIVERED'],
    ['DELIVERED', 'COMPLETED'],
  ]),
  // Incidents: the supplier answers (a replacement ships under the order), the buyer resolves or reopens.
  ...moves('answer_incident', 'supplier', [
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['SHIPPED', 'SHIPPED'],
    ['DELIVERED', 'DELIVERED'],
  ]),
  ...moves('resolve_incident', 'buyer', [
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['SHIPPED', 'SHIPPED'],
    ['DELIVERED', 'DELIVERED'],
    ['DELIVERED', 'COMPLETED'],
  ]),
  ...moves('reopen_incident', 'buyer', [
    ['PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED'],
    ['SHIPPED', 'SHIPPED'],
    ['DELIVERED', 'DELIVERED'],
  ]),
];

export const ACTION_LABEL: Record<Action, string> = {
  send: 'enviar ao fornecedor',
  withdraw: 'retirar',
  acknowledge: 'confirmar',
  refuse: 'recusar',
  cancel: 'cancelar',
  ship: 'despachar',
  cancel_remaining: 'cancelar o saldo de',
  deliver: 'marcar como entregue',
  receive: 'receber',
  answer_incident: 'responder a ocorrência de',
  resolve_incident: 'resolver a ocorrência de',
  reopen_incident: 'reabrir a ocorrência de',
};

/** The state in a sentence ("um pedido confirmado pelo fornecedor"): the vocabulary's word, lower case. */
export const STATUS_LABEL = Object.fromEntries(
  Object.entries(SUPPLIER_ORDER_STATE).map(([status, word]) => [status, word.label.toLowerCase()]),
) as Record<SupplierOrderStatus, string>;

export type Outcome = MoveOutcome<SupplierOrderStatus>;

/** The other side: who may make a move this actor may not. */
const otherSide = (actor: Actor) => (actor === 'buyer' ? 'fornecedor' : 'comprador');

const orderTable = transitionTable(TRANSITIONS, {
  wrongActor: (action, actor) => `Só o ${otherSide(actor)} pode ${ACTION_LABEL[action]} este pedido`,
  notAllowed: (action, from) => `Não é possível ${ACTION_LABEL[action]} um pedido ${STATUS_LABEL[from]}`,
});

/**
 * The next state, or why not: another actor's move is "wrong-actor" (403), any other is "not-allowed"
 * (409). `to` is where the order's facts put it, for moves that may land in more than one state.
 */
export const nextStatus = orderTable.next;

/** The actions an actor may take on an order in this state (the buttons the SPA shows). */
export const actionsFor = orderTable.actions;

/** What a supplier order's fulfilment is made of: its lines' units, its shipments, its open incidents. */
export interface FulfilmentFacts {
  lines: readonly { accepted: number; shipped: number; cancelled: number }[];
  shipments: readonly { replacement: boolean; delivered: boolean; received: boolean }[];
  openIncidents: number;
}

/**
 * Where an acknowledged order stands: nothing shipped yet (or everything cancelled); units still to
 * ship; a regular shipment still on the way; something still to receive or an incident open; done.
 */
export function fulfilmentStatus(facts: FulfilmentFacts): SupplierOrderStatus {
  const outstanding = facts.lines.reduce((n, l) => n + l.accepted - l.shipped - l.cancelled, 0);
  const shipped = facts.lines.reduce((n, l) => n + l.shipped, 0);
  if (shipped === 0) return outstanding > 0 ? 'ACKNOWLEDGED' : 'CANCELLED';
  if (outstanding > 0) return 'PARTIALLY_SHIPPED';
  if (facts.shipments.some((s) => !s.replacement && !s.delivered && !s.received)) return 'SHIPPED';
  if (facts.shipments.some((s) => !s.received) || facts.openIncidents > 0) return 'DELIVERED';
  return 'COMPLETED';
}

export type IncidentStatus = 'OPEN' | 'ANSWERED' | 'RESOLVED';
export type IncidentAction = 'answer' | 'resolve' | 'reopen';

/** An incident's lifecycle, in the same shape as the order's: the supplier answers, the buyer decides. */
export const INCIDENT_TRANSITIONS: readonly TransitionRow<IncidentStatus, IncidentAction, Actor>[] = [
  { from: 'OPEN', action: 'answer', actor: 'supplier', to: 'ANSWERED' },
  { from: 'ANSWERED', action: 'resolve', actor: 'buyer', to: 'RESOLVED' },
  { from: 'ANSWERED', action: 'reopen', actor: 'buyer', to: 'OPEN' },
];

const INCIDENT_ACTION_LABEL: Record<IncidentAction, string> = {
  answer: 'responder',
  resolve: 'resolver',
  reopen: 'reabrir',
};

export type IncidentOutcome = MoveOutcome<IncidentStatus>;

const incidentTable = transitionTable(INCIDENT_TRANSITIONS, {
  wrongActor: (action, actor) => `Só o ${otherSide(actor)} pode ${INCIDENT_ACTION_LABEL[action]} esta ocorrência`,
  notAllowed: (action, from) =>
    `Não é possível ${INCIDENT_ACTION_LABEL[action]} uma ocorrência ${inSentence(INCIDENT_STATE[from])}`,
});

export const nextIncidentStatus = (from: IncidentStatus, action: IncidentAction, actor: Actor): IncidentOutcome =>
  incidentTable.next(from, action, actor);

export const incidentActionsFor = incidentTable.actions;

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

/**
 * A purchase order's figures from its items and supplier orders: its derived status and its total in
 * cents (what the order's row keeps), for a worker that decides them before one write batch.
 */
export function purchaseOrderFigures(
  items: readonly (Parameters<typeof lineCounts>[0] & Parameters<typeof lineCents>[0])[],
  supplierOrders: readonly { status: SupplierOrderStatus }[],
): { status: PurchaseOrderStatus; totalCents: number } {
  return {
    status: derivePurchaseOrderStatus(items, supplierOrders),
    totalCents: items.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0),
  };
}

/** A line counts toward totals unless the buyer rejected or cancelled it or the supplier refused it. */
export const lineCounts = (line: { status: ItemStatus; supplierStatus: 'PENDING' | 'ACCEPTED' | 'REFUSED' }) =>
  line.status !== 'REJECTED' && line.status !== 'CANCELLED' && line.supplierStatus !== 'REFUSED';

/**
 * A line's value: the accepted quantity once the supplier answered, else the ordered one; less what
 * the supplier cancelled and what arrived with a divergence no replacement made up. Once everything
 * is received, that is the value received.
 */
export const lineCents = (line: {
  unitPrice: string;
  quantity: number;
  acceptedQuantity: number | null;
  cancelledQuantity?: number;
  shortQuantity?: number;
}) =>
  Math.round(Number(line.unitPrice) * 100) *
  ((line.acceptedQuantity ?? line.quantity) - (line.cancelledQuantity ?? 0) - (line.shortQuantity ?? 0));
