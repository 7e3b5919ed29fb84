import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { recordDomainEvents } from '../platform/domain-events';
import { inTransaction, type Db } from '../platform/db';
import {
  approveOrderInTwoTrips,
  decideLinesInTwoTrips,
  decideStepInTwoTrips,
  NotPending,
} from './decide/order-decisions';
import { eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { countDecided, linesReviewedNews, partCancelledNews, statusNews } from './decide/decision-news';
import { holdBellRecipient, notifyOrderDecision, orderName, STATUS_LABEL } from './notices/order-notifications';
import { noticeNamesQuery } from './notices/supplier-order-notices';
import { cancelSupplierPart, getOrder, updateItems, updateOrderStatus } from './purchase-orders.service';

/**
 * The order changes that others hear about: each commits with its domain events and its e-mails
 * (outbox), so nothing is announced for a change that rolled back and nothing is lost.
 */

export type ChangeConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

/**
 * Sets the order's status; its creator is told when it changed. Approving a pending order is a
 * decision on its parts (approveOrderInTwoTrips, the path POST /approvals/decisions takes); the rest
 * (cancelling, asking for the status it has, or one that follows from the lines) stays here.
 */
export async function setOrderStatus(db: Db, cfg: ChangeConfig, input: Parameters<typeof updateOrderStatus>[1]) {
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
 * Lines, and lines with "approve the rest", are decisions on the parts (order-decisions.ts, two round
 * trips); cancelling the rest, or asking for another status, takes the transactional path.
 */
export function decideItems(db: Db, cfg: ChangeConfig, input: Parameters<typeof updateItems>[1]) {
  const sealKey = dataEncryptionKey(cfg);
  const { orderStatus } = input.body;
  if (orderStatus === undefined || orderStatus === 'APPROVED') {
    return decideLinesInTwoTrips(
      db,
      { sealKey, appUrl: cfg.APP_URL },
      { ...input, body: { ...input.body, orderStatus } },
    );
  }
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
