import type { purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor } from '../../platform/audit-log';
import { inTransaction, type Db, type DbOrTx } from '../../platform/db';
import type { DomainEvent } from '../../platform/domain-event';
import { recordDomainEvents } from '../../platform/domain-events';
import { dataEncryptionKey, type AppConfig } from '../../platform/env';
import type { Person } from '../decide/approval-deciders';
import { partCancelledNews, statusNews } from '../decide/decision-news';
import { approveOrderInTwoTrips, NotPending } from '../decide/order-decisions';
import { holdBellRecipient, notifyOrderDecision, orderName, STATUS_LABEL } from '../notices/order-notifications';
import { noticeNamesQuery } from '../notices/supplier-order-notices';
import { lockOrderStatus, orderPart, orderPartsQuery, orderSupplierNames } from './status-read';
import {
  assertCancellable,
  partCancelledAudit,
  planRequestedStatus,
  stillCancellable,
  withStatusEvent,
  type StatusPlan,
} from './status-plan';
import { appendAudits, cancelOrderLines, cancelPartAndLines, writeNotes } from './status-write';
import { deriveOrder, settleOrder } from './settlement';

/**
 * The buyer's moves of a whole order: its status asked for (PATCH /purchase-orders/:id) and one
 * supplier's part cancelled. Each reads (status-read.ts), decides on the rows
 * (status-plan.ts), writes (status-write.ts, settlement.ts), and commits with its domain
 * events and its e-mails (outbox), so nothing is announced for a change that rolled back.
 */

type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];
type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type MoveConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

/** Who asks for a change, as the approval steps and the audit log need them. */
export interface Requester {
  viewer: Person;
  actor: AuditActor;
}

/**
 * The buyer cancels the whole purchase order: every supplier order that may still be cancelled is
 * (one the supplier already confirmed needs a reason); an order from before supplier orders has its
 * lines cancelled.
 */
async function cancelWholeOrder(tx: DbOrTx, input: { id: string; actorName: string | null; reason?: string | null }) {
  const parts = await orderPartsQuery(tx, input.id);
  const taken = parts.filter(stillCancellable);
  for (const part of taken) assertCancellable(part, input.reason);
  const events: DomainEvent[] = [];
  const cancelled: SupplierOrderRow[] = [];
  for (const part of taken) {
    const moved = await cancelPartAndLines(tx, part, input);
    events.push(moved.event);
    if (part.status !== 'AWAITING_APPROVAL') cancelled.push({ ...part, status: moved.to });
  }
  if (parts.length === 0) await cancelOrderLines(tx, input.id);
  const order = await deriveOrder(tx, input.id);
  return { events, cancelled, order };
}

/** What a status plan writes: the whole order cancelled, or nothing. */
export async function carryOutStatusPlan(
  tx: DbOrTx,
  plan: StatusPlan,
  input: { id: string; actorName: string | null; reason?: string | null },
) {
  if (!plan.cancel) return { events: [] as DomainEvent[], cancelled: [] as SupplierOrderRow[] };
  const { events, cancelled } = await cancelWholeOrder(tx, input);
  return { events, cancelled };
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
    const context = { organizationId: input.organizationId, orderId: input.id, orderNumber: current.number };
    const plan = planRequestedStatus({
      from: current.status,
      to: input.status,
      reason: input.notes,
      context: { ...context, actor: input.actor },
    });
    await writeNotes(tx, input.id, input.notes);
    const requested = await carryOutStatusPlan(tx, plan, { ...input, reason: input.notes });
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    await appendAudits(tx, plan.audits);
    return withStatusEvent(input, current.status, {
      order: settled.order,
      events: [...requested.events, ...settled.events],
      sent: settled.sent,
      cancelled: requested.cancelled,
    });
  });
}

/** Cancels one supplier's part of the order (owner/admin); the other suppliers' parts stay, the order's status follows. */
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
    const part = await orderPart(tx, input);
    assertCancellable(part, input.reason);
    const moved = await cancelPartAndLines(tx, part, input);
    const order = await deriveOrder(tx, input.id);
    await appendAudits(tx, [partCancelledAudit(input, part, input.reason)]);
    return withStatusEvent(input, current.status, { events: [moved.event], order, part });
  });
}

/**
 * Sets the order's status; its creator is told when it changed. Approving a pending order is a
 * decision on its parts (approveOrderInTwoTrips, the path POST /approvals/decisions takes); the rest
 * (cancelling, asking for the status it has, or one that follows from the lines) stays here.
 */
export async function setOrderStatus(db: Db, cfg: MoveConfig, input: Parameters<typeof updateOrderStatus>[1]) {
  const sealKey = dataEncryptionKey(cfg);
  if (input.status === 'APPROVED') {
    try {
      return await approveOrderInTwoTrips(db, { sealKey, appUrl: cfg.APP_URL }, input);
    } catch (error) {
      if (!(error instanceof NotPending)) throw error;
    }
  }
  return inTransaction(db, async (tx) => {
    await holdBellRecipient(tx, input.organizationId, input.id);
    const { order, events } = await updateOrderStatus(tx, input);
    await recordDomainEvents(tx, sealKey, events);
    if (events.length > 0) {
      await notifyOrderDecision(tx, sealKey, {
        appUrl: cfg.APP_URL,
        organizationId: input.organizationId,
        orderId: order.id,
        clientId: order.clientId,
        ...statusNews({
          number: order.number,
          suppliers: await orderSupplierNames(tx, order.id),
          name: orderName(order.number, order.description),
          status: STATUS_LABEL[order.status],
          notes: order.notes,
        }),
      });
    }
    return order;
  });
}

/** Cancels one supplier's part; the order's creator is told (and, through the outbox, the supplier). */
export function cancelPartOfOrder(db: Db, cfg: MoveConfig, input: Parameters<typeof cancelSupplierPart>[1]) {
  const sealKey = dataEncryptionKey(cfg);
  return inTransaction(db, async (tx) => {
    await holdBellRecipient(tx, input.organizationId, input.id);
    const { order, events } = await cancelSupplierPart(tx, input);
    await recordDomainEvents(tx, sealKey, events);
    const [part] = await noticeNamesQuery(tx, input.supplierOrderId);
    await notifyOrderDecision(tx, sealKey, {
      appUrl: cfg.APP_URL,
      organizationId: input.organizationId,
      orderId: order.id,
      clientId: order.clientId,
      ...partCancelledNews({
        number: order.number,
        name: orderName(order.number, order.description),
        supplierName: part?.supplierName ?? 'um fornecedor',
        reason: input.reason,
        status: STATUS_LABEL[order.status],
      }),
    });
    return order;
  });
}
