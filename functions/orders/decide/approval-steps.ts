import type { approvalSteps } from '../../../db/schema/approvals';
import { SYSTEM_ACTOR, type AuditEntry } from '../../platform/audit-log';
import type { MemberRole } from './approval-deciders';
import type { ruleSetInForceQuery } from './approval-reads';
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
 * A supplier order's approval steps as a checkout plans them (pure): from the rule set in force
 * (approval-reads.ts reads it) and the budgets. Which steps a rule asks for is approval-rule-match.ts;
 * where a part's approval stands and who may decide it, approval-state.ts and approval-deciders.ts.
 */

/** One supplier order of a checkout, as the approval plan needs it. */
export interface CheckoutApprovalPart {
  supplierOrderId: string;
  number: string;
  supplierId: string;
  supplierName: string;
  lines: { categoryId: string | null; amountCents: number }[];
}

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
