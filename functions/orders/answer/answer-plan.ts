import type { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor, AuditEntry } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import { formatDay } from '../../platform/brazil';
import { ApiError } from '../../platform/errors';
import { landingOf } from '../../platform/allowed-move';
import {
  lineCents,
  lineCounts,
  nextStatus,
  purchaseOrderFigures,
  type PurchaseOrderStatus,
  type SupplierOrderStatus,
} from '../move/supplier-order-machine';
import { REFUSAL_LABEL, type AcknowledgeInput } from '../supplier-orders.schemas';
import type { NoticeNames } from '../notices/supplier-order-notices';

/**
 * The supplier's answer decided on data alone: given the rows read and the answers, what the write
 * batch changes and what everyone hears of it, or why it is refused (an ApiError, thrown as the API
 * answers it). No database, no clock but the day passed in: the table test calls it with rows.
 */

type ItemRow = typeof purchaseOrderItems.$inferSelect;
type RefusalReason = NonNullable<ItemRow['refusalReason']>;

/** One line's answer, checked against the line it names. */
export type Answer = { itemId: string; productName: string; ordered: number; note?: string } & (
  { accepted: true; quantity: number } | { accepted: false; reason: RefusalReason }
);

/** The rows the answer is decided on (what readForAnswer returns, and more). */
export type AnswerRows = {
  /** The supplier's order with its own lines (those the buyer rejected left out). */
  current: { order: typeof supplierOrders.$inferSelect; purchaseOrderNumber: number | null; lines: ItemRow[] };
  /** Every item of the purchase order, and every supplier order's status: its figures follow them. */
  items: ItemRow[];
  parts: { id: string; status: SupplierOrderStatus }[];
  names: NoticeNames | undefined;
};

/** The answer as the request carries it: the lines and date, and who gave it. */
export type AnswerRequest = { body: AcknowledgeInput; actorName: string | null; actor: AuditActor };

/** What the write batch does: every value it writes, decided. */
export type AnswerPlan = {
  /** The order's status as read: the write's guard checks it has not moved. */
  before: { id: string; purchaseOrderId: string; status: SupplierOrderStatus };
  lines: { itemId: string; set: LineAnswer }[];
  part: { status: SupplierOrderStatus; promisedDate: string | null; totalAmount: string };
  parent: { status: PurchaseOrderStatus; totalAmount: string | null };
  timeline: Omit<typeof supplierOrderEvents.$inferInsert, 'id' | 'createdAt'>;
  audit: AuditEntry;
  event: DomainEvent;
  /** The buyer's bell and e-mail, in words. */
  notice: { title: string; body: string };
};

type LineAnswer = Pick<ItemRow, 'supplierStatus' | 'acceptedQuantity' | 'refusalReason' | 'supplierNote'>;

const money = (cents: number) => (cents / 100).toFixed(2);

const invalid = (message: string, path: string) =>
  new ApiError({ code: 'VALIDATION_ERROR', message, details: [{ path, message }] });

/** One line's answer as data (a 400 naming the line when it does not fit the line). */
function answerOf(line: ItemRow, answer: AcknowledgeInput['lines'][number], at: string): Answer {
  const named = { itemId: line.id, productName: line.productName, ordered: line.quantity };
  if (answer.accepted) {
    const quantity = answer.quantity ?? line.quantity;
    if (quantity > line.quantity) {
      throw invalid(
        `"${line.productName}": a quantidade aceita (${quantity}) passa da pedida (${line.quantity})`,
        `${at}.quantity`,
      );
    }
    return { ...named, accepted: true, quantity, note: answer.note };
  }
  if (!answer.reason) throw invalid(`"${line.productName}": informe o motivo da recusa`, `${at}.reason`);
  return { ...named, accepted: false, reason: answer.reason, note: answer.note };
}

/** Every line answered exactly once, within what was ordered, refusals with a reason, a date not past. */
export function checkAnswers(lines: ItemRow[], body: AcknowledgeInput, today: string): Answer[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const answers: Answer[] = [];
  for (const [index, answer] of body.lines.entries()) {
    const line = byId.get(answer.itemId);
    const at = `lines.${index}`;
    if (!line) throw invalid(`Item desconhecido neste pedido: ${answer.itemId}`, `${at}.itemId`);
    if (seen.has(answer.itemId))
      throw invalid(`O item "${line.productName}" foi respondido duas vezes`, `${at}.itemId`);
    seen.add(answer.itemId);
    answers.push(answerOf(line, answer, at));
  }
  const missing = lines.filter((l) => !seen.has(l.id));
  if (missing.length > 0) {
    throw invalid(
      `Responda todos os itens: falta${missing.length > 1 ? 'm' : ''} ${missing.map((l) => `"${l.productName}"`).join(', ')}`,
      'lines',
    );
  }
  if (answers.some((a) => a.accepted)) {
    if (!body.promisedDate) throw invalid('Informe a data prometida de entrega', 'promisedDate');
    if (body.promisedDate < today) throw invalid('A data prometida não pode estar no passado', 'promisedDate');
  }
  return answers;
}

/** The columns one answer sets on its line. */
const lineAnswer = (answer: Answer): LineAnswer =>
  answer.accepted
    ? {
        supplierStatus: 'ACCEPTED',
        acceptedQuantity: answer.quantity,
        refusalReason: null,
        supplierNote: answer.note ?? null,
      }
    : {
        supplierStatus: 'REFUSED',
        acceptedQuantity: null,
        refusalReason: answer.reason,
        supplierNote: answer.note ?? null,
      };

