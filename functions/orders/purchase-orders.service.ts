import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { purchaseOrderItems, purchaseOrders, type supplierOrders } from '../../db/schema/purchase-orders';
import { batch, type Db, type DbOrTx } from '../platform/db';
import { orderCountsByStatusStatement } from './read/order-counts';
import { cancelOneSupplierOrder, cancelWholeOrder, deriveOrder, settleOrder } from './move/settlement';
import { ApiError, notFound } from '../platform/errors';
import type { DomainEvent } from '../platform/domain-event';
import type { BulkItemsInput } from './purchase-orders.schemas';
import { recordAudit, type AuditActor, type AuditEntry } from '../platform/audit-log';
import type { Person } from './decide/approval-deciders';
import { decideLines, openDecision } from './decide/order-decisions';
import { runBatch } from '../platform/optimistic';
import { orderDetailFrom, orderDetailQueries, type DetailResults } from './read/order-detail';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type OrderStatus = OrderRow['status'];
type ItemStatus = ItemRow['status'];

const orderNotFound = () => notFound('Purchase Order not found');

/** The list page query (what the index test EXPLAINs). */
export function orderListQuery(db: Db, where: ReturnType<typeof and>, page: number, limit: number) {
  return db
    .select({
      order: purchaseOrders,
      itemCount: sql<number>`(select count(*)::int from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      supplierNames: sql<
        string[]
      >`(select coalesce(array_agg(distinct ${purchaseOrderItems.supplierName} order by ${purchaseOrderItems.supplierName}), '{}') from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      clientName: users.name,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The order with its parts; each part's approval steps say whether the viewer may decide the current one. */
export async function getOrder(db: DbOrTx, organizationId: string, id: string, viewer?: Person) {
  return orderDetailFrom((await batch(db, orderDetailQueries(db, organizationId, id))) as DetailResults, viewer);
}

/** The organization's order, locked for the change that follows; another tenant's is not found. */
async function lockOrderStatus(tx: DbOrTx, input: { organizationId: string; id: string }) {
  const [row] = await tx
    .select({ status: purchaseOrders.status, clientId: purchaseOrders.clientId, number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}
const LABEL: Record<OrderStatus, string> = {
  PENDING: 'pendente',
  APPROVED: 'aprovado',
  IN_PROGRESS: 'em andamento',
  COMPLETED: 'concluído',
  CANCELLED: 'cancelado',
};

/** Who asks for a change, as the approval steps and the audit log need them. */
interface Requester {
  viewer: Person;
  actor: AuditActor;
}

/** Who asks, on which order: what a status change's audit entry names. */
interface DecisionContext {
  organizationId: string;
  orderNumber: number | null;
  actor: AuditActor;
}

/**
 * What the buyer may ask of the order's status here: CANCELLED cancels it (approving a pending order
 * is a decision on its parts: order-decisions.ts' approveOrderInTwoTrips); the rest follows from the
 * lines and the supplier orders, so asking for it is a 409.
 */
async function applyRequestedStatus(
  tx: DbOrTx,
  input: {
    organizationId: string;
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    actorName: string | null;
    reason?: string | null;
    context: DecisionContext;
  },
) {
  if (input.to === input.from)
    return { events: [] as DomainEvent[], cancelled: [] as SupplierOrderRow[], audits: [] as AuditEntry[] };
  if (input.to === 'CANCELLED') {
    const { events, cancelled } = await cancelWholeOrder(tx, {
      id: input.id,
      actorName: input.actorName,
      reason: input.reason,
    });
    const audit: AuditEntry = {
      organizationId: input.organizationId,
      actor: input.context.actor,
      action: 'order.cancelled',
      target: { type: 'purchase_order', id: input.id, label: `Pedido ${input.context.orderNumber ?? ''}`.trim() },
      changes: {
        status: { before: LABEL[input.from], after: LABEL.CANCELLED },
        ...(input.reason ? { reason: { after: input.reason } } : {}),
      },
    };
    return { events, cancelled, audits: [audit] };
  }
  throw new ApiError({
    code: 'CONFLICT',
    message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${LABEL[input.from]} para ${LABEL[input.to]} por aqui`,
  });
}

/**
 * The transaction's audit entries, after its other changes: the chain head is the last lock a writer
 * takes (audit-log.ts), so two writers never wait for each other across it.
 */
async function appendAudits(tx: DbOrTx, entries: AuditEntry[]) {
  for (const entry of entries) await recordAudit(tx, entry);
}

/** Approves or cancels the order (the only statuses a buyer asks for); supplier orders follow. */
export async function updateOrderStatus(
  db: Db,
  input: {
    organizationId: string;
    id: string;
    status: OrderStatus;
    notes?: string | null;
    actorName: string | null;
  } & Requester,
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const context = { organizationId: input.organizationId, orderNumber: current.number, actor: input.actor };
    if (input.notes !== undefined) {
      await tx.update(purchaseOrders).set({ notes: input.notes }).where(eq(purchaseOrders.id, input.id));
    }
    const requested = await applyRequestedStatus(tx, {
      ...input,
      from: current.status,
      to: input.status,
      reason: input.notes,
      context,
    });
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    await appendAudits(tx, requested.audits);
    return withStatusEvent(input, current.status, {
      order: settled.order,
      events: [...requested.events, ...settled.events],
      sent: settled.sent,
      cancelled: requested.cancelled,
    });
  });
}

/** Cancels one supplier's part of the order (owner/admin); the order's status follows. */
export async function cancelSupplierPart(
  db: Db,
  input: {
    organizationId: string;
    id: string;
    supplierOrderId: string;
    reason?: string | null;
    actorName: string | null;
    actor: AuditActor;
  },
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const result = await cancelOneSupplierOrder(tx, input);
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'order.cancelled',
      target: { type: 'supplier_order', id: result.part.id, label: `Pedido ${result.part.number}` },
      changes: {
        status: { before: result.part.status, after: 'CANCELLED' },
        ...(input.reason ? { reason: { after: input.reason } } : {}),
      },
    });
    return withStatusEvent(input, current.status, result);
  });
}

function withStatusEvent<T extends { order: OrderRow; events: DomainEvent[] }>(
  input: { organizationId: string; id: string },
  from: OrderStatus,
  result: T,
): T {
  if (result.order.status === from) return result;
  return {
    ...result,
    events: [
      ...result.events,
      {
        type: 'purchase_order.status_changed',
        organizationId: input.organizationId,
        data: { orderId: input.id, from, to: result.order.status },
      },
    ],
  };
}

/**
 * Decides several items and then the order's status (approve or cancel the rest) at once, under the
 * order's lock: the lines as decideLines decides them, then the status asked for. Items of other
 * orders refuse the whole request. Without a status the request takes order-decisions.ts' two round trips.
 */
export async function updateItems(
  db: Db,
  input: { organizationId: string; id: string; body: BulkItemsInput; actorName: string | null } & Requester,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, input);
    const context = { organizationId: input.organizationId, orderNumber: order.number, actor: input.actor };
    const decision = await openDecision(tx, input);
    decideLines(decision, input.body.items);
    await runBatch(tx, decision.lineStatements());
    const events = [...decision.events];
    const audits = [...decision.audits];
    let cancelled: SupplierOrderRow[] = [];
    if (input.body.orderStatus) {
      // Asked after the lines: "approve these, reject those, and approve the rest".
      const { status: now } = (await deriveOrder(tx, input.id)) as OrderRow;
      const requested = await applyRequestedStatus(tx, {
        ...input,
        from: now,
        to: input.body.orderStatus,
        context,
      });
      events.push(...requested.events);
      audits.push(...requested.audits);
      cancelled = requested.cancelled;
    }
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    await appendAudits(tx, audits);
    return withStatusEvent(input, order.status, {
      order: settled.order,
      events: [...events, ...settled.events],
      sent: settled.sent,
      cancelled,
    });
  });
}

export async function orderStats(db: Db, organizationId: string) {
  const rows = await orderCountsByStatusStatement(db, organizationId);
  const byStatus = Object.fromEntries(
    purchaseOrders.status.enumValues.map((s) => [s, rows.find((r) => r.status === s)?.value ?? 0]),
  ) as Record<OrderStatus, number>;
  return { ...byStatus, total: rows.reduce((n, r) => n + r.value, 0) };
}

/** Only the order's creator deletes it. */
export async function deleteOrder(db: Db, input: { organizationId: string; id: string; userId: string }) {
  const [order] = await db
    .select({ clientId: purchaseOrders.clientId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .limit(1);
  if (!order) throw orderNotFound();
  if (order.clientId !== input.userId)
    throw new ApiError({ code: 'FORBIDDEN', message: 'You can only delete your own purchase orders' });
  await db.delete(purchaseOrders).where(eq(purchaseOrders.id, input.id));
}

export type { ItemStatus };
