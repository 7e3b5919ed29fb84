import type { notifications } from '../../../db/schema/notifications';
import type { DomainEvent } from '../../platform/domain-event';
import { ApiError } from '../../platform/errors';
import { optedIn } from '../../notifications/email-choices';
import { settleInMemory, type PlannedMove } from '../move/settlement';
import { orderDecisionEmails, salesOn, STATUS_LABEL } from '../notices/order-notifications';
import type { OrderState as OrderStatus } from '../state-vocabulary';
import type { BulkItemsInput } from '../purchase-orders.schemas';
import { countDecided, decisionNews, type Told } from './decision-news';
import {
  approveOrder,
  decideLines,
  decideParts,
  planOn,
  type DecisionPlan,
  type OrderState,
  type Requester,
} from './decision-plan';

/**
 * Each approval request decided whole, as a function of data: the rules of decision-plan.ts, then the
 * order settled (the parts whose lines are all decided leave), the status event, and what the order's
 * creator is told — the e-mail and the bell entry — in the words of the entry point that decided
 * (decision-news.ts).
 * decision-write.ts writes the outcome as it is.
 */

/** Everything one decision writes: the plan's lines and steps, the moves, the order's figures, the effects. */
export interface DecisionOutcome {
  plan: DecisionPlan;
  moves: PlannedMove[];
  status: OrderStatus;
  totalAmount: string | null;
  events: DomainEvent[];
  emails: ReturnType<typeof orderDecisionEmails>;
  /** The creator's bell entry; null when nothing is told or they are no longer a member. */
  bell: typeof notifications.$inferInsert | null;
}

/**
 * Settles the order on the plan (the moves, their events, the status event) and tells the creator
 * what the decision did (decision-news.ts), if anything: by e-mail when they chose to hear of
 * decisions, always on their bell, only while they are still a member.
 */
function settle(plan: DecisionPlan, appUrl: string, told: Told): DecisionOutcome {
  const { state, who } = plan;
  const { order } = state;
  const settled = settleInMemory({
    order: { id: order.id, number: order.number, organizationId: who.organizationId },
    parts: state.parts,
    items: state.items,
    actorName: who.actorName,
    now: plan.now,
  });
  const events = [...plan.events, ...settled.events];
  if (settled.status !== order.status) {
    events.push({
      type: 'purchase_order.status_changed',
      organizationId: who.organizationId,
      data: { orderId: order.id, from: order.status, to: settled.status },
    });
  }
  const news = decisionNews(told, {
    ...order,
    actorName: who.actorName,
    status: settled.status,
    events: events.length,
  });
  // Only while the creator is still a member (no member row: no opt-out list).
  const member = order.clientId !== null && state.clientOptOuts !== null;
  const clientEmail = member && optedIn(state.clientOptOuts, 'order_decided') ? state.clientEmail : null;
  const emails =
    news === null
      ? []
      : orderDecisionEmails({ appUrl, on: salesOn(state.metadata), clientEmail, orderId: order.id, ...news });
  // The creator's bell hears of every decision, whatever their e-mail choices (while still a member).
  const bell =
    news !== null && member
      ? {
          userId: order.clientId!,
          organizationId: who.organizationId,
          kind: 'purchase_order.decided',
          title: news.title,
          body: news.message,
          link: `/app/orders/${order.id}`,
        }
      : null;
  return { plan, moves: settled.moves, status: settled.status, totalAmount: settled.totalAmount, events, emails, bell };
}

/** The order's status once the lines decided so far settle (on copies: the decision itself settles later). */
function statusAfterLines(plan: DecisionPlan): OrderStatus {
  const { state, who } = plan;
  return settleInMemory({
    order: { id: state.order.id, number: state.order.number, organizationId: who.organizationId },
    parts: state.parts.map((p) => ({ ...p })),
    items: state.items.map((i) => ({ ...i })),
    actorName: who.actorName,
    now: plan.now,
  }).status;
}

/**
 * PUT /purchase-orders/:id/items: the lines through the steps (decideLines) and, with orderStatus
 * APPROVED, the rest of the order approved (approveOrder); the order settled, the creator told how
 * far the review got.
 */
export function planLinesDecision(
  state: OrderState,
  who: Requester & { body: Pick<BulkItemsInput, 'items'> & { orderStatus?: 'APPROVED' } },
  appUrl: string,
  now = new Date(),
): DecisionOutcome {
  const plan = planOn(state, who, now);
  decideLines(plan, who.body.items);
  // "…and approve the rest": the parts the lines left waiting, as PUT …/status APPROVED approves them;
  // only while the lines leave the order pending (approved already: nothing more; another status: 409).
  const before = plan.events.length;
  if (who.body.orderStatus === 'APPROVED') {
    const status = statusAfterLines(plan);
    if (status === 'PENDING') approveOrder(plan);
    else if (status !== 'APPROVED') {
      throw new ApiError({
        code: 'CONFLICT',
        message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${STATUS_LABEL[status]} para ${STATUS_LABEL.APPROVED} por aqui`,
      });
    }
  }
  const approvedToo = plan.events.slice(before).filter((e) => e.type === 'purchase_order.item_status_changed').length;
  const asked = countDecided(who.body.items);
  const { items } = state;
  return settle(plan, appUrl, {
    kind: 'lines',
    suppliers: items.filter((i) => plan.lines.has(i.id)).map((i) => i.supplierName),
    approved: asked.approved + approvedToo,
    rejected: asked.rejected,
    decided: items.filter((i) => i.status !== 'PENDING').length,
    total: items.length,
  });
}

/**
 * PUT /purchase-orders/:id/status APPROVED on a pending order: approveOrder, the order settled, the
 * creator told as POST /approvals/decisions tells them (an order from before parts: its status).
 * `notes` replaces the order's notes and is quoted in the e-mail.
 */
export function planOrderApproval(
  state: OrderState,
  who: Requester & { notes?: string | null },
  appUrl: string,
  now = new Date(),
): DecisionOutcome {
  const plan = planOn(state, who, now);
  if (who.notes !== undefined) plan.notes = who.notes;
  const outcomes = approveOrder(plan);
  const note = who.notes ?? null;
  return settle(plan, appUrl, outcomes.length > 0 ? { kind: 'parts', outcomes, note } : { kind: 'order', note });
}

/** The parts one person decides at once, on one order: the current step of each, approve or reject. */
export type StepsInput = Requester & {
  supplierOrderIds: string[];
  decision: 'approve' | 'reject';
  note: string | null;
};

/**
 * The current step of each part decided (approve: its lines at the last step; reject: its lines now),
 * the order settled, and the creator told once, however many parts.
 */
export function planPartsDecision(state: OrderState, who: StepsInput, appUrl: string, now = new Date()) {
  const plan = planOn(state, who, now);
  const outcomes = decideParts(plan, who.supplierOrderIds, who.decision, who.note);
  return settle(plan, appUrl, { kind: 'parts', outcomes, note: who.note });
}