/** The buyer's notice: how many lines were confirmed and by when, or that the part was refused; and why not. */
function noticeOf(rows: AnswerRows, lines: ItemRow[], accepted: number, promisedDate: string | null) {
  const { order, purchaseOrderNumber } = rows.current;
  const supplierName = rows.names!.supplierName;
  const refused = lines.filter((l) => l.supplierStatus === 'REFUSED');
  const refusals = refused
    .map((l) => `${l.productName} (${REFUSAL_LABEL[l.refusalReason!]}${l.supplierNote ? `: ${l.supplierNote}` : ''})`)
    .join('; ');
  if (accepted === 0) {
    return {
      title: `${supplierName} recusou o pedido nº ${purchaseOrderNumber}`,
      body: `${supplierName} recusou a parte ${order.number} do pedido nº ${purchaseOrderNumber}: ${refusals}.`,
    };
  }
  const confirmed = `${supplierName} confirmou ${accepted} de ${lines.length} ${lines.length === 1 ? 'item' : 'itens'} do pedido nº ${purchaseOrderNumber}`;
  return {
    title: confirmed,
    body: `${confirmed} (parte ${order.number}), com entrega prometida para ${formatDay(promisedDate!)}.${refused.length ? ` Recusou: ${refusals}.` : ''}`,
  };
}

/** The order's timeline entry: the date promised, the lines refused and those confirmed with fewer units. */
const timelineData = (answers: Answer[], promisedDate: string | null) => ({
  promisedDate,
  refused: answers
    .filter((a) => !a.accepted)
    .map((a) => ({ itemId: a.itemId, product: a.productName, reason: a.reason, note: a.note ?? null })),
  reduced: answers
    .filter((a) => a.accepted)
    .filter((a) => a.quantity < a.ordered)
    .map((a) => ({ itemId: a.itemId, product: a.productName, from: a.ordered, to: a.quantity })),
});

type Part = AnswerRows['current']['order'];

/** The buyer's audit log entry: the decision is the buyer's business. */
const auditOf = (
  before: Part,
  actor: AuditActor,
  lines: ItemRow[],
  to: SupplierOrderStatus,
  promisedDate: string | null,
) =>
  ({
    organizationId: before.organizationId,
    actor,
    action: 'supplier_order.decided',
    target: { type: 'supplier_order', id: before.id, label: before.number },
    changes: {
      status: { before: 'SENT', after: to },
      promisedDate: { after: promisedDate },
      lines: {
        after: lines.map((l) => ({
          product: l.productName,
          decision: l.supplierStatus,
          ordered: l.quantity,
          accepted: l.acceptedQuantity,
          reason: l.refusalReason,
        })),
      },
    },
  }) satisfies AuditEntry;

/** The domain event webhooks hear (purchase_order.updated). */
const eventOf = (rows: AnswerRows, action: 'acknowledge' | 'refuse', to: SupplierOrderStatus): DomainEvent => ({
  type: 'purchase_order.updated',
  organizationId: rows.current.order.organizationId,
  data: {
    orderId: rows.current.order.purchaseOrderId,
    number: rows.current.purchaseOrderNumber,
    supplierOrderId: rows.current.order.id,
    supplierOrderNumber: rows.current.order.number,
    action,
    status: to,
  },
});

/**
 * The supplier answers every line: accepted (perhaps fewer, with the promised date) or refused with
 * a reason. Some accepted → ACKNOWLEDGED; all refused → REFUSED; the purchase order's status and total
 * follow from its lines and parts as answered. An order answered (or cancelled) already is a 409
 * before its lines are looked at; answers that do not fit its lines are a 400.
 */
export function decideAnswer(rows: AnswerRows, request: AnswerRequest, today: string): AnswerPlan {
  const before = rows.current.order;
  const allowed = nextStatus(before.status, 'acknowledge', 'supplier');
  if (!allowed.ok) throw new ApiError({ code: 'CONFLICT', message: allowed.message });
  const answers = checkAnswers(rows.current.lines, request.body, today);
  const accepted = answers.filter((a) => a.accepted).length;
  const action = accepted > 0 ? 'acknowledge' : 'refuse';
  const to = landingOf(nextStatus(before.status, action, 'supplier'));
  const promisedDate = accepted > 0 ? (request.body.promisedDate ?? null) : null;

  const changes = answers.map((answer) => ({ itemId: answer.itemId, set: lineAnswer(answer) }));
  const changeOf = new Map(changes.map((change) => [change.itemId, change.set]));
  const answered = (line: ItemRow): ItemRow => ({ ...line, ...changeOf.get(line.id) });
  const lines = rows.current.lines.map(answered);
  const parent = purchaseOrderFigures(
    rows.items.map(answered),
    rows.parts.map((p) => (p.id === before.id ? { ...p, status: to } : p)),
  );
  return {
    before: { id: before.id, purchaseOrderId: before.purchaseOrderId, status: before.status },
    lines: changes,
    part: {
      status: to,
      promisedDate,
      totalAmount: money(lines.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0)),
    },
    parent: { status: parent.status, totalAmount: parent.totalCents > 0 ? money(parent.totalCents) : null },
    timeline: {
      supplierOrderId: before.id,
      action,
      fromStatus: before.status,
      toStatus: to,
      actorName: request.actorName,
      data: timelineData(answers, promisedDate),
    },
    audit: auditOf(before, request.actor, lines, to, promisedDate),
    event: eventOf(rows, action, to),
    notice: noticeOf(rows, lines, accepted, promisedDate),
  };
}
