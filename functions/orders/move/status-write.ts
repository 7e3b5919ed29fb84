import { and, eq, sql } from 'drizzle-orm';
import { approvalSteps } from '../../../db/schema/approvals';
import { purchaseOrderItems, purchaseOrders, type supplierOrders } from '../../../db/schema/purchase-orders';
import { recordAudit, type AuditEntry } from '../../platform/audit-log';
import type { DbOrTx } from '../../platform/db';
import { moveSupplierOrder } from './settlement';

/** The statements of the buyer's moves of an order, as status-plan.ts decided them. */

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/**
 * The buyer's cancellation of one supplier's part: the part (the state machine says whether it still
 * can), its lines that were not refused, and its approval steps still waiting. Cancelling the whole
 * order is this, part after part.
 */
export async function cancelPartAndLines(
  tx: DbOrTx,
  part: SupplierOrderRow,
  input: { actorName: string | null; reason?: string | null },
) {
  const moved = await moveSupplierOrder(
    tx,
    part,
    { action: 'cancel', actor: 'buyer', actorName: input.actorName, data: { reason: input.reason ?? null } },
    { cancelledAt: new Date(), cancelReason: input.reason ?? null },
  );
  await tx
    .update(purchaseOrderItems)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(purchaseOrderItems.supplierOrderId, part.id), sql`${purchaseOrderItems.status} <> 'REJECTED'`));
  // A cancelled supplier order's pending approval steps no longer wait for anyone.
  await tx
    .update(approvalSteps)
    .set({ status: 'skipped' })
    .where(and(eq(approvalSteps.supplierOrderId, part.id), eq(approvalSteps.status, 'pending')));
  return moved;
}

/** An order from before supplier orders is cancelled line by line (those not refused). */
export async function cancelOrderLines(tx: DbOrTx, orderId: string) {
  await tx
    .update(purchaseOrderItems)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(purchaseOrderItems.purchaseOrderId, orderId), sql`${purchaseOrderItems.status} <> 'REJECTED'`));
}

/** The buyer's notes on the order, when the request carries them (null clears them). */
export async function writeNotes(tx: DbOrTx, orderId: string, notes: string | null | undefined) {
  if (notes === undefined) return;
  await tx.update(purchaseOrders).set({ notes }).where(eq(purchaseOrders.id, orderId));
}

/**
 * The transaction's audit entries, after its other changes: the chain head is the last lock a writer
 * takes (audit-log.ts), so two writers never wait for each other across it.
 */
export async function appendAudits(tx: DbOrTx, entries: AuditEntry[]) {
  for (const entry of entries) await recordAudit(tx, entry);
}
