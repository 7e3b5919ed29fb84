import { and, eq, sql } from 'drizzle-orm';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import { dataEncryptionKey, type AppConfig } from '../../platform/env';
import type { DomainEvent } from '../../platform/domain-event';
import { formatDay } from '../../platform/brazil';
import { auditInsert, type AuditActor } from '../../platform/audit-log';
import type { DomainEventJob } from '../../platform/jobs/job';
import { outboxInsert } from '../../platform/jobs/outbox';
import { batch, type Db, type DbOrTx } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { claiming, type IdempotentWrite } from '../../platform/idempotency';
import { landingOf } from '../../platform/allowed-move';
import { lineCents, lineCounts, nextStatus, purchaseOrderFigures } from '../move/supplier-order-machine';
import { orderFiguresRefresh, fulfilmentOf } from '../move/fulfilment.facts';
import { readDecideWrite, rowsFingerprint, runBatch, stillAsRead } from '../../platform/optimistic';
import { REFUSAL_LABEL, type AcknowledgeInput } from '../supplier-orders.schemas';
import { checkAnswers, supplierOrderFrom, supplierOrderQueries, visible } from '../read/supplier-orders.service';
import { buyerNoticePeople, buyerNoticeStatements, noticeNamesQuery } from '../notices/supplier-order-notices';

type ItemRow = typeof purchaseOrderItems.$inferSelect;
type Input = {
  supplierId: string;
  id: string;
  body: AcknowledgeInput;
  actorName: string | null;
  actor: AuditActor;
  /** The call's Idempotency-Key, checked while reading and claimed in the write batch. */
  idempotency?: IdempotentWrite | null;
};

const money = (cents: number) => (cents / 100).toFixed(2);

/** The purchase order a supplier order belongs to, as a subquery (its id is not known before the read). */
const parentOf = (id: string) =>
  sql`(select ${supplierOrders.purchaseOrderId} from ${supplierOrders} where ${supplierOrders.id} = ${id})`;

/**
 * What the purchase order's derived figures are computed from (its items and its supplier orders'
 * statuses), fingerprinted: the write batch guards that they are still what the worker decided on.
 */
const parentFingerprint = (id: string) =>
  sql`${rowsFingerprint(
    sql`i`,
    sql`(select ${purchaseOrderItems.id}, ${purchaseOrderItems.status}, ${purchaseOrderItems.supplierStatus},
      ${purchaseOrderItems.unitPrice}, ${purchaseOrderItems.quantity}, ${purchaseOrderItems.acceptedQuantity},
      ${purchaseOrderItems.cancelledQuantity}, ${purchaseOrderItems.shortQuantity}
      from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${parentOf(id)}) i`,
  )} || ${rowsFingerprint(
    sql`s`,
    sql`(select ${supplierOrders.id}, ${supplierOrders.status} from ${supplierOrders}
      where ${supplierOrders.purchaseOrderId} = ${parentOf(id)}) s`,
  )}`;

/**
 * Everything the answer is decided on, in one batch: the order, its lines and timeline, the purchase
 * order's items and supplier orders, who hears of it, and the fingerprint the write guards. Locked
 * (inside a transaction, after a guard found the state moved): the order, then its purchase order,
 * first — the order supplier-side moves take.
 */
async function readForAnswer(db: DbOrTx, input: Input, locked: boolean) {
  if (locked) {
    await db
      .select({ id: supplierOrders.id })
      .from(supplierOrders)
      .where(and(eq(supplierOrders.id, input.id), visible(input.supplierId)))
      .for('update');
    await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, parentOf(input.id)))
      .for('update');
  }
  const [order, lines, timeline] = supplierOrderQueries(db, input.supplierId, input.id);
  const [[found, ownLines, events, items, parts, people, [print], [names]], fulfilment] = await Promise.all([
    batch(db, [
      order,
      lines,
      timeline,
      db
        .select()
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.purchaseOrderId, parentOf(input.id))),
      db
        .select({ id: supplierOrders.id, status: supplierOrders.status })
        .from(supplierOrders)
        .where(eq(supplierOrders.purchaseOrderId, parentOf(input.id))),
      buyerNoticePeople(db, parentOf(input.id)),
      db.select({ value: sql<string>`${parentFingerprint(input.id)}` }).from(sql`(select 1) as one`),
      noticeNamesQuery(db, input.id),
    ]),
    fulfilmentOf(db, input.id),
  ]);
  return {
    names,
    current: supplierOrderFrom([found, ownLines, events], fulfilment),
    items,
    parts,
    people,
    fingerprint: print!.value,
  };
}

