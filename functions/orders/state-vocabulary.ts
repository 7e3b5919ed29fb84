/**
 * One word and one tone per state, for everything a person reads about an order: the order page and
 * lists (the SPA imports this table), the CSV, the PDF, the e-mails and the audit log. A line refused by
 * its supplier reads "Recusado pelo fornecedor" everywhere, never "Aprovado"; a part turned down in
 * approval reads "Recusado na aprovação", never "rejeitada", "Retirado" or a bare "Cancelado".
 *
 * Plain data (no imports): the SPA bundles it as it is.
 */

/** How a state feels, which each screen turns into its colour: waiting (amber), moving (brand), done (green), stopped (red). */
export type Tone = 'waiting' | 'moving' | 'done' | 'stopped';
export interface StateWord {
  label: string;
  tone: Tone;
}

export type OrderState = 'PENDING' | 'APPROVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';
export const ORDER_STATE: Record<OrderState, StateWord> = {
  PENDING: { label: 'Pendente', tone: 'waiting' },
  APPROVED: { label: 'Aprovado', tone: 'moving' },
  IN_PROGRESS: { label: 'Em andamento', tone: 'moving' },
  COMPLETED: { label: 'Concluído', tone: 'done' },
  CANCELLED: { label: 'Cancelado', tone: 'stopped' },
};

/** A line as the buyer reads it: its approval first, then its supplier's answer. */
export type LineState =
  | 'AWAITING_APPROVAL'
  | 'REJECTED_IN_APPROVAL'
  | 'CANCELLED'
  | 'AWAITING_SUPPLIER'
  | 'CONFIRMED'
  | 'CONFIRMED_IN_PART'
  | 'REFUSED_BY_SUPPLIER';
export const LINE_STATE: Record<LineState, StateWord> = {
  AWAITING_APPROVAL: { label: 'Pendente', tone: 'waiting' },
  REJECTED_IN_APPROVAL: { label: 'Recusado na aprovação', tone: 'stopped' },
  CANCELLED: { label: 'Cancelado', tone: 'stopped' },
  AWAITING_SUPPLIER: { label: 'Aprovado', tone: 'moving' },
  CONFIRMED: { label: 'Confirmado pelo fornecedor', tone: 'done' },
  CONFIRMED_IN_PART: { label: 'Confirmado em parte', tone: 'done' },
  REFUSED_BY_SUPPLIER: { label: 'Recusado pelo fornecedor', tone: 'stopped' },
};

export interface LineFacts {
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  supplierStatus: 'PENDING' | 'ACCEPTED' | 'REFUSED';
  acceptedQuantity: number | null;
  quantity: number;
}

export function lineState(line: LineFacts): LineState {
  if (line.status === 'PENDING') return 'AWAITING_APPROVAL';
  if (line.status === 'REJECTED') return 'REJECTED_IN_APPROVAL';
  if (line.status === 'CANCELLED') return 'CANCELLED';
  if (line.supplierStatus === 'REFUSED') return 'REFUSED_BY_SUPPLIER';
  if (line.supplierStatus === 'ACCEPTED')
    return (line.acceptedQuantity ?? line.quantity) < line.quantity ? 'CONFIRMED_IN_PART' : 'CONFIRMED';
  return 'AWAITING_SUPPLIER';
}

/** The line's word, with the quantities when the supplier confirmed part of it. */
export function lineLabel(line: LineFacts): string {
  const state = lineState(line);
  return state === 'CONFIRMED_IN_PART'
    ? `${LINE_STATE[state].label} (${line.acceptedQuantity} de ${line.quantity})`
    : LINE_STATE[state].label;
}

/** "2 confirmados pelo fornecedor, 1 recusado pelo fornecedor": a group of lines in the same words. */
export function linesSummary(lines: LineFacts[]): string {
  const counts = new Map<LineState, number>();
  for (const line of lines) counts.set(lineState(line), (counts.get(lineState(line)) ?? 0) + 1);
  const plural: Record<LineState, string> = {
    AWAITING_APPROVAL: 'pendentes',
    REJECTED_IN_APPROVAL: 'recusados na aprovação',
    CANCELLED: 'cancelados',
    AWAITING_SUPPLIER: 'aprovados',
    CONFIRMED: 'confirmados pelo fornecedor',
    CONFIRMED_IN_PART: 'confirmados em parte',
    REFUSED_BY_SUPPLIER: 'recusados pelo fornecedor',
  };
  return [...counts]
    .map(([state, n]) => `${n} ${n === 1 ? LINE_STATE[state].label.toLowerCase() : plural[state]}`)
    .join(', ');
}

export type SupplierOrderState =
  | 'AWAITING_APPROVAL'
  | 'SENT'
  | 'ACKNOWLEDGED'
  | 'REFUSED'
  | 'CANCELLED'
  | 'PARTIALLY_SHIPPED'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'COMPLETED';
export const SUPPLIER_ORDER_STATE: Record<SupplierOrderState, StateWord> = {
  AWAITING_APPROVAL: { label: 'Aguardando aprovação', tone: 'waiting' },
  SENT: { label: 'Enviado ao fornecedor', tone: 'moving' },
  ACKNOWLEDGED: { label: 'Confirmado pelo fornecedor', tone: 'moving' },
  REFUSED: { label: 'Recusado pelo fornecedor', tone: 'stopped' },
  CANCELLED: { label: 'Cancelado', tone: 'stopped' },
  PARTIALLY_SHIPPED: { label: 'Enviado em parte', tone: 'moving' },
  SHIPPED: { label: 'Enviado', tone: 'moving' },
  DELIVERED: { label: 'Entregue', tone: 'moving' },
  COMPLETED: { label: 'Concluído', tone: 'done' },
};
/** A part the approval turned down is cancelled by the machine ("withdraw"): it reads as what happened. */
export const REJECTED_PART: StateWord = { label: 'Recusado na aprovação', tone: 'stopped' };
export const supplierOrderWord = (status: SupplierOrderState, actions: readonly string[]): StateWord =>
  status === 'CANCELLED' && actions.includes('withdraw') ? REJECTED_PART : SUPPLIER_ORDER_STATE[status];

/** The supplier order's timeline, each move in words. */
export const SUPPLIER_ORDER_EVENT: Record<string, string> = {
  send: 'Enviado ao fornecedor',
  withdraw: 'Recusado na aprovação (nenhum item aprovado)',
  acknowledge: 'Confirmado pelo fornecedor',
  refuse: 'Recusado pelo fornecedor',
  cancel: 'Cancelado',
  ship: 'Remessa despachada',
  cancel_remaining: 'Saldo cancelado pelo fornecedor',
  deliver: 'Remessa entregue (fornecedor)',
  receive: 'Recebido',
  answer_incident: 'Ocorrência respondida pelo fornecedor',
  resolve_incident: 'Ocorrência resolvida',
  reopen_incident: 'Ocorrência reaberta',
};

/** An approval step (of the organization's rules). */
export const APPROVAL_STEP_STATE: Record<'pending' | 'approved' | 'rejected' | 'skipped', StateWord> = {
  pending: { label: 'aguardando', tone: 'waiting' },
  approved: { label: 'aprovada', tone: 'done' },
  rejected: { label: 'recusada', tone: 'stopped' },
  skipped: { label: 'dispensada', tone: 'moving' },
};
