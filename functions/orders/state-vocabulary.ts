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
/**
 * A supplier order (part) as the buyer reads it (`label`), and as its supplier reads its own inbox
 * (`forSupplier`): to the supplier a sent order is "Novo", and "Confirmado" needs no "pelo fornecedor".
 */
export interface PartWord extends StateWord {
  forSupplier: string;
}
export const SUPPLIER_ORDER_STATE: Record<SupplierOrderState, PartWord> = {
  AWAITING_APPROVAL: { label: 'Aguardando aprovação', tone: 'waiting', forSupplier: 'Aguardando aprovação' },
  SENT: { label: 'Enviado ao fornecedor', tone: 'moving', forSupplier: 'Novo' },
  ACKNOWLEDGED: { label: 'Confirmado pelo fornecedor', tone: 'moving', forSupplier: 'Confirmado' },
  REFUSED: { label: 'Recusado pelo fornecedor', tone: 'stopped', forSupplier: 'Recusado' },
  CANCELLED: { label: 'Cancelado', tone: 'stopped', forSupplier: 'Cancelado' },
  PARTIALLY_SHIPPED: { label: 'Enviado em parte', tone: 'moving', forSupplier: 'Enviado em parte' },
  SHIPPED: { label: 'Enviado', tone: 'moving', forSupplier: 'Enviado' },
  DELIVERED: { label: 'Entregue', tone: 'moving', forSupplier: 'Entregue' },
  COMPLETED: { label: 'Concluído', tone: 'done', forSupplier: 'Concluído' },
};
/** A part the approval turned down is cancelled by the machine ("withdraw"): it reads as what happened. */
export const REJECTED_PART: StateWord = { label: 'Recusado na aprovação', tone: 'stopped' };
export const supplierOrderWord = (status: SupplierOrderState, actions: readonly string[]): StateWord =>
  status === 'CANCELLED' && actions.includes('withdraw') ? REJECTED_PART : SUPPLIER_ORDER_STATE[status];

export type SupplierOrderMove =
  | 'send'
  | 'withdraw'
  | 'acknowledge'
  | 'refuse'
  | 'cancel'
  | 'ship'
  | 'cancel_remaining'
  | 'deliver'
  | 'receive'
  | 'answer_incident'
  | 'resolve_incident'
  | 'reopen_incident';
/**
 * The supplier order's timeline, each move in words: as the buyer reads it on the order page
 * (`toBuyer`) and as the supplier reads it in the portal (`toSupplier`, which names the buyer's moves).
 */
export const SUPPLIER_ORDER_MOVE: Record<SupplierOrderMove, { toBuyer: string; toSupplier: string }> = {
  send: { toBuyer: 'Enviado ao fornecedor', toSupplier: 'Enviado pelo comprador' },
  withdraw: { toBuyer: 'Recusado na aprovação (nenhum item aprovado)', toSupplier: 'Retirado pelo comprador' },
  acknowledge: { toBuyer: 'Confirmado pelo fornecedor', toSupplier: 'Confirmado' },
  refuse: { toBuyer: 'Recusado pelo fornecedor', toSupplier: 'Recusado' },
  cancel: { toBuyer: 'Cancelado', toSupplier: 'Cancelado pelo comprador' },
  ship: { toBuyer: 'Remessa despachada', toSupplier: 'Remessa despachada' },
  cancel_remaining: { toBuyer: 'Saldo cancelado pelo fornecedor', toSupplier: 'Saldo cancelado' },
  deliver: { toBuyer: 'Remessa entregue (fornecedor)', toSupplier: 'Remessa entregue' },
  receive: { toBuyer: 'Recebido', toSupplier: 'Recebido pelo comprador' },
  answer_incident: { toBuyer: 'Ocorrência respondida pelo fornecedor', toSupplier: 'Ocorrência respondida' },
  resolve_incident: { toBuyer: 'Ocorrência resolvida', toSupplier: 'Ocorrência resolvida pelo comprador' },
  reopen_incident: { toBuyer: 'Ocorrência reaberta', toSupplier: 'Ocorrência reaberta pelo comprador' },
};
/** The buyer's timeline words, by the move's code (an unknown code reads as undefined). */
export const SUPPLIER_ORDER_EVENT: Record<string, string> = Object.fromEntries(
  Object.entries(SUPPLIER_ORDER_MOVE).map(([move, words]) => [move, words.toBuyer]),
);

/**
 * Why a supplier refused a line. The buyer's screens say it in lower case after "Fornecedor recusou:"
 * (`inSentence`); the supplier's picker shows `option` (its last choice reads "Outro" beside the others).
 */
export const LINE_REFUSAL_REASON: Record<
  'SEM_ESTOQUE' | 'PRECO_ALTERADO' | 'FORA_DA_AREA' | 'ABAIXO_DO_MINIMO' | 'OUTRO',
  { label: string; option: string }
> = {
  SEM_ESTOQUE: { label: 'Sem estoque', option: 'Sem estoque' },
  PRECO_ALTERADO: { label: 'Preço alterado', option: 'Preço alterado' },
  FORA_DA_AREA: { label: 'Fora da área de entrega', option: 'Fora da área de entrega' },
  ABAIXO_DO_MINIMO: { label: 'Abaixo do mínimo', option: 'Abaixo do mínimo' },
  OUTRO: { label: 'Outro motivo', option: 'Outro' },
};

/** An approval step (of the organization's rules). */
export const APPROVAL_STEP_STATE: Record<'pending' | 'approved' | 'rejected' | 'skipped', StateWord> = {
  pending: { label: 'aguardando', tone: 'waiting' },
  approved: { label: 'aprovada', tone: 'done' },
  rejected: { label: 'recusada', tone: 'stopped' },
  skipped: { label: 'dispensada', tone: 'moving' },
};

/**
 * Who an approval step waits for: as the step's row names it (`label`) and inside a sentence
 * ("aguardando um administrador ou o dono": `waitsFor`). An admin step is open to the owner too.
 */
export const APPROVER: Record<'admin' | 'owner' | 'system', { label: string; waitsFor: string }> = {
  admin: { label: 'Administrador ou dono', waitsFor: 'um administrador ou o dono' },
  owner: { label: 'Dono', waitsFor: 'o dono' },
  system: { label: 'Automática', waitsFor: 'o sistema' },
};
