import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { incidents, shipmentLines, shipments } from '../../../db/schema/fulfilment';
import { purchaseOrderItems, supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { fulfilmentStatus, lineCents, lineCounts, type SupplierOrderStatus } from './supplier-order-machine';

/**
 * A supplier order's fulfilment as rows (shipments with their lines, incidents), and the figures
 * kept from them on its items and on the order itself. Figures are recomputed from the rows in the
 * transaction that changed them, never incremented, so they cannot drift.
 */

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentLineRow = typeof shipmentLines.$inferSelect;
export type IncidentRow = typeof incidents.$inferSelect;
export type ShipmentWithLines = ShipmentRow & { lines: ShipmentLineRow[] };

/**
 * The statements behind a fulfilment read, for a batch: shipments (oldest first), their lines and the
 * incidents of the supplier orders `of` (ids, or a subquery giving them); `fulfilmentFrom` reads one
 * order's out of their results.
 */
export const fulfilmentQueries = (db: DbOrTx, of: string[] | SQLWrapper) =>
  [
    db.select().from(shipments).where(inArray(shipments.supplierOrderId, of)).orderBy(asc(shipments.sequence)),
    db
      .select({ line: shipmentLines })
      .from(shipmentLines)
      .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
      .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, shipmentLines.itemId))
      .where(inArray(shipments.supplierOrderId, of))
      .orderBy(asc(purchaseOrderItems.productName), asc(shipmentLines.id)),
    // A receipt opens its incidents in one transaction (one created_at): then by product, as lines read.
    db
      .select({ incident: incidents })
      .from(incidents)
      .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, incidents.itemId))
      .where(inArray(incidents.supplierOrderId, of))
      .orderBy(asc(incidents.createdAt), asc(purchaseOrderItems.productName), asc(incidents.id)),
  ] as const;

export type FulfilmentResults = BatchResponse<ReturnType<typeof fulfilmentQueries>>;

/** One supplier order's shipments (with their lines) and incidents, from fulfilmentQueries' results. */
export function fulfilmentFrom(
  [shipped, lines, raised]: FulfilmentResults,
  supplierOrderId: string,
): { shipments: ShipmentWithLines[]; incidents: IncidentRow[] } {
  return {
    shipments: shipped
      .filter((s) => s.supplierOrderId === supplierOrderId)
      .map((s) => ({ ...s, lines: lines.map((l) => l.line).filter((l) => l.shipmentId === s.id) })),
    incidents: raised.map((r) => r.incident).filter((i) => i.supplierOrderId === supplierOrderId),
  };
}

/** Shipments (oldest first, with their lines) and incidents of one supplier order. */
export async function fulfilmentOf(db: DbOrTx, supplierOrderId: string) {
  // Each statement on its own: over HTTP they run at once (one round trip); on a transaction, in turn.
  const results = (await Promise.all(fulfilmentQueries(db, [supplierOrderId]))) as FulfilmentResults;
  return fulfilmentFrom(results, supplierOrderId);
}

/**
 * Recomputes each line's shipped, received and short units from the shipment and incident rows,
 * then where the order's facts put it (the caller moves it there through the state machine).
 */
