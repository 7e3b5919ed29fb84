import type { organizations } from '../../../db/schema/organizations';
import type { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor, AuditEntry } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import { ApiError, notFound } from '../../platform/errors';
import type { Person } from './approval-deciders';
import { partApprovals, type ApprovalState, type PartApproval, type StepRow } from './approval-state';
import type { PartOutcome } from './decision-news';
import type { BulkItemsInput } from '../purchase-orders.schemas';

/**
 * The buyer's approval decisions as a function of data (no database, no I/O): given the rows
 * decision-read.ts read and what was asked, which lines and steps change, the events and the audit
 * entries, or the refusal (an ApiError). decidePart is the one decision on a part, whichever entry
 * point asked; decision-outcome.ts settles the order on top of it and says what the creator is told.
 */

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
type ItemStatus = ItemRow['status'];
export type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/** Who decides, on which order. */
export interface Requester {
  organizationId: string;
  id: string;
  actorName: string | null;
  viewer: Person;
  actor: AuditActor;
}

/** What a decision reads, as rows: the whole input of the decision besides the request. */
export interface OrderState {
  order: OrderRow;
  clientEmail: string | null;
  /** The creator's e-mail choices; null when they are no longer a member. */
  clientOptOuts: string[] | null;
  metadata: (typeof organizations.$inferSelect)['metadata'];
  /** The rows as read, hashed: the write guards that they did not move since. */
  fingerprint: string;
  items: ItemRow[];
  parts: SupplierOrderRow[];
  steps: StepRow[];
  people: Person[];
}

/** A decision on a supplier order's current step: the step's row to update and its audit entry. */
export interface StepDecision {
  organizationId: string;
  state: ApprovalState;
  decision: 'approved' | 'rejected';
  userId: string;
  actor: AuditActor;
  note: string | null;
  supplierOrder: { id: string; number: string };
  orderNumber: number | null;
}

/**
 * A decision worked out on the rows read: lines and supplier orders change in place (so the rules
 * that follow see them decided), and what to write accumulates.
 */
export interface DecisionPlan {
  readonly state: OrderState;
  readonly who: Requester;
  readonly now: Date;
  /** Each part's approval, worked out before deciding (approval-state.ts). */
  readonly approvals: Map<string, PartApproval>;
  /** Each line decided, by id; `adminNotes` only when the decision sets them. */
  readonly lines: Map<string, { status: ItemStatus; adminNotes?: string | null }>;
  /** The order's notes replaced (PUT …/status APPROVED with notes); undefined keeps them. */
  notes?: string | null;
  readonly steps: StepDecision[];
  /** Appended after every other change (audit-log.ts: the chain head is the last lock a writer takes). */
  readonly audits: AuditEntry[];
  readonly events: DomainEvent[];
  /** Parts whose current step this decision has decided (one step per part per decision). */
  readonly decidedParts: Set<string>;
}

/** A decision, nothing decided yet, on the rows read. */
export const planOn = (state: OrderState, who: Requester, now = new Date()): DecisionPlan => ({
  state,
  who,
  now,
  approvals: partApprovals(
    new Set([
      ...state.parts.map((p) => p.id),
      ...state.items.flatMap((i) => (i.supplierOrderId ? [i.supplierOrderId] : [])),
    ]),
    state.steps,
    who.viewer,
    state.people,
    state.order.clientId,
  ),
  lines: new Map(),
  steps: [],
  audits: [],
  events: [],
  decidedParts: new Set(),
});

const approvalOf = (plan: DecisionPlan, partId: string): ApprovalState => plan.approvals.get(partId)!.state;

/** 403 unless the viewer may decide the part's current step. */
function mayDecide(plan: DecisionPlan, partId: string) {
  const { refusal } = plan.approvals.get(partId)!;
  if (refusal) throw new ApiError({ code: 'FORBIDDEN', message: refusal });
}

/** The line's new status (and notes, when given), on the plan and on the row the rules read. */
function setLine(plan: DecisionPlan, item: ItemRow, status: ItemStatus, adminNotes?: string | null) {
  const before = plan.lines.get(item.id);
  plan.lines.set(item.id, {
    status,
    ...(adminNotes !== undefined
      ? { adminNotes }
      : before && 'adminNotes' in before
        ? { adminNotes: before.adminNotes }
        : {}),
  });
  item.status = status;
  if (adminNotes !== undefined) item.adminNotes = adminNotes;
}

