import type { approvalSteps } from '../../../db/schema/approvals';
import { ApiError } from '../../platform/errors';
import { refusalFor, type Person } from './approval-deciders';

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

export function assertMayDecide(state: ApprovalState, viewer: Person, people: Person[], placedBy: string | null) {
  const refusal = stepRefusal(state, viewer, people, placedBy);
  if (refusal) throw new ApiError({ code: 'FORBIDDEN', message: refusal });
}
