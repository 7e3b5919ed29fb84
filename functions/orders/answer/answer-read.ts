import { and, eq, sql } from 'drizzle-orm';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import { batch, type DbOrTx } from '../../platform/db';
import { fulfilmentOf } from '../move/fulfilment.facts';
import { rowsFingerprint } from '../../platform/optimistic';
import { supplierOrderFrom, supplierOrderQueries, visible } from '../read/supplier-orders.service';
import { buyerNoticePeople, noticeNamesQuery } from '../notices/supplier-order-notices';

/** Which of a supplier's orders is answered, as the route names it. */
export type AnswerTarget = { supplierId: string; id: string };

/** Everything an answer is decided and written on (what readForAnswer returns). */
export type AnswerRead = Awaited<ReturnType<typeof readForAnswer>>;

/** The purchase order a supplier order belongs to, as a subquery (its id is not known before the read). */
const parentOf = (id: string) =>
  sql`(select ${supplierOrders.purchaseOrderId} from ${supplierOrders} where ${supplierOrders.id} = ${id})`;

/**
 * What the purchase order's derived figures are computed from (its items and its supplier orders'
 * statuses), fingerprinted: the write batch guards that they are still what the worker decided on.
 */
export const parentFingerprint = (id: string) =>
  sql`${rowsFingerprint(
    sql`i`,
    sql`(select ${purchaseOrderItems.id}, ${purchaseOrderItems.status}, ${purchaseOrderItems.supplierStatus},
      ${purchaseOrderItems.unitPrice}, ${purchaseOrderItems.quantity}, ${purchaseOrderItems.acceptedQuantity},
      ${purchaseOrderItems.cancelledQuantity}, ${purchaseOrderItems.shortQuantity}
      from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${parentOf(id)}) i`,
  )} || ${rowsFingerprint(
    sql`s`,
    sql`(select ${supplierOrders.id}, ${supplierOrders.status} from ${supplierOrders}
      where ${supplierOrders.purchaseOrderId} = ${parentOf(id)}) s`,
  )}`;

/** Locks the order, then its purchase order: the order supplier-side moves take them in. */
async function lockForAnswer(db: DbOrTx, target: AnswerTarget) {
  await db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.id, target.id), visible(target.supplierId)))
    .for('update');
  await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, parentOf(target.id)))
    .for('update');
}

/**
 * Everything the answer is decided on, in one batch: the order, its lines and timeline, the purchase
 * order's items and supplier orders, who hears of it, and the fingerprint the write guards. Locked
 * (inside a transaction, after a guard found the state moved): the order and its purchase order first.
 * An order that is not the supplier's (or not found) is a 404 here.
 */
export async function readForAnswer(db: DbOrTx, target: AnswerTarget, locked: boolean) {
  if (locked) await lockForAnswer(db, target);
  const [order, lines, timeline] = supplierOrderQueries(db, target.supplierId, target.id);
  const [[found, ownLines, events, items, parts, people, [print], [names]], fulfilment] = await Promise.all([
    batch(db, [
      order,
      lines,
      timeline,
      db
        .select()
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.purchaseOrderId, parentOf(target.id))),
      db
        .select({ id: supplierOrders.id, status: supplierOrders.status })
        .from(supplierOrders)
        .where(eq(supplierOrders.purchaseOrderId, parentOf(target.id))),
      buyerNoticePeople(db, parentOf(target.id)),
      db.select({ value: sql<string>`${parentFingerprint(target.id)}` }).from(sql`(select 1) as one`),
      noticeNamesQuery(db, target.id),
    ]),
    fulfilmentOf(db, target.id),
  ]);
  return {
    names,
    current: supplierOrderFrom([found, ownLines, events], fulfilment),
    items,
    parts,
    people,
    fingerprint: print!.value,
  };
}
