import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { purchaseOrderItems, supplierOrders } from '../../../../db/schema/purchase-orders';
import type { AuditActor } from '../../../audit/audit-log';
import type { DomainEvent } from '../../../events/domain-event';
import type { DbOrTx } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import type { Person } from '../../../orders/approval-deciders';
import { approvalStates, assertMayDecide, recordStepDecision, stepRefusal, type ApprovalState } from './approval-steps';
import type { BulkItemsInput } from './purchase-orders.schemas';

/**
 * The buyer's approval decisions, one supplier order at a time, through its steps: a step that is
 * not the last is recorded and its lines wait for the next one; the last step decides the lines as
 * before. The caller holds the purchase order's row lock and settles the order afterwards.
 */

/** Who decides, on which order (read under the order's lock). */
export interface DecisionContext {
  organizationId: string;
  orderId: string;
  orderNumber: number | null;
  placedBy: string | null;
  people: Person[];
  viewer: Person;
  actor: AuditActor;
}

type ItemStatus = (typeof purchaseOrderItems.$inferSelect)['status'];

/** Moves the part's lines that are still PENDING to `to`; one event per line moved. */
async function decidePendingLines(
  tx: DbOrTx,
  ctx: DecisionContext,
  where: ReturnType<typeof and>,
  to: ItemStatus,
  note: string | null = null,
): Promise<DomainEvent[]> {
  const moved = await tx
    .update(purchaseOrderItems)
    .set({ status: to, ...(note ? { adminNotes: note } : {}), updatedAt: sql`now()` })
    .where(and(where, eq(purchaseOrderItems.status, 'PENDING')))
    .returning({ id: purchaseOrderItems.id });
  return moved.map((item) => ({
    type: 'purchase_order.item_status_changed',
    organizationId: ctx.organizationId,
    data: { orderId: ctx.orderId, itemId: item.id, from: 'PENDING', to, adminNotes: note },
  }));
}

const decide = (
  tx: DbOrTx,
  ctx: DecisionContext,
  part: { id: string; number: string },
  state: ApprovalState,
  decision: 'approved' | 'rejected',
  note: string | null,
) =>
  recordStepDecision(tx, {
    organizationId: ctx.organizationId,
    state,
    decision,
    userId: ctx.viewer.userId,
    actor: ctx.actor,
    note,
    supplierOrder: part,
    orderNumber: ctx.orderNumber,
  });

/** POST …/supplier-orders/:id/approval: approve or reject the current step of one supplier order. */
export async function decideSupplierOrder(
  tx: DbOrTx,
  ctx: DecisionContext,
  input: { supplierOrderId: string; decision: 'approve' | 'reject'; note: string | null },
) {
  const [part] = await tx
    .select({ id: supplierOrders.id, number: supplierOrders.number, status: supplierOrders.status })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.id, input.supplierOrderId), eq(supplierOrders.purchaseOrderId, ctx.orderId)));
  if (!part) throw notFound('Pedido ao fornecedor não encontrado');
  if (part.status !== 'AWAITING_APPROVAL') {
    throw new ApiError({ code: 'CONFLICT', message: `O pedido ${part.number} não espera aprovação` });
  }
  const state = (await approvalStates(tx, [part.id])).get(part.id)!;
  assertMayDecide(state, ctx.viewer, ctx.people, ctx.placedBy);
  const ofPart = eq(purchaseOrderItems.supplierOrderId, part.id);
  if (input.decision === 'reject') {
    await decide(tx, ctx, part, state, 'rejected', input.note);
    return decidePendingLines(tx, ctx, and(ofPart), 'REJECTED', input.note);
  }
  await decide(tx, ctx, part, state, 'approved', input.note);
  const final = state.steps.length === 0 || state.isLast;
  return final ? decidePendingLines(tx, ctx, and(ofPart), 'APPROVED') : [];
}

/**
 * "Approve the order": every supplier order awaiting approval whose current step the viewer may
 * decide moves one step (its lines are approved when that step was the last). Parts the viewer may
 * not decide keep waiting; when that is every part, the first refusal is the answer (403).
 */
