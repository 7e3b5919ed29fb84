import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { recordDomainEvents } from '../platform/domain-events';
import { inTransaction, type Db } from '../platform/db';
import { checkout } from './checkout';
import { decideLinesInTwoTrips, decideOrderParts, decideStepInTwoTrips } from '../approvals/order-decisions';
import { ApiError } from '../platform/errors';
import { eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { countDecided, linesReviewedNews, partCancelledNews, statusNews } from '../approvals/decision-news';
import { holdBellRecipient, notifyOrderDecision, orderName, STATUS_LABEL } from './order-notifications';
import type { CreateOrderInput } from './purchase-orders.schemas';
import { noticeNamesQuery } from '../supplier-orders/supplier-order-notices';
import { cancelSupplierPart, getOrder, updateItems, updateOrderStatus } from './purchase-orders.service';

/**
 * The order changes that others hear about: each commits with its domain events and its e-mails
 * (outbox), so nothing is announced for a change that rolled back and nothing is lost.
 */

type ChangeConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

/** Checks out the cart; the organization's owner and admins are told (checkout.ts). */
export function placeOrder(
  db: Db,
  cfg: ChangeConfig,
  input: CreateOrderInput & { userId: string; userName: string; organizationId: string },
) {
  return checkout(db, { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL }, input);
}

/** Sets the order's status; its creator is told when it changed. */
export function setOrderStatus(db: Db, cfg: ChangeConfig, input: Parameters<typeof updateOrderStatus>[1]) {
  const sealKey = dataEncryptionKey(cfg);
  return inTransaction(db, async (tx) => {
    await holdBellRecipient(tx, input.organizationId, input.id);
    const { order, events } = await updateOrderStatus(tx, input);
    await recordDomainEvents(tx, sealKey, events);
    if (events.length > 0) {
      const parts = await tx
        .select({ name: suppliers.name })
        .from(supplierOrders)
        .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
        .where(eq(supplierOrders.purchaseOrderId, order.id));
      await notifyOrderDecision(tx, sealKey, {
        appUrl: cfg.APP_URL,
        organizationId: input.organizationId,
        orderId: order.id,
        clientId: order.clientId,
        ...statusNews({
          number: order.number,
          suppliers: parts.map((p) => p.name),
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
export function cancelPartOfOrder(db: Db, cfg: ChangeConfig, input: Parameters<typeof cancelSupplierPart>[1]) {
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

/**
 * Decides items (and optionally the order) in one go; the creator is told how far the review got.
 * Without an order status (what the app sends) in two round trips (order-decisions.ts); asking for
 * one as well (approve or cancel the rest) takes the transactional path.
 */
export function decideItems(db: Db, cfg: ChangeConfig, input: Parameters<typeof updateItems>[1]) {
  const sealKey = dataEncryptionKey(cfg);
  if (!input.body.orderStatus) return decideLinesInTwoTrips(db, { sealKey, appUrl: cfg.APP_URL }, input);
  return inTransaction(db, async (tx) => {
    await holdBellRecipient(tx, input.organizationId, input.id);
    const { events } = await updateItems(tx, input);
    await recordDomainEvents(tx, sealKey, events);
    const after = await getOrder(tx, input.organizationId, input.id, input.viewer);
    if (events.length > 0) {
      await notifyOrderDecision(tx, sealKey, {
        appUrl: cfg.APP_URL,
        organizationId: input.organizationId,
        orderId: input.id,
        clientId: after.order.clientId,
        ...linesReviewedNews({
          number: after.order.number,
          suppliers: after.items
            .filter((i) => input.body.items.some((d) => d.itemId === i.id))
            .map((i) => i.supplierName),
          name: orderName(after.order.number, after.order.description),
          actorName: input.actorName,
          ...countDecided(input.body.items),
          decided: after.items.filter((i) => i.status !== 'PENDING').length,
          total: after.items.length,
          status: STATUS_LABEL[after.order.status],
        }),
      });
    }
    return after;
  });
}

/** One supplier order's approval step decided; the creator hears how the order now stands (order-decisions.ts). */
export function decideOrderApproval(db: Db, cfg: ChangeConfig, input: Parameters<typeof decideStepInTwoTrips>[2]) {
  return decideStepInTwoTrips(db, { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL }, input);
}

/** An order the batch could not decide, in pt-BR (an unknown order reads as this route says it). */
function asDecisionError(error: unknown): ApiError {
  if (error instanceof ApiError) {
    // The order's own lookup answers the specification's English "Purchase Order not found".
    return error.code === 'NOT_FOUND' && error.message === 'Purchase Order not found'
      ? new ApiError({ code: 'NOT_FOUND', message: 'Pedido não encontrado' })
      : error;
  }
  console.error(JSON.stringify({ level: 'error', msg: 'approval decision failed', error: String(error) }));
  return new ApiError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'Não foi possível decidir este pedido agora: tente de novo em instantes',
  });
}

/**
 * Several parts decided at once (the approvals inbox): grouped by order, each order in its own write
 * with one e-mail to its creator however many of its parts were decided. An order that cannot be
 * decided (decided meanwhile, not the viewer's to decide) is reported and the others go on; when none
 * could be, the first order's error is the answer.
 */
export async function decideApprovals(
  db: Db,
  cfg: ChangeConfig,
  input: Omit<Parameters<typeof decideOrderParts>[2], 'id' | 'supplierOrderIds'> & {
    parts: { purchaseOrderId: string; supplierOrderId: string }[];
  },
) {
  const { parts, ...who } = input;
  const byOrder = new Map<string, string[]>();
  for (const part of parts) {
    const ids = byOrder.get(part.purchaseOrderId) ?? [];
    if (!ids.includes(part.supplierOrderId)) ids.push(part.supplierOrderId);
    byOrder.set(part.purchaseOrderId, ids);
  }
  const decided: { purchaseOrderId: string; orderNumber: number | null; supplierOrderIds: string[]; status: string }[] =
    [];
  const failed: { purchaseOrderId: string; supplierOrderIds: string[]; error: ApiError }[] = [];
  for (const [purchaseOrderId, supplierOrderIds] of byOrder) {
    try {
      const order = await decideOrderParts(
        db,
        { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL },
        { ...who, id: purchaseOrderId, supplierOrderIds },
      );
      decided.push({ purchaseOrderId, orderNumber: order.number, supplierOrderIds, status: order.status });
    } catch (error) {
      // Orders before this one are already decided and told: whatever went wrong here is reported
      // for this order, never as a 500 for the whole request.
      failed.push({ purchaseOrderId, supplierOrderIds, error: asDecisionError(error) });
    }
  }
  if (decided.length === 0) throw failed[0]!.error;
  return { decided, failed };
}
