import { asc, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { purchaseOrderItems, purchaseOrders } from '../../../db/schema/purchase-orders';
import type { Db, DbOrTx } from '../../platform/db';
import { readDecideWrite } from '../../platform/optimistic';
import { orderDetailFrom, orderDetailQueries, type DetailResults } from '../read/order-detail';
import type { OrderState as OrderStatus } from '../state-vocabulary';
import type { BulkItemsInput } from '../purchase-orders.schemas';
import { planLinesDecision, planOrderApproval, planPartsDecision, type StepsInput } from './decision-outcome';
import { planOn, type ItemRow, type Requester } from './decision-plan';
import { readDecision, readOrderState } from './decision-read';
import { lineStatements, writeDecision } from './decision-write';

/**
 * The buyer's approval decisions — every one of them: a part approved or rejected from the order or
 * the inbox, the order approved, lines decided — in two round trips after the session check, each
 * entry point read → decide → write: decision-read.ts reads the order, its lines, supplier orders,
 * approval steps, who may decide and whom to tell, with a fingerprint of those rows; decision-plan.ts
 * and decision-outcome.ts decide on them (pure); decision-write.ts writes the outcome in one batch
 * that first guards that the fingerprint is still the one read, and reads the answer back.
 * A concurrent change to the order sends the decision down the locked path (optimistic.ts).
 */

type Config = { sealKey: string; appUrl: string };

/**
 * A decision on the order as it reads now (404 when not the organization's), for the locked path of
 * PUT …/items with a status (updateItems): decideLines decides on it, and
 * `lineStatements()` gives what it decided so far, for that path's own transaction.
 */
export async function openDecision(db: DbOrTx, who: Requester) {
  const plan = planOn(await readOrderState(db, who.organizationId, who.id), who);
  return Object.assign(plan, { lineStatements: () => lineStatements(db, plan) });
}

/** PUT /purchase-orders/:id/items (planLinesDecision); answers the order and its lines as written. */
export function decideLinesInTwoTrips(
  db: Db,
  cfg: Config,
  input: Requester & { body: Pick<BulkItemsInput, 'items'> & { orderStatus?: 'APPROVED' } },
) {
  return readDecideWrite(db, async (handle, locked) => {
    const state = await readDecision(handle, input, locked);
    const outcome = planLinesDecision(state, input, cfg.appUrl);
    const { order, answer } = await writeDecision(handle, cfg.sealKey, outcome, [
      handle
        .select()
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.purchaseOrderId, input.id))
        .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName)),
    ]);
    return { order, items: answer[0] as ItemRow[] };
  });
}

/** The order's status is not the buyer's to move from here: the interactive path answers it (no-op or 409). */
export class NotPending extends Error {}

/**
 * PUT /purchase-orders/:id/status APPROVED on a pending order, in two round trips (planOrderApproval).
 * An order no longer pending throws NotPending.
 */
export function approveOrderInTwoTrips(db: Db, cfg: Config, input: Requester & { notes?: string | null }) {
  return readDecideWrite(db, async (handle, locked) => {
    const state = await readDecision(handle, input, locked);
    if (state.order.status !== 'PENDING') throw new NotPending();
    const outcome = planOrderApproval(state, input, cfg.appUrl);
    return (await writeDecision(handle, cfg.sealKey, outcome, [])).order;
  });
}

/**
 * Parts of one order decided (planPartsDecision); `answer` reads back what the caller answers, in the
 * write's batch, and `read` makes the answer of its results.
 */
async function decideSteps<T>(
  db: Db,
  cfg: Config,
  input: StepsInput,
  answer: (handle: DbOrTx) => BatchItem<'pg'>[],
  read: (results: unknown[]) => T,
) {
  const results = await readDecideWrite(db, async (handle, locked) => {
    const readBack = answer(handle);
    const state = await readDecision(handle, input, locked);
    const outcome = planPartsDecision(state, input, cfg.appUrl);
    return (await writeDecision(handle, cfg.sealKey, outcome, readBack)).answer;
  });
  return read(results);
}

/** POST …/supplier-orders/:supplierOrderId/approval: one part decided; answers the order's detail. */
export function decideStepInTwoTrips(
  db: Db,
  cfg: Config,
  input: Requester & { supplierOrderId: string; decision: 'approve' | 'reject'; note: string | null },
) {
  return decideSteps(
    db,
    cfg,
    { ...input, supplierOrderIds: [input.supplierOrderId] },
    (handle) => [...orderDetailQueries(handle, input.organizationId, input.id)],
    (results) => orderDetailFrom(results as unknown as DetailResults, input.viewer),
  );
}

/** POST /approvals/decisions: several parts of one order decided at once; answers the order's status. */
export function decideOrderParts(db: Db, cfg: Config, input: StepsInput) {
  return decideSteps(
    db,
    cfg,
    input,
    (handle) => [
      handle
        .select({ number: purchaseOrders.number, status: purchaseOrders.status })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, input.id)),
    ],
    (results) => (results[0] as { number: number | null; status: OrderStatus }[])[0]!,
  );
}
