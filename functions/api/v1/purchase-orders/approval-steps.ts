import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { approvalSteps } from '../../../../db/schema/approvals';
import { users } from '../../../../db/schema/identity';
import { members } from '../../../../db/schema/organizations';
import { purchaseOrderItems } from '../../../../db/schema/purchase-orders';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../../../audit/audit-log';
import type { DbOrTx, Tx } from '../../../lib/db';
import { ApiError } from '../../../lib/errors';
import { refusalFor, type Person } from '../../../orders/approval-deciders';
import { escalateForBudget, isAutomatic, stepsFor, type ApprovalRule } from '../../../orders/approval-rules';
import { checkBudgetsAtCheckout } from '../budgets/budget-check';
import { ruleSetInForce, scopeNameOf, type StoredRule } from '../approval-rules/approval-rules.service';

/**
 * A supplier order's approval steps in the database: planned at checkout from the rule set in force
 * (and the budgets), decided one at a time by whoever the step names. The pure parts (which steps,
 * who may decide) are functions/orders/approval-rules.ts and approval-deciders.ts.
 */

export type StepRow = typeof approvalSteps.$inferSelect;

/** One supplier order of a checkout, as the approval plan needs it. */
export interface CheckoutApprovalPart {
  supplierOrderId: string;
  number: string;
  supplierId: string;
  supplierName: string;
  lines: { categoryId: string | null; amountCents: number }[];
}

/**
 * Plans and stores every supplier order's steps (one statement), sends the parts over budget up to
 * the owner, and approves the automatic parts' lines in the same transaction (one statement, one
 * audit entry per part) so the settlement that follows sends them at once.
 */
export async function createCheckoutSteps(
  tx: Tx,
  input: { organizationId: string; costCentreId: string | null; parts: CheckoutApprovalPart[] },
) {
  const set = await ruleSetInForce(tx, input.organizationId);
  const rules = set?.rules ?? [];
  const overBudget = await checkBudgetsAtCheckout(tx, {
    organizationId: input.organizationId,
    costCentreId: input.costCentreId,
    parts: input.parts.map((p, index) => ({ index, supplierName: p.supplierName, lines: p.lines })),
  });
  const planned = input.parts.map((part, index) => {
    const steps = stepsFor(
      rules,
      {
        amountCents: part.lines.reduce((sum, l) => sum + l.amountCents, 0),
        supplierId: part.supplierId,
        categoryIds: [...new Set(part.lines.map((l) => l.categoryId))],
      },
      (rule: ApprovalRule) => scopeNameOf(rule as StoredRule),
    );
    const budget = overBudget.get(index);
    return { part, steps: budget ? escalateForBudget(steps, budget) : steps };
  });
  const now = new Date();
  await tx.insert(approvalSteps).values(
    planned.flatMap(({ part, steps }) =>
      steps.map((step) => ({
        organizationId: input.organizationId,
        supplierOrderId: part.supplierOrderId,
        ruleSetId: set?.id ?? null,
        ruleId: step.ruleId,
        position: step.position,
        approver: step.approver,
        status: step.approver === 'system' ? 'approved' : 'pending',
        reason: step.reason,
        decidedAt: step.approver === 'system' ? now : null,
      })),
    ),
  );
  const automatic = planned.filter((p) => isAutomatic(p.steps));
  if (automatic.length === 0) return [];
  await tx
    .update(purchaseOrderItems)
    .set({ status: 'APPROVED', updatedAt: sql`now()` })
    .where(
      inArray(
        purchaseOrderItems.supplierOrderId,
        automatic.map((p) => p.part.supplierOrderId),
      ),
    );
  for (const { part, steps } of automatic) {
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: SYSTEM_ACTOR,
      action: 'approval.automatic',
      target: { type: 'supplier_order', id: part.supplierOrderId, label: `Pedido ${part.number}` },
      changes: { approval: { after: steps[0]!.reason } },
    });
  }
  return automatic.map((p) => p.part.supplierOrderId);
}

/** The organization's admins and owners: who may ever decide a step. */
export const deciderPeople = (db: DbOrTx, organizationId: string): Promise<Person[]> =>
  db
    .select({ userId: members.userId, role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), inArray(members.role, ['owner', 'admin'])));

