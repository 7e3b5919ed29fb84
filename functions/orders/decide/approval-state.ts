import type { approvalSteps } from '../../../db/schema/approvals';
import { refusalFor, stepWaitsFor, type Person } from './approval-deciders';

/**
 * Where one supplier order's approval stands and whether the viewer may decide its current step
 * (pure: rows in, an answer out). Who may decide a kind of step is approval-deciders.ts.
 */

export type StepRow = typeof approvalSteps.$inferSelect;

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

/** One part's approval as a decision sees it: where it stands, why the viewer may not decide it, who is next. */
export interface PartApproval {
  state: ApprovalState;
  /** stepRefusal's answer for the viewer; null when they may decide the current step. */
  refusal: string | null;
  /** Who the step after the current one waits for, as messages say it; null when none follows. */
  next: string | null;
}

/**
 * Every part's approval as one decision needs it, worked out once before the decision starts (the
 * steps do not change while it decides): its state, the viewer's refusal and who decides next.
 */
export function partApprovals(
  partIds: Iterable<string>,
  steps: StepRow[],
  viewer: Person,
  people: Person[],
  placedBy: string | null,
): Map<string, PartApproval> {
  const approvals = new Map<string, PartApproval>();
  for (const id of partIds) {
    const state = approvalStateOf(steps.filter((s) => s.supplierOrderId === id));
    const following = state.steps.filter((s) => s.status === 'pending')[1];
    approvals.set(id, {
      state,
      refusal: stepRefusal(state, viewer, people, placedBy),
      next: following ? stepWaitsFor(following.approver) : null,
    });
  }
  return approvals;
}
