import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { approvalSteps } from '../../../db/schema/approvals';
import { organizations } from '../../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import { auditInsert } from '../../platform/audit-log';
import type { DbOrTx } from '../../platform/db';
import { domainEventJobs } from '../../platform/domain-events';
import { claiming } from '../../platform/idempotency';
import { outboxInsert } from '../../platform/jobs/outbox';
import { runBatch, stillAsRead } from '../../platform/optimistic';
import { budgetsStillHold, lockCheckoutBudgets } from '../../budgets/budget-check';
import { moveStatements } from '../move/settlement';
import type { PlaceConfig, SourceWrites } from './order-source';
import type { PlacePlan } from './place-decide';

/**
 * Placing an order, its write: one batch, all or nothing. First the source's guards (the
 * Idempotency-Key's claim, then that the cart or the cotação is still as read), then the organization
 * (the number) and the budget rows, locked and guarded as read; then the order, its supplier orders,
 * lines and steps, the source's own rows, the moves of the parts approved automatically, the audit
 * entries and the outbox rows. A guard that finds the state moved (a concurrent checkout of the cart,
 * of the organization, or of the cost centre) sends the attempt down the locked path (optimistic.ts).
 */

/** The number and the budgets: nobody took the one, and the others still have the room decided on. */
function placeGuards(db: DbOrTx, organizationId: string, plan: PlacePlan): BatchItem<'pg'>[] {
  // FOR NO KEY UPDATE, as the update of the number itself: a foreign key check on the organization
  // (FOR KEY SHARE, taken by every writer of the buyer's rows) neither waits for it nor is waited for.
  const guards: BatchItem<'pg'>[] = [
    stillAsRead(
      db,
      sql`(select ${organizations.orderSequence} from ${organizations} where ${organizations.id} = ${organizationId} for no key update) = ${plan.number - 1}`,
    ),
  ];
  if (plan.budget) {
    guards.push(
      lockCheckoutBudgets(db, organizationId, plan.budget.costCentreId),
      stillAsRead(db, budgetsStillHold({ organizationId, ...plan.budget })),
    );
  }
  return guards;
}

/** Writes the plan with the source's share (`own`) in one batch; answers the order as written. */
export async function writePlace(db: DbOrTx, plan: PlacePlan, cfg: PlaceConfig, own: SourceWrites) {
  const organizationId = plan.order.organizationId;
  const guards = [...own.guards, ...placeGuards(db, organizationId, plan)];
  const orderAt = guards.length + 1;
  const events = [plan.events.created, ...own.events, ...plan.events.moves];
  const outbox = await outboxInsert(db, cfg.sealKey, [...domainEventJobs(events), ...plan.emails]);
  const statements: BatchItem<'pg'>[] = [
    ...guards,
    db.update(organizations).set({ orderSequence: plan.number }).where(eq(organizations.id, organizationId)),
    db.insert(purchaseOrders).values(plan.order).returning(),
    db.insert(supplierOrders).values(plan.parts),
    db.insert(purchaseOrderItems).values(plan.items),
    db.insert(approvalSteps).values(plan.steps),
    ...own.statements,
    ...plan.moves.flatMap((move) => moveStatements(db, move)),
    // After every other change: the chain head is the last lock a writer takes (audit-log.ts).
    ...plan.audits.map((entry) => auditInsert(db, entry)),
    ...(outbox ? [outbox.statement] : []),
  ];
  // The batch may carry the key's claim: a claim another call holds stops the route (its answer is given).
  const results = await claiming(() => runBatch(db, statements));
  return (results[orderAt] as (typeof purchaseOrders.$inferSelect)[])[0]!;
}