/** Steps of these supplier orders, in order, with who decided each. */
export async function stepsOf(db: DbOrTx, supplierOrderIds: string[]) {
  if (supplierOrderIds.length === 0) return [];
  return db
    .select({ step: approvalSteps, decidedByName: users.name })
    .from(approvalSteps)
    .leftJoin(users, eq(users.id, approvalSteps.decidedBy))
    .where(inArray(approvalSteps.supplierOrderId, supplierOrderIds))
    .orderBy(asc(approvalSteps.supplierOrderId), asc(approvalSteps.position));
}

/** Where one supplier order's approval stands: its steps, the one waiting and whether it is the last. */
export interface ApprovalState {
  steps: StepRow[];
  /** The lowest pending step; null when decided, or for an order placed before steps existed. */
  current: StepRow | null;
  isLast: boolean;
  /** People who decided earlier steps (none of them decides another). */
  decidedBefore: string[];
}

export function approvalStateOf(steps: StepRow[]): ApprovalState {
  const pending = steps.filter((s) => s.status === 'pending');
  const current = pending[0] ?? null;
  return {
    steps,
    current,
    isLast: current !== null && pending.length === 1,
    decidedBefore: steps.flatMap((s) => (s.status === 'approved' && s.decidedBy ? [s.decidedBy] : [])),
  };
}

/** The approval state of each supplier order of a purchase order. */
export async function approvalStates(db: DbOrTx, supplierOrderIds: string[]) {
  const rows = await stepsOf(db, supplierOrderIds);
  return new Map(
    supplierOrderIds.map((id) => [
      id,
      approvalStateOf(rows.filter((r) => r.step.supplierOrderId === id).map((r) => r.step)),
    ]),
  );
}

/**
 * Why the viewer may not decide this supplier order's current step, or null. An order placed before
 * steps existed waits, as it always did, for any admin or owner (the route already checked the role).
 */
export function stepRefusal(state: ApprovalState, viewer: Person, people: Person[], placedBy: string | null) {
  if (state.steps.length === 0) return null;
  if (!state.current) return 'Esta parte do pedido não espera aprovação';
  const current = state.current;
  const laterApprovers = state.steps
    .filter((s) => s.status === 'pending' && s.position > current.position)
    .map((s) => s.approver);
  return refusalFor(
    viewer,
    { approver: current.approver, placedBy, decidedBefore: state.decidedBefore, laterApprovers },
    people,
  );
}

export function assertMayDecide(state: ApprovalState, viewer: Person, people: Person[], placedBy: string | null) {
  const refusal = stepRefusal(state, viewer, people, placedBy);
  if (refusal) throw new ApiError({ code: 'FORBIDDEN', message: refusal });
}

/**
 * Records the viewer's decision on the current step (a rejection skips the steps after it) and its
 * audit entry, in the caller's transaction. Orders from before steps existed record only the entry.
 */
export async function recordStepDecision(
  tx: DbOrTx,
  input: {
    organizationId: string;
    state: ApprovalState;
    decision: 'approved' | 'rejected';
    userId: string;
    actor: AuditActor;
    note: string | null;
    supplierOrder: { id: string; number: string };
    orderNumber: number | null;
  },
) {
  const step = input.state.current;
  if (step) {
    await tx
      .update(approvalSteps)
      .set({ status: input.decision, decidedBy: input.userId, decidedAt: new Date(), note: input.note })
      .where(eq(approvalSteps.id, step.id));
    if (input.decision === 'rejected') {
      await tx
        .update(approvalSteps)
        .set({ status: 'skipped' })
        .where(
          and(
            eq(approvalSteps.supplierOrderId, step.supplierOrderId),
            eq(approvalSteps.status, 'pending'),
            gt(approvalSteps.position, step.position),
          ),
        );
    }
  }
  await recordAudit(tx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'approval.decided',
    target: { type: 'supplier_order', id: input.supplierOrder.id, label: `Pedido ${input.supplierOrder.number}` },
    changes: {
      decision: { after: input.decision === 'approved' ? 'aprovado' : 'rejeitado' },
      orderNumber: { after: input.orderNumber },
      step: { after: step ? `${step.position}: ${step.reason}` : 'Aprovação de um administrador' },
      ...(input.note ? { note: { after: input.note } } : {}),
    },
  });
}

/** Pending steps of cancelled supplier orders no longer wait for anyone. */
export async function skipPendingSteps(tx: DbOrTx, supplierOrderIds: string[]) {
  if (supplierOrderIds.length === 0) return;
  await tx
    .update(approvalSteps)
    .set({ status: 'skipped' })
    .where(and(inArray(approvalSteps.supplierOrderId, supplierOrderIds), eq(approvalSteps.status, 'pending')));
}
