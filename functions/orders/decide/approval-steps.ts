import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { approvalRules, approvalRuleSets, approvalSteps } from '../../../db/schema/approvals';
import { categories, suppliers } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/identity';
import { members } from '../../../db/schema/organizations';
import { SYSTEM_ACTOR, type AuditActor, type AuditEntry } from '../../platform/audit-log';
import type { DbOrTx } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { refusalFor, type MemberRole, type Person } from './approval-deciders';
import {
  escalateForBudget,
  isAutomatic,
  OWNER_ORDER_REASON,
  ownerOrderSteps,
  scopeNameOf,
  stepsFor,
  type ApprovalRule,
  type Approver,
  type StoredRule,
} from './approval-rule-match';

/**
 * A supplier order's approval steps in the database: planned at checkout from the rule set in force
 * (and the budgets), decided one at a time by whoever the step names. The pure parts (which steps,
 * who may decide) are functions/orders/decide/approval-rule-match.ts and approval-deciders.ts.
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
 * The rule set in force (the newest version) with its rules in order, scope names included, as one
 * statement for a batch (ruleSetInForce in approval-rules.service.ts reads the same in two);
 * `ruleSetFromRows` reads its rows.
 */
export const ruleSetInForceQuery = (db: DbOrTx, organizationId: string) =>
  db
    .select({
      setId: approvalRuleSets.id,
      ownerOrdersNeedApproval: approvalRuleSets.ownerOrdersNeedApproval,
      rule: approvalRules,
      supplierName: suppliers.name,
      categoryName: categories.name,
    })
    .from(approvalRuleSets)
    .leftJoin(approvalRules, eq(approvalRules.ruleSetId, approvalRuleSets.id))
    .leftJoin(suppliers, eq(suppliers.id, approvalRules.supplierId))
    .leftJoin(categories, eq(categories.id, approvalRules.categoryId))
    .where(
      eq(
        approvalRuleSets.id,
        sql`(select ${approvalRuleSets.id} from ${approvalRuleSets} where ${approvalRuleSets.organizationId} = ${organizationId} order by ${approvalRuleSets.version} desc limit 1)`,
      ),
    )
    .orderBy(asc(approvalRules.position));

const cents = (value: string) => Math.round(Number(value) * 100);

/** The rule set in force as the checkout plans with it. */
export interface CheckoutRuleSet {
  id: string;
  ownerOrdersNeedApproval: boolean;
  rules: StoredRule[];
}

export function ruleSetFromRows(rows: Awaited<ReturnType<typeof ruleSetInForceQuery>>): CheckoutRuleSet | null {
  if (rows.length === 0) return null;
  return {
    id: rows[0]!.setId,
    ownerOrdersNeedApproval: rows[0]!.ownerOrdersNeedApproval,
    rules: rows.flatMap(({ rule, supplierName, categoryName }) =>
      rule
        ? [
            {
              id: rule.id,
              position: rule.position,
              supplierId: rule.supplierId,
              categoryId: rule.categoryId,
              minCents: cents(rule.minAmount),
              maxCents: rule.maxAmount === null ? null : cents(rule.maxAmount),
              approvers: rule.approvers as Approver[],
              supplierName,
              categoryName,
            },
          ]
        : [],
    ),
  };
}

/**
 * Every supplier order's steps under the rule set in force, the parts over budget (`overBudget`, by
 * index) sent up to the owner (pure): the step rows to insert, the parts approved automatically and
 * one audit entry for each of them. An order the owner placed is approved at creation unless the
 * organization asks otherwise (`ownerOrder`, decision 0055); `actorName` is who the timeline says sent
 * the parts approved automatically.
 */
export function planCheckoutSteps(input: {
  organizationId: string;
  ruleSet: CheckoutRuleSet | null;
  overBudget: Map<number, string>;
  parts: CheckoutApprovalPart[];
  placedByRole: MemberRole | null;
  now: Date;
}) {
  const rules = input.ruleSet?.rules ?? [];
  const ownerOrder = input.placedByRole === 'owner' && !input.ruleSet?.ownerOrdersNeedApproval;
  const planned = input.parts.map((part, index) => {
    if (ownerOrder) return { part, steps: ownerOrderSteps(input.overBudget.get(index)) };
    const steps = stepsFor(
      rules,
      {
        amountCents: part.lines.reduce((sum, l) => sum + l.amountCents, 0),
        supplierId: part.supplierId,
        categoryIds: [...new Set(part.lines.map((l) => l.categoryId))],
      },
      (rule: ApprovalRule) => scopeNameOf(rule as StoredRule),
    );
    const budget = input.overBudget.get(index);
    return { part, steps: budget ? escalateForBudget(steps, budget) : steps };
  });
  const rows = planned.flatMap(({ part, steps }) =>
    steps.map((step): typeof approvalSteps.$inferInsert => ({
      organizationId: input.organizationId,
      supplierOrderId: part.supplierOrderId,
      ruleSetId: input.ruleSet?.id ?? null,
      ruleId: step.ruleId,
      position: step.position,
      approver: step.approver,
      status: step.approver === 'system' ? 'approved' : 'pending',
      reason: step.reason,
      decidedAt: step.approver === 'system' ? input.now : null,
    })),
  );
  const automatic = planned.filter((p) => isAutomatic(p.steps));
  const audits = automatic.map(({ part, steps }): AuditEntry => ({
    organizationId: input.organizationId,
    actor: SYSTEM_ACTOR,
    action: 'approval.automatic',
    target: { type: 'supplier_order', id: part.supplierOrderId, label: `Pedido ${part.number}` },
    changes: { approval: { after: steps[0]!.reason } },
  }));
  return {
    rows,
    automatic: automatic.map((p) => p.part.supplierOrderId),
    audits,
    actorName: ownerOrder ? OWNER_ORDER_REASON : 'Aprovação automática',
  };
}

/** The organization's admins and owners: who may ever decide a step. */
export const deciderPeople = (db: DbOrTx, organizationId: string) =>
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

/** A decision on a supplier order's current step, as recordStepDecision takes it. */
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
 * The statements of a decision, not yet sent (for a write batch): the current step decided (a
 * rejection skips the steps after it). Orders from before steps existed have none. Its audit entry is
 * stepDecisionAudit's, appended after every other change of the transaction (audit-log.ts: the chain
 * head is the last lock a writer takes).
 */
export function stepDecisionStatements(db: DbOrTx, input: StepDecision, decidedAt = new Date()) {
  const step = input.state.current;
  const statements: BatchItem<'pg'>[] = [];
  if (step) {
    statements.push(
      db
        .update(approvalSteps)
        .set({ status: input.decision, decidedBy: input.userId, decidedAt, note: input.note })
        .where(eq(approvalSteps.id, step.id)),
    );
    if (input.decision === 'rejected') {
      statements.push(
        db
          .update(approvalSteps)
          .set({ status: 'skipped' })
          .where(
            and(
              eq(approvalSteps.supplierOrderId, step.supplierOrderId),
              eq(approvalSteps.status, 'pending'),
              gt(approvalSteps.position, step.position),
            ),
          ),
      );
    }
  }
  return statements;
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

/**
 * Records the viewer's decision on the current step in the caller's transaction; answers its audit
 * entry, for the caller to append once the transaction's other changes are made.
 */
export async function recordStepDecision(tx: DbOrTx, input: StepDecision): Promise<AuditEntry> {
  for (const statement of stepDecisionStatements(tx, input)) await statement;
  return stepDecisionAudit(input);
}
