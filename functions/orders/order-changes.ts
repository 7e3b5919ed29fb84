import type { purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { recordDomainEvents } from '../platform/domain-events';
import { inTransaction, type Db } from '../platform/db';
import { runBatch } from '../platform/optimistic';
import { decideLinesInTwoTrips, decideStepInTwoTrips, openDecision } from './decide/order-decisions';
import { decideLines } from './decide/decision-plan';
import { countDecided, linesReviewedNews } from './decide/decision-news';
import type { BulkItemsInput } from './purchase-orders.schemas';
import { holdBellRecipient, notifyOrderDecision, orderName, STATUS_LABEL } from './notices/order-notifications';
import { lockOrderStatus } from './move/status-read';
import { planRequestedStatus, withStatusEvent } from './move/status-plan';
import { carryOutStatusPlan, type Requester } from './move/order-status';
import { appendAudits } from './move/status-write';
import { deriveOrder, settleOrder } from './move/settlement';
import { getOrder } from './read/order-reads';

/**
 * The buyer's decisions on an order's lines (PUT /purchase-orders/:id/items) and on one part's approval
 * step, as others hear of them: each commits with its domain events and its e-mails (outbox), so nothing
 * is announced for a change that rolled back and nothing is lost. The decisions are decide/'s; the
 * status asked with the lines is a move (move/status-plan.ts). The status alone and a part's
 * cancellation are move/order-status.ts.
 */

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

export type ChangeConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

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
    const decision = await openDecision(tx, input);
    decideLines(decision, input.body.items);
    await runBatch(tx, decision.lineStatements());
    const events = [...decision.events];
    const audits = [...decision.audits];
    let cancelled: SupplierOrderRow[] = [];
    if (input.body.orderStatus) {
      // Asked after the lines: "approve these, reject those, and approve the rest".
      const { status: now } = (await deriveOrder(tx, input.id)) as typeof purchaseOrders.$inferSelect;
      const plan = planRequestedStatus({
        from: now,
        to: input.body.orderStatus,
        context: {
          organizationId: input.organizationId,
          orderId: input.id,
          orderNumber: order.number,
          actor: input.actor,
        },
      });
      const requested = await carryOutStatusPlan(tx, plan, input);
      events.push(...requested.events);
      audits.push(...plan.audits);
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