export async function approveAllThroughSteps(tx: DbOrTx, ctx: DecisionContext): Promise<DomainEvent[]> {
  const parts = await tx
    .select({ id: supplierOrders.id, number: supplierOrders.number })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.purchaseOrderId, ctx.orderId), eq(supplierOrders.status, 'AWAITING_APPROVAL')))
    .orderBy(asc(supplierOrders.number));
  // Orders from before supplier orders existed: every pending line, as always.
  if (parts.length === 0)
    return decidePendingLines(tx, ctx, and(eq(purchaseOrderItems.purchaseOrderId, ctx.orderId)), 'APPROVED');
  const states = await approvalStates(
    tx,
    parts.map((p) => p.id),
  );
  const refusals: string[] = [];
  const events: DomainEvent[] = [];
  for (const part of parts) {
    const state = states.get(part.id)!;
    const refusal = stepRefusal(state, ctx.viewer, ctx.people, ctx.placedBy);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    await decide(tx, ctx, part, state, 'approved', null);
    if (state.steps.length === 0 || state.isLast) {
      events.push(
        ...(await decidePendingLines(tx, ctx, and(eq(purchaseOrderItems.supplierOrderId, part.id)), 'APPROVED')),
      );
    }
  }
  if (refusals.length === parts.length) throw new ApiError({ code: 'FORBIDDEN', message: refusals[0]! });
  return events;
}

/**
 * PUT /purchase-orders/:id/items, through the steps: the viewer must be able to decide the current
 * step of every supplier order the lines belong to. Before the last step an approval is recorded on
 * the step and its lines stay PENDING for the next one (a rejection rejects the line at once); at the
 * last step lines are decided as before, and the step closes when none of its lines is pending.
 */
export async function decideLinesThroughSteps(
  tx: DbOrTx,
  ctx: DecisionContext,
  decisions: BulkItemsInput['items'],
  existing: { id: string; status: ItemStatus; supplierOrderId: string | null }[],
): Promise<DomainEvent[]> {
  const partIds = [...new Set(existing.flatMap((e) => (e.supplierOrderId ? [e.supplierOrderId] : [])))];
  const [states, parts] = await Promise.all([
    approvalStates(tx, partIds),
    partIds.length
      ? tx
          .select({ id: supplierOrders.id, number: supplierOrders.number })
          .from(supplierOrders)
          .where(inArray(supplierOrders.id, partIds))
      : Promise.resolve([]),
  ]);
  for (const id of partIds) assertMayDecide(states.get(id)!, ctx.viewer, ctx.people, ctx.placedBy);
  const events: DomainEvent[] = [];
  for (const item of decisions) {
    const before = existing.find((e) => e.id === item.itemId)!;
    const state = before.supplierOrderId ? states.get(before.supplierOrderId) : undefined;
    const waitsForNextStep = state?.current && !state.isLast && item.status === 'APPROVED';
    const status = waitsForNextStep ? 'PENDING' : item.status;
    await tx
      .update(purchaseOrderItems)
      .set({
        status,
        ...(item.admin_notes !== undefined ? { adminNotes: item.admin_notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrderItems.id, item.itemId));
    if (before.status !== status) {
      events.push({
        type: 'purchase_order.item_status_changed',
        organizationId: ctx.organizationId,
        data: {
          orderId: ctx.orderId,
          itemId: item.itemId,
          from: before.status,
          to: status,
          adminNotes: item.admin_notes ?? null,
        },
      });
    }
  }
  if (partIds.length === 0) return events;
  const lines = await tx
    .select({ supplierOrderId: purchaseOrderItems.supplierOrderId, status: purchaseOrderItems.status })
    .from(purchaseOrderItems)
    .where(inArray(purchaseOrderItems.supplierOrderId, partIds));
  for (const part of parts) {
    const state = states.get(part.id)!;
    const ofPart = lines.filter((l) => l.supplierOrderId === part.id);
    const askedToApprove = decisions.some(
      (d) => d.status === 'APPROVED' && existing.find((e) => e.id === d.itemId)?.supplierOrderId === part.id,
    );
    if (ofPart.every((l) => l.status !== 'PENDING')) {
      await decide(tx, ctx, part, state, ofPart.some((l) => l.status === 'APPROVED') ? 'approved' : 'rejected', null);
    } else if (state.current && !state.isLast && askedToApprove) {
      await decide(tx, ctx, part, state, 'approved', null);
    }
  }
  return events;
}
