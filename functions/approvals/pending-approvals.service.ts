import { and, asc, eq, inArray } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { singleDecider, type Person } from '../orders/decide/approval-deciders';
import { DEFAULT_REASON } from '../orders/decide/approval-rule-match';
import { approvalStateOf, stepRefusal } from '../orders/decide/approval-state';
import { deciderPeople, stepsOf } from '../orders/decide/approval-reads';

/** How many supplier orders the view lists at most (oldest first: they have waited longest). */
const LIMIT = 200;

/**
 * The supplier orders whose current step the viewer may decide (role, segregation of duties, one
 * step per person), oldest first, each with why it waits. Orders placed before steps existed wait,
 * as they always did, for any admin or owner.
 */
export async function pendingApprovalsFor(db: Db, input: { organizationId: string; viewer: Person }) {
  if (input.viewer.role === 'member') return [];
  const parts = await db
    .select({
      id: supplierOrders.id,
      number: supplierOrders.number,
      totalAmount: supplierOrders.totalAmount,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      orderId: purchaseOrders.id,
      orderNumber: purchaseOrders.number,
      description: purchaseOrders.description,
      createdAt: purchaseOrders.createdAt,
      placedById: purchaseOrders.clientId,
      placedByName: users.name,
    })
    .from(supplierOrders)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierOrders.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(and(eq(supplierOrders.organizationId, input.organizationId), eq(supplierOrders.status, 'AWAITING_APPROVAL')))
    .orderBy(asc(purchaseOrders.createdAt), asc(supplierOrders.number))
    .limit(LIMIT);
  const ids = parts.map((p) => p.id);
  const [steps, people, lines] = await Promise.all([
    stepsOf(db, ids),
    deciderPeople(db, input.organizationId),
    // Each part's lines, so the approver decides from the list without opening every order.
    ids.length
      ? db
          .select({
            supplierOrderId: purchaseOrderItems.supplierOrderId,
            productName: purchaseOrderItems.productName,
            unit: purchaseOrderItems.productUnit,
            quantity: purchaseOrderItems.quantity,
            totalPrice: purchaseOrderItems.totalPrice,
          })
          .from(purchaseOrderItems)
          .where(inArray(purchaseOrderItems.supplierOrderId, ids))
          .orderBy(asc(purchaseOrderItems.productName))
      : Promise.resolve([]),
  ]);
  return parts.flatMap((part) => {
    const state = approvalStateOf(steps.filter((s) => s.step.supplierOrderId === part.id).map((s) => s.step));
    if (state.steps.length > 0 && !state.current) return [];
    if (stepRefusal(state, input.viewer, people, part.placedById) !== null) return [];
    const approver = state.current?.approver ?? 'admin';
    return [
      {
        ...part,
        step: state.current
          ? {
              position: state.current.position,
              of: state.steps.filter((s) => s.approver !== 'system').length,
              approver,
            }
          : { position: 1, of: 1, approver },
        why: state.current?.reason ?? DEFAULT_REASON,
        previous: steps
          .filter((s) => s.step.supplierOrderId === part.id && s.step.status === 'approved' && s.step.decidedBy)
          .map((s) => ({ name: s.decidedByName ?? '', decidedAt: s.step.decidedAt!, note: s.step.note })),
        lines: lines
          .filter((l) => l.supplierOrderId === part.id)
          .map((l) => ({
            productName: l.productName,
            unit: l.unit,
            quantity: l.quantity,
            total: Number(l.totalPrice),
          })),
        ownOrder: part.placedById === input.viewer.userId,
        soleDecider: singleDecider(approver, people),
      },
    ];
  });
}