/** The audit entry of a decision on a step. */
export function stepDecisionAudit(input: StepDecision): AuditEntry {
  const step = input.state.current;
  return {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'approval.decided',
    target: { type: 'supplier_order', id: input.supplierOrder.id, label: `Pedido ${input.supplierOrder.number}` },
    changes: {
      decision: { after: input.decision === 'approved' ? 'aprovado' : 'recusado' },
      orderNumber: { after: input.orderNumber },
      step: { after: step ? `${step.position}: ${step.reason}` : 'Aprovação de um administrador' },
      ...(input.note ? { note: { after: input.note } } : {}),
    },
  };
}

/** The part's current step decided: the step to write and its audit entry. */
function decideStep(
  plan: DecisionPlan,
  part: { id: string; number: string },
  decision: 'approved' | 'rejected',
  note: string | null,
) {
  const step: StepDecision = {
    organizationId: plan.who.organizationId,
    state: approvalOf(plan, part.id),
    decision,
    userId: plan.who.viewer.userId,
    actor: plan.who.actor,
    note,
    supplierOrder: part,
    orderNumber: plan.state.order.number,
  };
  plan.steps.push(step);
  plan.audits.push(stepDecisionAudit(step));
  plan.decidedParts.add(part.id);
}

/** The part's lines still PENDING move to `to`; one event per line moved. */
function decidePendingLines(plan: DecisionPlan, partId: string | null, to: ItemStatus, note: string | null = null) {
  for (const item of plan.state.items) {
    // null: every pending line of the order (an order from before supplier orders).
    if ((partId !== null && item.supplierOrderId !== partId) || item.status !== 'PENDING') continue;
    setLine(plan, item, to, note ? note : undefined);
    plan.events.push({
      type: 'purchase_order.item_status_changed',
      organizationId: plan.who.organizationId,
      data: { orderId: plan.who.id, itemId: item.id, from: 'PENDING', to, adminNotes: note },
    });
  }
}

/**
 * The lines asked for, as they were before this decision, and their parts: items of other orders
 * refuse the whole request (400), as do lines of supplier orders that left (409) and parts whose
 * current step the viewer may not decide (403).
 */
