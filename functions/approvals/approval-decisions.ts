import { and, asc, eq, sql } from 'drizzle-orm';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import type { AuditActor, AuditEntry } from '../platform/audit-log';
import type { DomainEvent } from '../platform/domain-event';
import type { DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import type { Person } from './approval-deciders';
import { approvalStates, recordStepDecision, stepRefusal, type ApprovalState } from './approval-steps';

/**
 * The buyer's approval decisions, one supplier order at a time, through its steps: a step that is
 * not the last is recorded and its lines wait for the next one; the last step decides the lines as
 * before. The caller holds the purchase order's row lock, settles the order afterwards, and then
 * appends the decisions' audit entries (the chain head is the last lock a writer takes: audit-log.ts).
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

/**
 * "Approve the order": every supplier order awaiting approval whose current step the viewer may
 * decide moves one step (its lines are approved when that step was the last). Parts the viewer may
 * not decide keep waiting; when that is every part, the first refusal is the answer (403).
 */
export async function approveAllThroughSteps(
  tx: DbOrTx,
  ctx: DecisionContext,
): Promise<{ events: DomainEvent[]; audits: AuditEntry[] }> {
  const parts = await tx
    .select({ id: supplierOrders.id, number: supplierOrders.number })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.purchaseOrderId, ctx.orderId), eq(supplierOrders.status, 'AWAITING_APPROVAL')))
    .orderBy(asc(supplierOrders.number));
  // Orders from before supplier orders existed: every pending line, as always.
  if (parts.length === 0) {
    const events = await decidePendingLines(
      tx,
      ctx,
      and(eq(purchaseOrderItems.purchaseOrderId, ctx.orderId)),
      'APPROVED',
    );
    return { events, audits: [] };
  }
  const states = await approvalStates(
    tx,
    parts.map((p) => p.id),
  );
  const refusals: string[] = [];
  const events: DomainEvent[] = [];
  const audits: AuditEntry[] = [];
  for (const part of parts) {
    const state = states.get(part.id)!;
    const refusal = stepRefusal(state, ctx.viewer, ctx.people, ctx.placedBy);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    audits.push(await decide(tx, ctx, part, state, 'approved', null));
    if (state.steps.length === 0 || state.isLast) {
      events.push(
        ...(await decidePendingLines(tx, ctx, and(eq(purchaseOrderItems.supplierOrderId, part.id)), 'APPROVED')),
      );
    }
  }
  if (refusals.length === parts.length) throw new ApiError({ code: 'FORBIDDEN', message: refusals[0]! });
  return { events, audits };
}
