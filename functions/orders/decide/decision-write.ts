import { and, eq, gt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { approvalSteps } from '../../../db/schema/approvals';
import { notifications } from '../../../db/schema/notifications';
import { purchaseOrderItems, purchaseOrders } from '../../../db/schema/purchase-orders';
import { auditInsert } from '../../platform/audit-log';
import type { DbOrTx } from '../../platform/db';
import { domainEventJobs } from '../../platform/domain-events';
import { outboxInsert } from '../../platform/jobs/outbox';
import { runBatch, stillAsRead } from '../../platform/optimistic';
import { moveStatements } from '../move/settlement';
import type { DecisionOutcome } from './decision-outcome';
import type { DecisionPlan, OrderRow, StepDecision } from './decision-plan';
import { orderFingerprint } from './decision-read';

/**
 * A decision's write, one batch: it locks the order, guards that the rows are still the ones read,
 * writes every line in one statement, the order's notes, the steps, the supplier orders that leave,
 * the order's status and total, the creator's bell, the audit entries (last but the outbox:
 * audit-log.ts) and the outbox rows (events and e-mails), and reads the caller's answer back.
 */

/** The current step decided (a rejection skips the steps after it); orders from before steps existed have none. */
function stepStatements(db: DbOrTx, input: StepDecision, decidedAt: Date): BatchItem<'pg'>[] {
  const step = input.state.current;
  if (!step) return [];
  const statements: BatchItem<'pg'>[] = [
    db
      .update(approvalSteps)
      .set({ status: input.decision, decidedBy: input.userId, decidedAt, note: input.note })
      .where(eq(approvalSteps.id, step.id)),
  ];
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
  return statements;
}

/** Every line decided, in one statement. */
function lineUpdate(db: DbOrTx, lines: DecisionPlan['lines']): BatchItem<'pg'>[] {
  if (lines.size === 0) return [];
  const values = sql.join(
    [...lines].map(
      ([id, change]) =>
        sql`(${id}::uuid, ${change.status}::purchase_order_item_status, ${'adminNotes' in change}::boolean, ${change.adminNotes ?? null}::text)`,
    ),
    sql`, `,
  );
  return [
    db.execute(sql`update ${purchaseOrderItems} i set status = v.status,
      admin_notes = case when v.set_notes then v.notes else i.admin_notes end, updated_at = now()
      from (values ${values}) v(id, status, set_notes, notes) where i.id = v.id`),
  ];
}

/** The lines, the order's notes and the steps decided, as statements (the locked path of PUT …/items runs them on its transaction). */
export function lineStatements(db: DbOrTx, plan: DecisionPlan): BatchItem<'pg'>[] {
  return [
    ...lineUpdate(db, plan.lines),
    ...(plan.notes !== undefined
      ? [db.update(purchaseOrders).set({ notes: plan.notes }).where(eq(purchaseOrders.id, plan.state.order.id))]
      : []),
    ...plan.steps.flatMap((step) => stepStatements(db, step, plan.now)),
  ];
}

/**
 * Writes the outcome in one batch (see the top of this file); `answer`'s statements go last and read
 * what it wrote. Returns the order's row as written and the answer's results.
 */
export async function writeDecision(db: DbOrTx, sealKey: string, outcome: DecisionOutcome, answer: BatchItem<'pg'>[]) {
  const { plan } = outcome;
  const { order } = plan.state;
  const statements: BatchItem<'pg'>[] = [
    db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.id, order.id)).for('update'),
    stillAsRead(db, sql`${orderFingerprint(order.id)} = ${plan.state.fingerprint}`),
    ...lineStatements(db, plan),
    ...outcome.moves.flatMap((move) => moveStatements(db, move)),
    db
      .update(purchaseOrders)
      .set({ status: outcome.status, totalAmount: outcome.totalAmount, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, order.id))
      .returning(),
  ];
  const orderAt = statements.length - 1;
  if (outcome.bell) statements.push(db.insert(notifications).values(outcome.bell));
  statements.push(...plan.audits.map((entry) => auditInsert(db, entry)));
  const outbox = await outboxInsert(db, sealKey, [...domainEventJobs(outcome.events), ...outcome.emails]);
  if (outbox) statements.push(outbox.statement);
  const results = await runBatch(db, [...statements, ...answer]);
  return { order: (results[orderAt] as OrderRow[])[0]!, answer: results.slice(statements.length) };
}
