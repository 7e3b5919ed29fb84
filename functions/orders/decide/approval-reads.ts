import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { approvalRules, approvalRuleSets, approvalSteps } from '../../../db/schema/approvals';
import { categories, suppliers } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/identity';
import { members } from '../../../db/schema/organizations';
import type { DbOrTx } from '../../platform/db';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/**
 * What the approvals read besides the order itself: the rule set in force (checkout plans the steps
 * with it), who may ever decide a step, and the steps of some supplier orders. Queries only: the pure
 * rules over their rows are approval-steps.ts (planning) and approval-state.ts (where a part stands).
 */

/**
 * The rule set in force (the newest version) with its rules in order, scope names included, as one
 * statement for a batch (ruleSetInForce in approval-rules.service.ts reads the same in two);
 * `ruleSetFromRows` (approval-steps.ts) reads its rows.
 */
export const ruleSetInForceQuery = (db: DbOrTx, organizationId: string) =>
  db
    .select({
      setId: approvalRuleSets.id,
      ownerOrdersNeedApproval: approvalRuleSets.ownerOrdersNeedApproval,
      rule: approvalRules,
      // A rule without a supplier joins none: no name.
      supplierName: sql<string | null>`${supplierNameFor(organizationId)}`,
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
