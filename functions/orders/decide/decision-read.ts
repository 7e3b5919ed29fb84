import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { approvalSteps } from '../../../db/schema/approvals';
import { users } from '../../../db/schema/identity';
import { members, organizations } from '../../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { rowsFingerprint, runBatch } from '../../platform/optimistic';
import type { Person } from './approval-deciders';
import { deciderPeople } from './approval-reads';
import type { StepRow } from './approval-state';
import type { ItemRow, OrderState, SupplierOrderRow } from './decision-plan';

/**
 * What an approval decision reads, in one batch: the order with its creator's e-mail and choices, its
 * lines, supplier orders and steps, and who may decide, with a fingerprint of those rows taken first
 * (the write's guard compares it: a change committed after the read sends the decision down the
 * locked path, optimistic.ts).
 */

/** The order's own row, lines, supplier orders and steps as text, hashed: any change to them changes it. */
export const orderFingerprint = (id: string) => {
  const po = sql.raw('po');
  const i = sql.raw('i');
  const o = sql.raw('o');
  const s = sql.raw('s');
  return sql`md5(concat_ws('#',
    ${rowsFingerprint(po, sql`${purchaseOrders} ${po} where ${po}.id = ${id}`)},
    ${rowsFingerprint(i, sql`${purchaseOrderItems} ${i} where ${i}.purchase_order_id = ${id}`)},
    ${rowsFingerprint(o, sql`${supplierOrders} ${o} where ${o}.purchase_order_id = ${id}`)},
    ${rowsFingerprint(s, sql`${approvalSteps} ${s} join ${supplierOrders} ${o} on ${o}.id = ${s}.supplier_order_id where ${o}.purchase_order_id = ${id}`)}))`;
};

type Head = Omit<OrderState, 'items' | 'parts' | 'steps' | 'people'>;

/** The organization's order as a decision reads it (404 when not the organization's), fingerprint first. */
export async function readOrderState(db: DbOrTx, organizationId: string, id: string): Promise<OrderState> {
  const partsOfOrder = db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(eq(supplierOrders.purchaseOrderId, id));
  const [[head], items, parts, steps, people] = (await runBatch(db, [
    db
      .select({
        order: purchaseOrders,
        clientEmail: users.email,
        clientOptOuts: members.emailOptOuts,
        metadata: organizations.metadata,
        fingerprint: sql<string>`${orderFingerprint(id)}`,
      })
      .from(purchaseOrders)
      .innerJoin(organizations, eq(organizations.id, purchaseOrders.organizationId))
      .leftJoin(users, eq(users.id, purchaseOrders.clientId))
      .leftJoin(
        members,
        and(eq(members.userId, purchaseOrders.clientId), eq(members.organizationId, purchaseOrders.organizationId)),
      )
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId))),
    db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderItems.id)),
    db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, id)).orderBy(asc(supplierOrders.number)),
    db
      .select()
      .from(approvalSteps)
      .where(inArray(approvalSteps.supplierOrderId, partsOfOrder))
      .orderBy(asc(approvalSteps.supplierOrderId), asc(approvalSteps.position)),
    deciderPeople(db, organizationId),
  ])) as [Head[], ItemRow[], SupplierOrderRow[], StepRow[], Person[]];
  if (!head) throw notFound('Purchase Order not found');
  return { ...head, items, parts, steps, people };
}

/**
 * The read of a decision; on the locked path (optimistic.ts) the order's row is locked first, so
 * nobody changes it between this read and the write.
 */
export async function readDecision(db: DbOrTx, who: { organizationId: string; id: string }, locked: boolean) {
  if (locked) {
    await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, who.id), eq(purchaseOrders.organizationId, who.organizationId)))
      .for('update');
  }
  return readOrderState(db, who.organizationId, who.id);
}