function linesAsked(plan: DecisionPlan, decisions: BulkItemsInput['items']) {
  const { state } = plan;
  const ids = decisions.map((d) => d.itemId);
  const existing = state.items.filter((i) => ids.includes(i.id)).map((i) => ({ ...i }));
  if (existing.length !== new Set(ids).size)
    throw new ApiError({ code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' });
  // Lines of supplier orders that already left cannot be decided again by the buyer.
  const gone = existing
    .map((e) => state.parts.find((p) => p.id === e.supplierOrderId))
    .find((p) => p && p.status !== 'AWAITING_APPROVAL');
  if (gone) {
    throw new ApiError({
      code: 'CONFLICT',
      message: `O pedido ${gone.number} já foi enviado ao fornecedor: seus itens não mudam mais aqui`,
    });
  }
  const partIds = [...new Set(existing.flatMap((e) => (e.supplierOrderId ? [e.supplierOrderId] : [])))];
  for (const id of partIds) mayDecide(plan, id);
  return { existing, partIds };
}

/**
 * The lines decided through the steps (what PUT …/items asks): the viewer must be able to decide the
 * current step of every supplier order the lines belong to. Before the last step an approval is
 * recorded on the step and its lines stay PENDING for the next one (a rejection rejects the line at
 * once); at the last step lines are decided as asked, and the step closes when none of its lines is
 * pending.
 */
export function decideLines(plan: DecisionPlan, decisions: BulkItemsInput['items']) {
  const { state, who } = plan;
  const { existing, partIds } = linesAsked(plan, decisions);
  for (const item of decisions) {
    const before = existing.find((e) => e.id === item.itemId)!;
    const approval = before.supplierOrderId ? approvalOf(plan, before.supplierOrderId) : undefined;
    const waitsForNextStep = approval?.current && !approval.isLast && item.status === 'APPROVED';
    const status = waitsForNextStep ? 'PENDING' : item.status;
    setLine(
      plan,
      state.items.find((i) => i.id === item.itemId)!,
      status,
      item.admin_notes,
    );
    if (before.status !== status) {
      plan.events.push({
        type: 'purchase_order.item_status_changed',
        organizationId: who.organizationId,
        data: {
          orderId: who.id,
          itemId: item.itemId,
          from: before.status,
          to: status,
          adminNotes: item.admin_notes ?? null,
        },
      });
    }
  }
  for (const part of state.parts.filter((p) => partIds.includes(p.id))) {
    const approval = approvalOf(plan, part.id);
    const ofPart = state.items.filter((l) => l.supplierOrderId === part.id);
    const askedToApprove = decisions.some(
      (d) => d.status === 'APPROVED' && existing.find((e) => e.id === d.itemId)?.supplierOrderId === part.id,
    );
    if (ofPart.every((l) => l.status !== 'PENDING')) {
      decideStep(plan, part, ofPart.some((l) => l.status === 'APPROVED') ? 'approved' : 'rejected', null);
    } else if (approval.current && !approval.isLast && askedToApprove) {
      decideStep(plan, part, 'approved', null);
    }
  }
}

/**
 * One part's current step decided — the one function every entry point that decides a part runs
 * (POST …/approval, POST /approvals/decisions, PUT …/status APPROVED, the rest of PUT …/items): a
 * rejection rejects its pending lines at once; an approval approves them when the step was the last
 * (or there are no steps), and otherwise leaves them for the next step.
 */
function decidePart(
  plan: DecisionPlan,
  part: SupplierOrderRow,
  choice: 'approve' | 'reject',
  note: string | null,
): PartOutcome {
  const approval = approvalOf(plan, part.id);
  const supplierName = plan.state.items.find((i) => i.supplierOrderId === part.id)?.supplierName ?? part.number;
  if (choice === 'reject') {
    decideStep(plan, part, 'rejected', note);
    decidePendingLines(plan, part.id, 'REJECTED', note);
    return { supplierName, kind: 'rejected' };
  }
  decideStep(plan, part, 'approved', note);
  if (approval.steps.length === 0 || approval.isLast) {
    decidePendingLines(plan, part.id, 'APPROVED');
    return { supplierName, kind: 'approved' };
  }
  return {
    supplierName,
    kind: 'step',
    position: approval.current!.position,
    of: approval.steps.length,
    next: plan.approvals.get(part.id)!.next!,
  };
}

/**
 * "Approve the order": every part still awaiting approval (and not decided by this decision already)
 * whose current step the viewer may decide, through decidePart. Parts they may not decide keep
 * waiting; when that is every part, the first refusal is the answer (403). An order from before
 * supplier orders existed has its pending lines approved.
 */
export function approveOrder(plan: DecisionPlan): PartOutcome[] {
  const { state } = plan;
  // state.parts is read in the parts' order (by number): the order decideParts decides them in too.
  const waiting = state.parts.filter((p) => p.status === 'AWAITING_APPROVAL');
  if (waiting.length === 0) {
    decidePendingLines(plan, null, 'APPROVED');
    return [];
  }
  const open = waiting.filter((p) => !plan.decidedParts.has(p.id));
  const refusals: string[] = [];
  const outcomes: PartOutcome[] = [];
  for (const part of open) {
    const { refusal } = plan.approvals.get(part.id)!;
    if (refusal) refusals.push(refusal);
    else outcomes.push(decidePart(plan, part, 'approve', null));
  }
  if (open.length > 0 && refusals.length === open.length)
    throw new ApiError({ code: 'FORBIDDEN', message: refusals[0]! });
  return outcomes;
}

/**
 * The current step of each part asked for, approved or rejected: an unknown part is 404, one no
 * longer awaiting approval 409, one the viewer may not decide 403.
 */
export function decideParts(
  plan: DecisionPlan,
  supplierOrderIds: string[],
  choice: 'approve' | 'reject',
  note: string | null,
): PartOutcome[] {
  const { state } = plan;
  const asked = new Set(supplierOrderIds);
  if ([...asked].some((id) => !state.parts.some((p) => p.id === id)))
    throw notFound('Pedido ao fornecedor não encontrado');
  const outcomes: PartOutcome[] = [];
  // In the parts' own order (by number), whatever order they were asked in: as approveOrder decides them.
  for (const part of state.parts.filter((p) => asked.has(p.id))) {
    if (part.status !== 'AWAITING_APPROVAL') {
      throw new ApiError({ code: 'CONFLICT', message: `O pedido ${part.number} não espera aprovação` });
    }
    mayDecide(plan, part.id);
    outcomes.push(decidePart(plan, part, choice, note));
  }
  return outcomes;
}
