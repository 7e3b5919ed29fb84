import { eq, sql } from 'drizzle-orm';
import { purchaseOrderItems, type supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { recomputeFulfilment } from './fulfilment.facts';
import { deriveOrder, moveSupplierOrder } from './settlement';
import type { SupplierOrderStatus } from './supplier-order-machine';

/**
 * The moves fulfilment asks of the order (#53: fulfilment keeps shipments, NF-e, receipt and incidents;
 * only orders writes the order's tables). Each runs in the caller's transaction, under the supplier
 * order's lock fulfilment took, statement after statement as before: the facts, the move, the order.
 */

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type FactsMove = Omit<Parameters<typeof moveSupplierOrder>[2], 'to'>;

/**
 * A shipment, delivery, receipt or incident changed the supplier order's facts: its lines' figures are
 * recomputed, it moves where they put it (the state machine says whether it may), and the purchase
 * order's status and total follow. `changes` are the columns the move sets, by where it lands.
 */
export async function followFulfilment(
  tx: DbOrTx,
  order: SupplierOrderRow,
  move: FactsMove,
  changes: (to: SupplierOrderStatus) => Partial<typeof supplierOrders.$inferInsert> = () => ({}),
) {
  const to = await recomputeFulfilment(tx, order.id);
  const moved = await moveSupplierOrder(tx, order, { ...move, to }, changes(to));
  await deriveOrder(tx, order.purchaseOrderId);
  return moved;
}

/** A line of the backorder the supplier closes: what was cancelled of it before, and the units left. */
export interface UnshippedLine {
  itemId: string;
  product: string;
  cancelledBefore: number;
  quantity: number;
}

/**
 * Backorder closed: every unit not shipped yet is cancelled (one statement per line, as before), then
 * the order follows what was shipped; with nothing shipped it lands in CANCELLED, with the reason.
 */
export async function closeBackorder(
  tx: DbOrTx,
  order: SupplierOrderRow,
  input: { lines: UnshippedLine[]; reason: string; actorName: string | null },
) {
  for (const line of input.lines) {
    await tx
      .update(purchaseOrderItems)
      .set({ cancelledQuantity: line.cancelledBefore + line.quantity, updatedAt: sql`now()` })
      .where(eq(purchaseOrderItems.id, line.itemId));
  }
  return followFulfilment(
    tx,
    order,
    {
      action: 'cancel_remaining',
      actor: 'supplier',
      actorName: input.actorName,
      data: {
        reason: input.reason,
        cancelled: input.lines.map(({ itemId, product, quantity }) => ({ itemId, product, quantity })),
      },
    },
    (to) => (to === 'CANCELLED' ? { cancelledAt: new Date(), cancelReason: input.reason } : {}),
  );
}