/**
 * The supplier answers every line: accepted (perhaps fewer, with the promised date) or refused with
 * a reason. Some accepted → ACKNOWLEDGED; all refused → REFUSED. The purchase order follows, and the
 * answer and everything others hear of it commit together: the buyer's audit log, webhooks
 * (purchase_order.updated), the bell and the e-mails. Read, decide, then one write batch whose guards
 * check the order is still as read (otherwise the work runs again under locks).
 */
export function answerSupplierOrder(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: Input,
) {
  const sealKey = dataEncryptionKey(cfg);
  return readDecideWrite(db, (handle, locked) => claiming(() => attempt(handle, locked)));

  async function attempt(handle: DbOrTx, locked: boolean) {
    // The key is claimed before any lock, in the batch and under locks alike: a second call with it
    // waits there for the first, then stops (and is given the first's answer).
    const claim = input.idempotency?.claim(handle) ?? [];
    if (locked) for (const statement of claim) await statement;
    const [{ current, items, parts, people, fingerprint, names }] = await Promise.all([
      readForAnswer(handle, input, locked),
      input.idempotency?.checked(),
    ]);
    const { order: before, purchaseOrderNumber } = current;
    // An order answered (or cancelled) already is a 409 before its lines are looked at.
    const allowed = nextStatus(before.status, 'acknowledge', 'supplier');
    if (!allowed.ok) throw new ApiError({ code: 'CONFLICT', message: allowed.message });
    const answers = checkAnswers(current.lines, input.body);
    const accepted = answers.filter((a) => a.accepted);
    const action = accepted.length > 0 ? 'acknowledge' : 'refuse';
    const to = landingOf(nextStatus(before.status, action, 'supplier'));
    const promisedDate = accepted.length ? (input.body.promisedDate ?? null) : null;

    const answerOf = new Map(answers.map((a) => [a.itemId, a]));
    const answered = (line: ItemRow): ItemRow => {
      const answer = answerOf.get(line.id);
      if (!answer) return line;
      const supplierNote = answer.note ?? null;
      return answer.accepted
        ? { ...line, supplierStatus: 'ACCEPTED', acceptedQuantity: answer.quantity, refusalReason: null, supplierNote }
        : { ...line, supplierStatus: 'REFUSED', acceptedQuantity: null, refusalReason: answer.reason, supplierNote };
    };
    const lines = current.lines.map(answered);
    const parent = purchaseOrderFigures(
      items.map(answered),
      parts.map((p) => (p.id === before.id ? { ...p, status: to } : p)),
    );
    const event: DomainEvent = {
      type: 'purchase_order.updated',
      organizationId: before.organizationId,
      data: {
        orderId: before.purchaseOrderId,
        number: purchaseOrderNumber,
        supplierOrderId: before.id,
        supplierOrderNumber: before.number,
        action,
        status: to,
      },
    };
    const refused = answers.filter((a) => !a.accepted);
    const refusals = lines
      .filter((l) => l.supplierStatus === 'REFUSED')
      .map((l) => `${l.productName} (${REFUSAL_LABEL[l.refusalReason!]}${l.supplierNote ? `: ${l.supplierNote}` : ''})`)
      .join('; ');
    const notice =
      accepted.length > 0
        ? {
            title: `${names!.supplierName} confirmou ${accepted.length} de ${lines.length} ${lines.length === 1 ? 'item' : 'itens'} do pedido nº ${purchaseOrderNumber}`,
            body: `${names!.supplierName} confirmou ${accepted.length} de ${lines.length} ${lines.length === 1 ? 'item' : 'itens'} do pedido nº ${purchaseOrderNumber} (parte ${before.number}), com entrega prometida para ${formatDay(promisedDate!)}.${refused.length ? ` Recusou: ${refusals}.` : ''}`,
          }
        : {
            title: `${names!.supplierName} recusou o pedido nº ${purchaseOrderNumber}`,
            body: `${names!.supplierName} recusou a parte ${before.number} do pedido nº ${purchaseOrderNumber}: ${refusals}.`,
          };

    const [order, ownLines, timeline] = supplierOrderQueries(handle, input.supplierId, input.id);
    const results = await runBatch(handle, [
      ...(locked ? [] : claim),
      // The order is locked, then its purchase order (as readForAnswer locks them), and both still as read.
      stillAsRead(
        handle,
        sql`(select ${supplierOrders.status} from ${supplierOrders} where ${supplierOrders.id} = ${before.id} for update) = ${before.status}`,
      ),
      handle
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, before.purchaseOrderId))
        .for('update'),
      stillAsRead(handle, sql`${parentFingerprint(before.id)} = ${fingerprint}`),
      ...answers.map((answer) =>
        handle
          .update(purchaseOrderItems)
          .set(
            answer.accepted
              ? {
                  supplierStatus: 'ACCEPTED',
                  acceptedQuantity: answer.quantity,
                  refusalReason: null,
                  supplierNote: answer.note ?? null,
                }
              : {
                  supplierStatus: 'REFUSED',
                  acceptedQuantity: null,
                  refusalReason: answer.reason,
                  supplierNote: answer.note ?? null,
                },
          )
          .where(eq(purchaseOrderItems.id, answer.itemId)),
      ),
      handle
        .update(supplierOrders)
        .set({
          status: to,
          acknowledgedAt: new Date(),
          promisedDate,
          totalAmount: money(lines.filter(lineCounts).reduce((sum, line) => sum + lineCents(line), 0)),
          updatedAt: sql`now()`,
        })
        .where(eq(supplierOrders.id, before.id)),
      handle.insert(supplierOrderEvents).values({
        supplierOrderId: before.id,
        action,
        fromStatus: before.status,
        toStatus: to,
        actorName: input.actorName,
        data: {
          promisedDate,
          refused: refused.map((a) => ({
            itemId: a.itemId,
            product: a.productName,
            reason: a.reason,
            note: a.note ?? null,
          })),
          reduced: accepted
            .filter((a) => a.quantity < a.ordered)
            .map((a) => ({ itemId: a.itemId, product: a.productName, from: a.ordered, to: a.quantity })),
        },
      }),
      orderFiguresRefresh(handle, before.id),
      handle
        .update(purchaseOrders)
        .set({
          status: parent.status,
          totalAmount: parent.totalCents > 0 ? money(parent.totalCents) : null,
          updatedAt: sql`now()`,
        })
        .where(eq(purchaseOrders.id, before.purchaseOrderId)),
      // The decision is the buyer's business: it goes to the buyer organization's audit log.
      auditInsert(handle, {
        organizationId: before.organizationId,
        actor: input.actor,
        action: 'supplier_order.decided',
        target: { type: 'supplier_order', id: before.id, label: before.number },
        changes: {
          status: { before: 'SENT', after: to },
          promisedDate: { after: promisedDate },
          lines: {
            after: lines.map((l) => ({
              product: l.productName,
              decision: l.supplierStatus,
              ordered: l.quantity,
              accepted: l.acceptedQuantity,
              reason: l.refusalReason,
            })),
          },
        },
      }),
      (await outboxInsert(handle, sealKey, [
        {
          kind: 'domain-event',
          id: crypto.randomUUID(),
          occurredAt: new Date().toISOString(),
          event,
        } satisfies DomainEventJob,
      ]))!.statement,
      ...(await buyerNoticeStatements(handle, sealKey, people, {
        appUrl: cfg.APP_URL,
        purchaseOrderId: before.purchaseOrderId,
        ...notice,
      })),
      // The answer, as the batch left it: no re-read.
      order,
      ownLines,
      timeline,
    ]);
    return supplierOrderFrom(results.slice(-3) as Parameters<typeof supplierOrderFrom>[0], current.fulfilment);
  }
}
