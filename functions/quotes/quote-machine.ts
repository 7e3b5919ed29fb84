import type { MoveOutcome } from '../platform/allowed-move';
import { transitionTable, type TransitionRow } from '../platform/transition-table';
import type { quoteStatus } from '../../db/schema/quotes';

/**
 * A cotação's lifecycle as data: every move is a row (state, action, actor) → next state. The API
 * refuses what the table lacks (409, or 403 for the other side's move), the SPA shows the buttons the
 * table allows, and the state table test walks every pair.
 */
export type QuoteStatus = (typeof quoteStatus.enumValues)[number];

/** The buyer organization (any member), an invited supplier (people, key or link), or the clock. */
export type QuoteActor = 'buyer' | 'supplier' | 'system';
export type QuoteAction = 'edit' | 'send' | 'answer' | 'close' | 'expire' | 'cancel' | 'award';

export type QuoteTransition = TransitionRow<QuoteStatus, QuoteAction, QuoteActor>;

export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  // A draft is the buyer's alone: its lines, address, deadline and suppliers change until it is sent.
  { from: 'DRAFT', action: 'edit', actor: 'buyer', to: 'DRAFT' },
  { from: 'DRAFT', action: 'send', actor: 'buyer', to: 'OPEN' },
  // Suppliers answer, and revise, until the deadline.
  { from: 'OPEN', action: 'answer', actor: 'supplier', to: 'OPEN' },
  // The deadline closes it, or the buyer does before it.
  { from: 'OPEN', action: 'expire', actor: 'system', to: 'CLOSED' },
  { from: 'OPEN', action: 'close', actor: 'buyer', to: 'CLOSED' },
  // The award turns a closed cotação into a purchase order.
  { from: 'CLOSED', action: 'award', actor: 'buyer', to: 'AWARDED' },
  { from: 'DRAFT', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'OPEN', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
  { from: 'CLOSED', action: 'cancel', actor: 'buyer', to: 'CANCELLED' },
];

export const QUOTE_STATE: Record<QuoteStatus, { label: string; tone: 'neutral' | 'info' | 'success' | 'danger' }> = {
  DRAFT: { label: 'Rascunho', tone: 'neutral' },
  OPEN: { label: 'Aberta', tone: 'info' },
  CLOSED: { label: 'Encerrada', tone: 'neutral' },
  AWARDED: { label: 'Vencedores escolhidos', tone: 'success' },
  CANCELLED: { label: 'Cancelada', tone: 'danger' },
};

// Each move as a buyer says it, object included: "fechar esta cotação com os vencedores" reads
// naturally in both refusals, where a verb and "esta cotação" after it would not.
const ACTION_PHRASE: Record<QuoteAction, string> = {
  edit: 'alterar esta cotação',
  send: 'enviar esta cotação',
  answer: 'responder esta cotação',
  close: 'encerrar esta cotação',
  expire: 'encerrar esta cotação',
  cancel: 'cancelar esta cotação',
  award: 'fechar esta cotação com os vencedores',
};

const WHY_NOT: Record<QuoteStatus, string> = {
  DRAFT: 'ainda é um rascunho',
  OPEN: 'está aberta a respostas',
  CLOSED: 'está encerrada',
  AWARDED: 'já tem os vencedores escolhidos',
  CANCELLED: 'foi cancelada',
};

const quoteTable = transitionTable(QUOTE_TRANSITIONS, {
  wrongActor: (action, actor) =>
    `Só ${actor === 'supplier' ? 'o comprador' : 'um fornecedor convidado'} pode ${ACTION_PHRASE[action]}`,
  notAllowed: (action, from) => `Não é possível ${ACTION_PHRASE[action]}: ela ${WHY_NOT[from]}`,
});

/** The next state, or why not: the other side's move is "wrong-actor" (403), any other "not-allowed" (409). */
export const nextQuoteStatus = (from: QuoteStatus, action: QuoteAction, actor: QuoteActor): MoveOutcome<QuoteStatus> =>
  quoteTable.next(from, action, actor);

/** The moves a viewer may make now (the SPA's buttons). */
export const allowedQuoteActions = quoteTable.actions;

/**
 * The status as read at `now`: an open cotação past its deadline has made the clock's move ("expire")
 * whether or not the every-minute sweep has written it yet, so every read, every refusal and the
 * actions offered agree from the deadline on (decision 0048). Nothing is written on read.
 */
export function quoteStatusAt(quote: { status: QuoteStatus; deadline: Date }, now = new Date()): QuoteStatus {
  if (quote.status !== 'OPEN' || quote.deadline.getTime() > now.getTime()) return quote.status;
  const expired = nextQuoteStatus('OPEN', 'expire', 'system');
  return expired.ok ? expired.to : quote.status;
}

/** When a cotação as read closed: the buyer's or the sweep's moment, else the deadline that closed it. */
export const quoteClosedAt = (
  quote: { status: QuoteStatus; deadline: Date; closedAt: Date | null },
  now = new Date(),
): Date | null => quote.closedAt ?? (quoteStatusAt(quote, now) === 'CLOSED' ? quote.deadline : null);
