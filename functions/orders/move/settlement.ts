import { eq, sql } from 'drizzle-orm';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import type { DomainEvent } from '../../platform/domain-event';
import type { DbOrTx } from '../../platform/db';
import { orderFiguresRefresh } from './fulfilment.facts';
import { notFound } from '../../platform/errors';
import { landingOf } from '../../platform/allowed-move';
import {
  derivePurchaseOrderStatus,
  lineCents,
  lineCounts,
  nextStatus,
  type Action,
  type Actor,
  type SupplierOrderStatus,
} from './supplier-order-machine';

/**
 * What follows a change to a purchase order's lines: supplier orders whose approval is complete
 * leave (or are withdrawn when nothing of them was approved), and the order's status and total are
 * derived again from its lines and supplier orders.
 */

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;
const money = (cents: number) => (cents / 100).toFixed(2);

/** Moves one supplier order by the state machine, records it on its timeline and tells the buyer's webhooks. */
export async function moveSupplierOrder(
  tx: DbOrTx,
  order: Pick<SupplierOrderRow, 'id' | 'status' | 'number' | 'organizationId' | 'purchaseOrderId'>,
  move: {
    action: Action;
    actor: Actor;
    actorName: string | null;
    data?: Record<string, unknown>;
    /** Where the order's facts put it, for moves that may land in more than one state. */
    to?: SupplierOrderStatus;
    /** What the event's subscribers need beyond the order: the shipment or incidents it concerns. */
    about?: { shipmentId?: string; incidentIds?: string[] };
  },
  changes: Partial<typeof supplierOrders.$inferInsert> = {},
): Promise<{ to: SupplierOrderStatus; event: DomainEvent }> {
  const to = landingOf(nextStatus(order.status, move.action, move.actor, move.to));
  for (const statement of moveStatements(tx, {
    part: order,
    action: move.action,
    to,
    actorName: move.actorName,
    changes,
    data: move.data,
  }))
    await statement;
  const [parent] = await tx
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, order.purchaseOrderId));
  return {
    to: to,
    event: {
      type: 'purchase_order.updated',
      organizationId: order.organizationId,
      data: {
        orderId: order.purchaseOrderId,
        number: parent?.number ?? null,
        supplierOrderId: order.id,
        supplierOrderNumber: order.number,
        action: move.action,
        status: to,
        ...move.about,
      },
    },
  };
}

/** The order's status and total from its lines and supplier orders (what lists and the dashboard read). */
export async function deriveOrder(tx: DbOrTx, orderId: string) {
  const [items, parts] = await Promise.all([
    tx.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, orderId)),
    tx
      .select({ status: supplierOrders.status })
      .from(supplierOrders)
      .where(eq(supplierOrders.purchaseOrderId, orderId)),
  ]);
  const status = derivePurchaseOrderStatus(items, parts);
  const totalCents = items.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0);
  const [order] = await tx
    .update(purchaseOrders)
    .set({ status, totalAmount: totalCents > 0 ? money(totalCents) : null, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, orderId))
    .returning();
  return order!;
}

/** A supplier order's value: its lines that still count, at the accepted quantity once answered. */
export const supplierOrderCents = (lines: ItemRow[]) =>
  lines.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0);

/**
 * Sends every supplier order of the purchase order whose lines are all decided (withdraws those with
 * none approved), then derives the order: settleInMemory on the rows read here, its moves run one by
 * one in the caller's transaction (the decisions' write batch runs the same statements at once).
 * Returns the domain events, the supplier orders that left and the order.
 */
export async function settleOrder(tx: DbOrTx, input: { id: string; actorName: string | null }) {
  const [[head], parts, items] = await Promise.all([
    tx
      .select({ id: purchaseOrders.id, number: purchaseOrders.number, organizationId: purchaseOrders.organizationId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, input.id)),
    tx.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, input.id)),
    tx.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, input.id)),
  ]);
  if (!head) throw notFound('Purchase Order not found');
  const settled = settleInMemory({ order: head, parts, items, actorName: input.actorName, now: new Date() });
  for (const move of settled.moves) for (const statement of moveStatements(tx, move)) await statement;
  const [order] = await tx
    .update(purchaseOrders)
    .set({ status: settled.status, totalAmount: settled.totalAmount, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, input.id))
    .returning();
  const sent = settled.moves
    .filter((m) => m.action === 'send')
    .map((m) => ({ ...parts.find((p) => p.id === m.part.id)!, status: m.to }));
  return { events: settled.events, sent, order: order! };
}

/** A supplier order's move: decided in the worker (settleInMemory) or by the state machine (moveSupplierOrder). */
export interface PlannedMove {
  part: Pick<SupplierOrderRow, 'id' | 'status'>;
  action: Action;
  to: SupplierOrderStatus;
  actorName: string | null;
  changes: Partial<typeof supplierOrders.$inferInsert>;
  /** What the timeline row keeps about the move (a reason, the shipment). */
  data?: Record<string, unknown>;
}

/**
 * settleOrder on rows the worker holds (read in one batch, decided on, to be written in another):
 * moves the supplier orders whose lines are all decided (their `status` is updated in place) and
 * derives the order's status and total. Returns the moves, their events and the order's figures.
 */
export function settleInMemory(input: {
  order: { id: string; number: number | null; organizationId: string };
  parts: Pick<SupplierOrderRow, 'id' | 'status' | 'number'>[];
  items: ItemRow[];
  actorName: string | null;
  now: Date;
}) {
  const moves: PlannedMove[] = [];
  const events: DomainEvent[] = [];
  const waiting = input.parts
    .filter((p) => p.status === 'AWAITING_APPROVAL')
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  for (const part of waiting) {
    const lines = input.items.filter((i) => i.supplierOrderId === part.id);
    if (lines.length === 0 || lines.some((l) => l.status === 'PENDING')) continue;
    const approved = lines.filter((l) => l.status === 'APPROVED');
    const send = approved.length > 0;
    const action = send ? 'send' : 'withdraw';
    const to = landingOf(nextStatus(part.status, action, 'buyer'));
    moves.push({
      part: { ...part },
      action,
      to,
      actorName: input.actorName,
      changes: send
        ? { sentAt: input.now, totalAmount: money(supplierOrderCents(approved)) }
        : { cancelledAt: input.now },
    });
    events.push({
      type: 'purchase_order.updated',
      organizationId: input.order.organizationId,
      data: {
        orderId: input.order.id,
        number: input.order.number,
        supplierOrderId: part.id,
        supplierOrderNumber: part.number,
        action,
        status: to,
      },
    });
    part.status = to;
  }
  const status = derivePurchaseOrderStatus(input.items, input.parts);
  const totalCents = input.items.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0);
  return { moves, events, status, totalAmount: totalCents > 0 ? money(totalCents) : null };
}

/** A move's statements, for a write batch or one by one: the order, its timeline, its scorecard figures. */
export const moveStatements = (db: DbOrTx, move: PlannedMove) => [
  db
    .update(supplierOrders)
    .set({ ...move.changes, status: move.to, updatedAt: sql`now()` })
    .where(eq(supplierOrders.id, move.part.id)),
  db.insert(supplierOrderEvents).values({
    supplierOrderId: move.part.id,
    action: move.action,
    fromStatus: move.part.status,
    toStatus: move.to,
    actorName: move.actorName,
    data: move.data ?? {},
  }),
  orderFiguresRefresh(db, move.part.id),
];
