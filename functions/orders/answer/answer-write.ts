import type { BatchItem } from 'drizzle-orm/batch';
import { eq, sql } from 'drizzle-orm';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import { auditInsert } from '../../platform/audit-log';
import type { DomainEventJob } from '../../platform/jobs/job';
import { outboxInsert } from '../../platform/jobs/outbox';
import type { DbOrTx } from '../../platform/db';
import { runBatch, stillAsRead } from '../../platform/optimistic';
import { orderFiguresRefresh } from '../move/fulfilment.facts';
import { supplierOrderFrom, supplierOrderQueries } from '../read/supplier-orders.service';
import { buyerNoticeStatements } from '../notices/supplier-order-notices';
import { parentFingerprint, type AnswerRead, type AnswerTarget } from './answer-read';
import type { AnswerPlan } from './answer-plan';

/** What the write needs besides the plan: the read it guards and answers from, the key's claim, the outbox's key. */
export type AnswerWriteContext = {
  target: AnswerTarget;
  read: Pick<AnswerRead, 'current' | 'fingerprint' | 'people'>;
  /** The Idempotency-Key's claim, when it was not already taken under locks. */
  claim: BatchItem<'pg'>[];
  sealKey: string;
  appUrl: string;
};

/** The order is locked, then its purchase order (as readForAnswer locks them), and both still as read. */
const guards = (db: DbOrTx, plan: AnswerPlan, fingerprint: string) => [
  stillAsRead(
    db,
    sql`(select ${supplierOrders.status} from ${supplierOrders} where ${supplierOrders.id} = ${plan.before.id} for update) = ${plan.before.status}`,
  ),
  db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, plan.before.purchaseOrderId))
    .for('update'),
  stillAsRead(db, sql`${parentFingerprint(plan.before.id)} = ${fingerprint}`),
];

/** The answer itself: the lines, the order and its timeline, its figures, the purchase order, the buyer's audit log. */
const changes = (db: DbOrTx, plan: AnswerPlan) => [
  ...plan.lines.map((line) =>
    db.update(purchaseOrderItems).set(line.set).where(eq(purchaseOrderItems.id, line.itemId)),
  ),
  db
    .update(supplierOrders)
    .set({
      status: plan.part.status,
      acknowledgedAt: new Date(),
      promisedDate: plan.part.promisedDate,
      totalAmount: plan.part.totalAmount,
      updatedAt: sql`now()`,
    })
    .where(eq(supplierOrders.id, plan.before.id)),
  db.insert(supplierOrderEvents).values(plan.timeline),
  orderFiguresRefresh(db, plan.before.id),
  db
    .update(purchaseOrders)
    .set({ status: plan.parent.status, totalAmount: plan.parent.totalAmount, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, plan.before.purchaseOrderId)),
  auditInsert(db, plan.audit),
];

/** What others hear of it, committed with it: the domain event, then the buyer's bell and e-mails. */
async function effects(db: DbOrTx, plan: AnswerPlan, context: AnswerWriteContext) {
  const event: DomainEventJob = {
    kind: 'domain-event',
    id: crypto.randomUUID(),
    occurredAt: new Date().toISOString(),
    event: plan.event,
  };
  return [
    (await outboxInsert(db, context.sealKey, [event]))!.statement,
    ...(await buyerNoticeStatements(db, context.sealKey, context.read.people, {
      appUrl: context.appUrl,
      purchaseOrderId: plan.before.purchaseOrderId,
      ...plan.notice,
    })),
  ];
}

/**
 * One write batch: the key's claim, the guards, the answer, its effects, and the order read back as
 * the batch left it (no re-read). A guard that finds the order moved aborts it (the work runs again
 * under locks). Answers the order as the supplier's answers show it.
 */
export async function writeAnswer(db: DbOrTx, plan: AnswerPlan, context: AnswerWriteContext) {
  const [order, ownLines, timeline] = supplierOrderQueries(db, context.target.supplierId, context.target.id);
  const results = await runBatch(db, [
    ...context.claim,
    ...guards(db, plan, context.read.fingerprint),
    ...changes(db, plan),
    ...(await effects(db, plan, context)),
    order,
    ownLines,
    timeline,
  ]);
  return supplierOrderFrom(
    results.slice(-3) as Parameters<typeof supplierOrderFrom>[0],
    context.read.current.fulfilment,
  );
}