export async function recomputeFulfilment(tx: DbOrTx, supplierOrderId: string): Promise<SupplierOrderStatus> {
  await tx.execute(sql`
    update ${purchaseOrderItems} i set
      shipped_quantity = coalesce((
        select sum(l.quantity) from ${shipmentLines} l join ${shipments} s on s.id = l.shipment_id
        where l.item_id = i.id and s.replaces_incident_id is null), 0),
      received_quantity = coalesce((
        select sum(l.received_quantity) from ${shipmentLines} l where l.item_id = i.id), 0),
      short_quantity = greatest(0,
        coalesce((select sum(x.quantity) from ${incidents} x where x.item_id = i.id), 0)
        - coalesce((
          select sum(l.quantity) from ${shipmentLines} l join ${shipments} s on s.id = l.shipment_id
          where l.item_id = i.id and s.replaces_incident_id is not null), 0)),
      updated_at = now()
    where i.supplier_order_id = ${supplierOrderId}`);
  await refreshOrderTotal(tx, supplierOrderId);
  const [lines, { shipments: shipped, incidents: raised }] = await Promise.all([
    tx
      .select({
        acceptedQuantity: purchaseOrderItems.acceptedQuantity,
        shippedQuantity: purchaseOrderItems.shippedQuantity,
        cancelledQuantity: purchaseOrderItems.cancelledQuantity,
      })
      .from(purchaseOrderItems)
      .where(
        and(
          eq(purchaseOrderItems.supplierOrderId, supplierOrderId),
          eq(purchaseOrderItems.supplierStatus, 'ACCEPTED'),
          sql`${purchaseOrderItems.status} not in ('REJECTED', 'CANCELLED')`,
        ),
      ),
    fulfilmentOf(tx, supplierOrderId),
  ]);
  return fulfilmentStatus({
    lines: lines.map((l) => ({
      accepted: l.acceptedQuantity ?? 0,
      shipped: l.shippedQuantity,
      cancelled: l.cancelledQuantity,
    })),
    shipments: shipped.map((s) => ({
      replacement: s.replacesIncidentId !== null,
      delivered: s.deliveredAt !== null,
      received: s.receivedAt !== null,
    })),
    openIncidents: raised.filter((i) => i.status !== 'RESOLVED').length,
  });
}

/** The supplier order's value follows its lines (cancelled and unreplaced divergent units leave it). */
async function refreshOrderTotal(tx: DbOrTx, supplierOrderId: string) {
  const lines = await tx
    .select()
    .from(purchaseOrderItems)
    .where(
      and(eq(purchaseOrderItems.supplierOrderId, supplierOrderId), sql`${purchaseOrderItems.status} <> 'REJECTED'`),
    );
  const cents = lines.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0);
  await tx
    .update(supplierOrders)
    .set({ totalAmount: (cents / 100).toFixed(2) })
    .where(eq(supplierOrders.id, supplierOrderId));
}

/**
 * The scorecard's figures of one supplier order, from its lines and incidents (run on every move).
 * receivedAt is the moment the last shipped unit arrived with nothing left to ship: kept once set.
 */
export async function refreshOrderFigures(tx: DbOrTx, supplierOrderId: string) {
  await orderFiguresRefresh(tx, supplierOrderId);
}

/** refreshOrderFigures' statement, not yet sent: for a batch that moves the order in the same round trip. */
export function orderFiguresRefresh(tx: DbOrTx, supplierOrderId: string) {
  return tx.execute(sql`
    update ${supplierOrders} o set
      units_ordered = coalesce((select sum(i.quantity) from ${purchaseOrderItems} i
        where i.supplier_order_id = o.id and i.status <> 'REJECTED'), 0),
      units_received_ok = coalesce((select sum(i.received_quantity) from ${purchaseOrderItems} i
        where i.supplier_order_id = o.id), 0),
      lines_answered = (select count(*) from ${purchaseOrderItems} i
        where i.supplier_order_id = o.id and i.status <> 'REJECTED' and i.supplier_status <> 'PENDING'),
      lines_refused = (select count(*) from ${purchaseOrderItems} i
        where i.supplier_order_id = o.id and i.status <> 'REJECTED' and i.supplier_status = 'REFUSED'),
      incident_count = (select count(*) from ${incidents} x where x.supplier_order_id = o.id),
      credit_amount = coalesce((select sum(x.credit_amount) from ${incidents} x
        where x.supplier_order_id = o.id and x.resolution = 'CREDIT'), 0),
      received_at = coalesce(o.received_at, case when o.status in ('DELIVERED', 'COMPLETED')
        and not exists (select 1 from ${shipments} s where s.supplier_order_id = o.id
          and s.replaces_incident_id is null and s.received_at is null)
        and exists (select 1 from ${shipments} s where s.supplier_order_id = o.id)
        then now() end)
    where o.id = ${supplierOrderId}`);
}
