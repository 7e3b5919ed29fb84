import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { approvalSteps } from '../../../db/schema/approvals';
import { suppliers } from '../../../db/schema/catalogue';
import { budgets, costCentres } from '../../../db/schema/cost-centres';
import { users } from '../../../db/schema/identity';
import { supplierMembers } from '../../../db/schema/supplier-people';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { singleDecider, type Person } from '../decide/approval-deciders';
import { fulfilmentFrom, fulfilmentQueries } from '../move/fulfilment.facts';
import { approvalStateOf, stepRefusal } from '../decide/approval-state';
import { deciderPeople } from '../decide/approval-reads';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/**
 * The buyer's order detail as statements that depend on nothing but the order's id, so they go in one
 * batch: alone (GET, one round trip) or at the end of a write's batch, where they read what it wrote.
 * Fulfilment is read by fulfilment.facts.ts' statements, for the order's supplier orders.
 */
export function orderDetailQueries(db: DbOrTx, organizationId: string, id: string) {
  const partsOfOrder = db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(eq(supplierOrders.purchaseOrderId, id));
  return [
    db
      .select({
        order: purchaseOrders,
        clientName: users.name,
        clientEmail: users.email,
        costCentreName: costCentres.name,
        // Budgets apply to the organization's orders: one placed outside every centre escapes them.
        organizationHasBudgets: sql<boolean>`exists (select 1 from ${budgets} where ${budgets.organizationId} = ${purchaseOrders.organizationId})`,
      })
      .from(purchaseOrders)
      .leftJoin(users, eq(users.id, purchaseOrders.clientId))
      .leftJoin(costCentres, eq(costCentres.id, purchaseOrders.costCentreId))
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId)))
      .limit(1),
    db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName)),
    db
      .select({
        part: supplierOrders,
        supplierName: supplierNameFor(organizationId),
        // A supplier nobody signed up for answers by the e-mailed link; the buyer may resend or revoke it.
        answersByLink: sql<boolean>`not exists (select 1 from ${supplierMembers} where ${supplierMembers.supplierId} = ${supplierOrders.supplierId})`,
      })
      .from(supplierOrders)
      .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
      .where(eq(supplierOrders.purchaseOrderId, id))
      .orderBy(asc(supplierOrders.number)),
    db
      .select()
      .from(supplierOrderEvents)
      .where(inArray(supplierOrderEvents.supplierOrderId, partsOfOrder))
      .orderBy(asc(supplierOrderEvents.createdAt)),
    ...fulfilmentQueries(db, partsOfOrder),
    db
      .select({ step: approvalSteps, decidedByName: users.name })
      .from(approvalSteps)
      .leftJoin(users, eq(users.id, approvalSteps.decidedBy))
      .where(inArray(approvalSteps.supplierOrderId, partsOfOrder))
      .orderBy(asc(approvalSteps.supplierOrderId), asc(approvalSteps.position)),
    deciderPeople(db, organizationId),
  ] as const;
}

export type DetailResults = BatchResponse<ReturnType<typeof orderDetailQueries>>;

/** The detail from its statements' results; each part's steps say whether the viewer may decide the current one. */
export function orderDetailFrom(results: DetailResults, viewer?: Person) {
  const [[row], items, parts, timeline, shipped, lines, raised, steps, deciders] = results;
  if (!row) throw notFound('Purchase Order not found');
  const people = viewer ? deciders : [];
  return {
    ...row,
    items,
    supplierOrders: parts.map((p) => {
      const ofPart = steps.filter((s) => s.step.supplierOrderId === p.part.id);
      const state = approvalStateOf(ofPart.map((s) => s.step));
      const canDecide =
        viewer !== undefined &&
        p.part.status === 'AWAITING_APPROVAL' &&
        ['owner', 'admin'].includes(viewer.role) &&
        (state.steps.length === 0 || state.current !== null) &&
        stepRefusal(state, viewer, people, row.order.clientId) === null;
      return {
        ...p,
        timeline: timeline.filter((e) => e.supplierOrderId === p.part.id),
        lines: items.filter((i) => i.supplierOrderId === p.part.id),
        fulfilment: fulfilmentFrom([shipped, lines, raised], p.part.id),
        approval: {
          steps: ofPart,
          canDecide,
          // Said in the UI: the one person who may decide a step decides it even on their own order.
          soleDecider: state.current !== null && singleDecider(state.current.approver, people),
        },
      };
    }),
  };
}
