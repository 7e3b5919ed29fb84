import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { approvalSteps } from '../../../db/schema/approvals';
import { notifications } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/identity';
import { members, organizations } from '../../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import { auditInsert, type AuditActor, type AuditEntry } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import { outboxInsert } from '../../platform/jobs/outbox';
import { domainEventJobs } from '../../platform/domain-events';
import { optedIn } from '../../notifications/email-choices';
import type { Db, DbOrTx } from '../../platform/db';
import { ApiError, notFound } from '../../platform/errors';
import { stepWaitsFor, type Person } from './approval-deciders';
import { stepDecisionAudit, stepDecisionStatements } from './approval-steps';
import { approvalStateOf, assertMayDecide, stepRefusal, type ApprovalState, type StepRow } from './approval-state';
import { deciderPeople } from './approval-reads';
import { orderDetailFrom, orderDetailQueries, type DetailResults } from '../read/order-detail';
import type { OrderState as OrderStatus } from '../state-vocabulary';
import { orderDecisionEmails, orderName, salesOn, STATUS_LABEL } from '../notices/order-notifications';
import {
  countDecided,
  decisionMessage,
  decisionTitle,
  linesReviewedNews,
  statusNews,
  type PartOutcome,
} from './decision-news';
import { readDecideWrite, rowsFingerprint, runBatch, stillAsRead } from '../../platform/optimistic';
import type { BulkItemsInput } from '../purchase-orders.schemas';
import { moveStatements, settleInMemory } from '../move/settlement';

/**
 * The buyer's approval decisions — every one of them: a part approved or rejected from the order or
 * the inbox, the order approved, lines decided — in two round trips after the session check: one
 * batch reads the order, its lines, supplier orders, approval steps, who may decide and whom to tell,
 * with a fingerprint of those rows taken first; the worker decides (decidePart is the one decision on
 * a part; settleInMemory what follows); one batch locks the order, guards that the fingerprint is still the one read, writes every line in one
 * statement, the steps, the supplier orders that leave, the order's status and total, the audit
 * entries (last: audit-log.ts), the outbox rows (events and the e-mail to the order's creator), and
 * reads the answer back.
 * A concurrent change to the order sends the decision down the locked path (optimistic.ts).
 */

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;
type ItemStatus = ItemRow['status'];
type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type Config = { sealKey: string; appUrl: string };
type OrganizationMetadata = (typeof organizations.$inferSelect)['metadata'];

/** Who decides, on which order. */
interface Requester {
  organizationId: string;
  id: string;
  actorName: string | null;
  viewer: Person;
  actor: AuditActor;
}

/** The order's own row, lines, supplier orders and steps as text, hashed: any change to them changes it. */
const orderFingerprint = (id: string) => {
  const po = sql.raw('po');
  const i = sql.raw('i');
  const o = sql.raw('o');
  const s = sql.raw('s');
  return sql`md5(concat_ws('#',
    ${rowsFingerprint(po, sql`${purchaseOrders} ${po} where ${po}.id = ${id}`)},
    ${rowsFingerprint(i, sql`${purchaseOrderItems} ${i} where ${i}.purchase_order_id = ${id}`)},
    ${rowsFingerprint(o, sql`${supplierOrders} ${o} where ${o}.purchase_order_id = ${id}`)},
    ${rowsFingerprint(s, sql`${approvalSteps} ${s} join ${supplierOrders} ${o} on ${o}.id = ${s}.supplier_order_id where ${o}.purchase_order_id = ${id}`)}))`;
};

/** What a decision reads, fingerprint first: a change committed after it fails the write's guard. */
async function readOrderState(db: DbOrTx, organizationId: string, id: string) {
  const partsOfOrder = db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(eq(supplierOrders.purchaseOrderId, id));
  const [[head], items, parts, steps, people] = (await runBatch(db, [
    db
      .select({
        order: purchaseOrders,
        clientEmail: users.email,
        clientOptOuts: members.emailOptOuts,
        metadata: organizations.metadata,
        fingerprint: sql<string>`${orderFingerprint(id)}`,
      })
      .from(purchaseOrders)
      .innerJoin(organizations, eq(organizations.id, purchaseOrders.organizationId))
      .leftJoin(users, eq(users.id, purchaseOrders.clientId))
      .leftJoin(
        members,
        and(eq(members.userId, purchaseOrders.clientId), eq(members.organizationId, purchaseOrders.organizationId)),
      )
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId))),
    db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderItems.id)),
    db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, id)).orderBy(asc(supplierOrders.number)),
    db
      .select()
      .from(approvalSteps)
      .where(inArray(approvalSteps.supplierOrderId, partsOfOrder))
      .orderBy(asc(approvalSteps.supplierOrderId), asc(approvalSteps.position)),
    deciderPeople(db, organizationId),
  ])) as [
    {
      order: OrderRow;
      clientEmail: string | null;
      clientOptOuts: string[] | null;
      metadata: OrganizationMetadata;
      fingerprint: string;
    }[],
    ItemRow[],
    SupplierOrderRow[],
    StepRow[],
    Person[],
  ];
  if (!head) throw notFound('Purchase Order not found');
  return { ...head, items, parts, steps, people };
}
type OrderState = Awaited<ReturnType<typeof readOrderState>>;

/**
 * A decision worked out on the rows read: lines and supplier orders change in place, and what to
 * write accumulates (the lines' new statuses, the steps' decisions, events).
 */
export class Decision {
  readonly lines = new Map<string, { status: ItemStatus; adminNotes?: string | null }>();
  readonly steps: BatchItem<'pg'>[] = [];
  /** Appended after every other change (audit-log.ts: the chain head is the last lock a writer takes). */
  readonly audits: AuditEntry[] = [];
  readonly events: DomainEvent[] = [];
  /** Parts whose current step this decision has decided (one step per part per decision). */
  readonly decidedParts = new Set<string>();
  readonly now = new Date();

  constructor(
    readonly db: DbOrTx,
    readonly state: OrderState,
    readonly who: Requester,
  ) {}

  approvalOf(partId: string): ApprovalState {
    return approvalStateOf(this.state.steps.filter((s) => s.supplierOrderId === partId));
  }

  assertMayDecide(partId: string) {
    assertMayDecide(this.approvalOf(partId), this.who.viewer, this.state.people, this.state.order.clientId);
  }

  setLine(item: ItemRow, status: ItemStatus, adminNotes?: string | null) {
    const before = this.lines.get(item.id);
    this.lines.set(item.id, {
      status,
      ...(adminNotes !== undefined
        ? { adminNotes }
        : before && 'adminNotes' in before
          ? { adminNotes: before.adminNotes }
          : {}),
    });
    item.status = status;
    if (adminNotes !== undefined) item.adminNotes = adminNotes;
  }

  /** recordStepDecision's statements and audit entry for the part's current step. */
  decideStep(part: { id: string; number: string }, decision: 'approved' | 'rejected', note: string | null) {
    const step = {
      organizationId: this.who.organizationId,
      state: this.approvalOf(part.id),
      decision,
      userId: this.who.viewer.userId,
      actor: this.who.actor,
      note,
      supplierOrder: part,
      orderNumber: this.state.order.number,
    };
    this.steps.push(...stepDecisionStatements(this.db, step, this.now));
    this.audits.push(stepDecisionAudit(step));
    this.decidedParts.add(part.id);
  }

  /** The part's lines still PENDING move to `to`; one event per line moved (decidePendingLines). */
  decidePendingLines(partId: string | null, to: ItemStatus, note: string | null = null) {
    for (const item of this.state.items) {
      // null: every pending line of the order (an order from before supplier orders).
      if ((partId !== null && item.supplierOrderId !== partId) || item.status !== 'PENDING') continue;
      this.setLine(item, to, note ? note : undefined);
      this.events.push({
        type: 'purchase_order.item_status_changed',
        organizationId: this.who.organizationId,
        data: { orderId: this.who.id, itemId: item.id, from: 'PENDING', to, adminNotes: note },
      });
    }
  }

  /** Every line decided, in one statement. */
  lineUpdate(): BatchItem<'pg'>[] {
    if (this.lines.size === 0) return [];
    const values = sql.join(
      [...this.lines].map(
        ([id, change]) =>
          sql`(${id}::uuid, ${change.status}::purchase_order_item_status, ${'adminNotes' in change}::boolean, ${change.adminNotes ?? null}::text)`,
      ),
      sql`, `,
    );
    return [
      this.db.execute(sql`update ${purchaseOrderItems} i set status = v.status,
        admin_notes = case when v.set_notes then v.notes else i.admin_notes end, updated_at = now()
        from (values ${values}) v(id, status, set_notes, notes) where i.id = v.id`),
    ];
  }

  /** The lines and steps decided so far, as statements (the locked path runs them on its transaction). */
  lineStatements(): BatchItem<'pg'>[] {
    return [...this.lineUpdate(), ...this.steps];
  }

  /**
   * Settles the order (the parts whose lines are all decided leave), adds the status event, and
   * gives the write batch: lock and guard, lines, steps, moves, the order, the audit entries, the outbox; the answer's
   * statements go last. Returns where the order's row and the answer are in the results.
   */
  async write(
    cfg: Config,
    summary: (after: {
      name: string;
      status: OrderStatus;
      events: number;
    }) => { title: string; message: string } | null,
    answer: BatchItem<'pg'>[],
  ) {
    const { order } = this.state;
    const settled = settleInMemory({
      order: { id: order.id, number: order.number, organizationId: this.who.organizationId },
      parts: this.state.parts,
      items: this.state.items,
      actorName: this.who.actorName,
      now: this.now,
    });
    const events = [...this.events, ...settled.events];
    if (settled.status !== order.status) {
      events.push({
        type: 'purchase_order.status_changed',
        organizationId: this.who.organizationId,
        data: { orderId: order.id, from: order.status, to: settled.status },
      });
    }
    const news = summary({
      name: orderName(order.number, order.description),
      status: settled.status,
      events: events.length,
    });
    const jobs = [
      ...domainEventJobs(events),
      ...(news === null
        ? []
        : orderDecisionEmails({
            appUrl: cfg.appUrl,
            on: salesOn(this.state.metadata),
            // Only while the creator is still a member (no member row: no opt-out list).
            clientEmail:
              order.clientId && this.state.clientOptOuts !== null && optedIn(this.state.clientOptOuts, 'order_decided')
                ? this.state.clientEmail
                : null,
            orderId: order.id,
            ...news,
          })),
    ];
    const outbox = await outboxInsert(this.db, cfg.sealKey, jobs);
    const statements: BatchItem<'pg'>[] = [
      this.db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, order.id))
        .for('update'),
      stillAsRead(this.db, sql`${orderFingerprint(order.id)} = ${this.state.fingerprint}`),
      ...this.lineStatements(),
      ...settled.moves.flatMap((move) => moveStatements(this.db, move)),
      this.db
        .update(purchaseOrders)
        .set({ status: settled.status, totalAmount: settled.totalAmount, updatedAt: sql`now()` })
        .where(eq(purchaseOrders.id, order.id))
        .returning(),
    ];
    const orderAt = statements.length - 1;
    // The creator's bell hears of every decision, whatever their e-mail choices (while still a member).
    if (news !== null && order.clientId && this.state.clientOptOuts !== null) {
      statements.push(
        this.db.insert(notifications).values({
          userId: order.clientId,
          organizationId: this.who.organizationId,
          kind: 'purchase_order.decided',
          title: news.title,
          body: news.message,
          link: `/app/orders/${order.id}`,
        }),
      );
    }
    statements.push(...this.audits.map((entry) => auditInsert(this.db, entry)), ...(outbox ? [outbox.statement] : []));
    const results = await runBatch(this.db, [...statements, ...answer]);
    return { order: (results[orderAt] as OrderRow[])[0]!, answer: results.slice(statements.length) };
  }
}

/** A decision on the order as it reads now (404 when not the organization's). */
export async function openDecision(db: DbOrTx, who: Requester) {
  return new Decision(db, await readOrderState(db, who.organizationId, who.id), who);
}

const lockOrder = (tx: DbOrTx, organizationId: string, id: string) =>
  tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId)))
    .for('update');

/**
 * The lines decided through the steps (what PUT …/items asks): the viewer must be able to decide the
 * current step of every supplier order the lines belong to. Before the last step an approval is
 * recorded on the step and its lines stay PENDING for the next one (a rejection rejects the line at
 * once); at the last step lines are decided as asked, and the step closes when none of its lines is
 * pending. Items of other orders refuse the whole request, as do lines of supplier orders that left.
 */
export function decideLines(decision: Decision, decisions: BulkItemsInput['items']) {
  const { state, who: input } = decision;
  const ids = decisions.map((d) => d.itemId);
  const existing = state.items.filter((i) => ids.includes(i.id)).map((i) => ({ ...i }));
  if (existing.length !== new Set(ids).size)
    throw new ApiError({ code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' });
  // Lines of supplier orders that already left cannot be decided again by the buyer.
  const gone = existing
    .map((e) => state.parts.find((p) => p.id === e.supplierOrderId))
    .find((p) => p && p.status !== 'AWAITING_APPROVAL');
  if (gone) {
    throw new ApiError({
      code: 'CONFLICT',
      message: `O pedido ${gone.number} já foi enviado ao fornecedor: seus itens não mudam mais aqui`,
    });
  }
  const partIds = [...new Set(existing.flatMap((e) => (e.supplierOrderId ? [e.supplierOrderId] : [])))];
  for (const id of partIds) decision.assertMayDecide(id);
  for (const item of decisions) {
    const before = existing.find((e) => e.id === item.itemId)!;
    const approval = before.supplierOrderId ? decision.approvalOf(before.supplierOrderId) : undefined;
    const waitsForNextStep = approval?.current && !approval.isLast && item.status === 'APPROVED';
    const status = waitsForNextStep ? 'PENDING' : item.status;
    decision.setLine(
      state.items.find((i) => i.id === item.itemId)!,
      status,
      item.admin_notes,
    );
    if (before.status !== status) {
      decision.events.push({
        type: 'purchase_order.item_status_changed',
        organizationId: input.organizationId,
        data: {
          orderId: input.id,
          itemId: item.itemId,
          from: before.status,
          to: status,
          adminNotes: item.admin_notes ?? null,
        },
      });
    }
  }
  for (const part of state.parts.filter((p) => partIds.includes(p.id))) {
    const approval = decision.approvalOf(part.id);
    const ofPart = state.items.filter((l) => l.supplierOrderId === part.id);
    const askedToApprove = decisions.some(
      (d) => d.status === 'APPROVED' && existing.find((e) => e.id === d.itemId)?.supplierOrderId === part.id,
    );
    if (ofPart.every((l) => l.status !== 'PENDING')) {
      decision.decideStep(part, ofPart.some((l) => l.status === 'APPROVED') ? 'approved' : 'rejected', null);
    } else if (approval.current && !approval.isLast && askedToApprove) {
      decision.decideStep(part, 'approved', null);
    }
  }
}

/** The order's status once the lines decided so far settle (on copies: the decision itself settles later). */
function statusAfterLines(decision: Decision): OrderStatus {
  const { state, who } = decision;
  return settleInMemory({
    order: { id: state.order.id, number: state.order.number, organizationId: who.organizationId },
    parts: state.parts.map((p) => ({ ...p })),
    items: state.items.map((i) => ({ ...i })),
    actorName: who.actorName,
    now: decision.now,
  }).status;
}

/**
 * PUT /purchase-orders/:id/items: the lines through the steps (decideLines) and, with orderStatus
 * APPROVED, the rest of the order approved (approveOrder); the order settled, the creator told how
 * far the review got.
 */
export function decideLinesInTwoTrips(
  db: Db,
  cfg: Config,
  input: Requester & { body: Pick<BulkItemsInput, 'items'> & { orderStatus?: 'APPROVED' } },
) {
  return readDecideWrite(db, async (handle, locked) => {
    if (locked) await lockOrder(handle, input.organizationId, input.id);
    const decision = await openDecision(handle, input);
    decideLines(decision, input.body.items);
    // "…and approve the rest": the parts the lines left waiting, as PUT …/status APPROVED approves them;
    // only while the lines leave the order pending (approved already: nothing more; another status: 409).
    const before = decision.events.length;
    if (input.body.orderStatus === 'APPROVED') {
      const now = statusAfterLines(decision);
      if (now === 'PENDING') approveOrder(decision);
      else if (now !== 'APPROVED') {
        throw new ApiError({
          code: 'CONFLICT',
          message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${STATUS_LABEL[now]} para ${STATUS_LABEL.APPROVED} por aqui`,
        });
      }
    }
    const approvedToo = decision.events
      .slice(before)
      .filter((e) => e.type === 'purchase_order.item_status_changed').length;
    const asked = countDecided(input.body.items);
    const items = decision.state.items;
    const { order, answer } = await decision.write(
      cfg,
      (after) =>
        after.events === 0
          ? null
          : linesReviewedNews({
              number: decision.state.order.number,
              suppliers: items.filter((i) => decision.lines.has(i.id)).map((i) => i.supplierName),
              name: after.name,
              actorName: input.actorName,
              approved: asked.approved + approvedToo,
              rejected: asked.rejected,
              decided: items.filter((i) => i.status !== 'PENDING').length,
              total: items.length,
              status: STATUS_LABEL[after.status],
            }),
      [
        handle
          .select()
          .from(purchaseOrderItems)
          .where(eq(purchaseOrderItems.purchaseOrderId, input.id))
          .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName)),
      ],
    );
    return { order, items: answer[0] as ItemRow[] };
  });
}

/**
 * One part's current step decided — the one function every entry point that decides a part runs
 * (POST …/approval, POST /approvals/decisions, PUT …/status APPROVED, the rest of PUT …/items): a
 * rejection rejects its pending lines at once; an approval approves them when the step was the last
 * (or there are no steps), and otherwise leaves them for the next step.
 */
function decidePart(
  decision: Decision,
  part: SupplierOrderRow,
  choice: 'approve' | 'reject',
  note: string | null,
): PartOutcome {
  const approval = decision.approvalOf(part.id);
  const supplierName = decision.state.items.find((i) => i.supplierOrderId === part.id)?.supplierName ?? part.number;
  if (choice === 'reject') {
    decision.decideStep(part, 'rejected', note);
    decision.decidePendingLines(part.id, 'REJECTED', note);
    return { supplierName, kind: 'rejected' };
  }
  decision.decideStep(part, 'approved', note);
  if (approval.steps.length === 0 || approval.isLast) {
    decision.decidePendingLines(part.id, 'APPROVED');
    return { supplierName, kind: 'approved' };
  }
  const pending = approval.steps.filter((s) => s.status === 'pending');
  return {
    supplierName,
    kind: 'step',
    position: approval.current!.position,
    of: approval.steps.length,
    next: stepWaitsFor(pending[1]!.approver),
  };
}

/**
 * "Approve the order": every part still awaiting approval (and not decided by this decision already)
 * whose current step the viewer may decide, through decidePart. Parts they may not decide keep
 * waiting; when that is every part, the first refusal is the answer (403). An order from before
 * supplier orders existed has its pending lines approved.
 */
function approveOrder(decision: Decision): PartOutcome[] {
  const { state, who } = decision;
  // state.parts is read in the parts' order (by number): the order decideSteps decides them in too.
  const waiting = state.parts.filter((p) => p.status === 'AWAITING_APPROVAL');
  if (waiting.length === 0) {
    decision.decidePendingLines(null, 'APPROVED');
    return [];
  }
  const open = waiting.filter((p) => !decision.decidedParts.has(p.id));
  const refusals: string[] = [];
  const outcomes: PartOutcome[] = [];
  for (const part of open) {
    const refusal = stepRefusal(decision.approvalOf(part.id), who.viewer, state.people, state.order.clientId);
    if (refusal) refusals.push(refusal);
    else outcomes.push(decidePart(decision, part, 'approve', null));
  }
  if (open.length > 0 && refusals.length === open.length)
    throw new ApiError({ code: 'FORBIDDEN', message: refusals[0]! });
  return outcomes;
}

/** The order's status is not the buyer's to move from here: the interactive path answers it (no-op or 409). */
export class NotPending extends Error {}

/**
 * PUT /purchase-orders/:id/status APPROVED on a pending order, in two round trips: approveOrder, the
 * order settled, the creator told as POST /approvals/decisions tells them. `notes` replaces the
 * order's notes and is quoted in the e-mail. An order no longer pending throws NotPending.
 */
export function approveOrderInTwoTrips(db: Db, cfg: Config, input: Requester & { notes?: string | null }) {
  return readDecideWrite(db, async (handle, locked) => {
    if (locked) await lockOrder(handle, input.organizationId, input.id);
    const decision = await openDecision(handle, input);
    if (decision.state.order.status !== 'PENDING') throw new NotPending();
    if (input.notes !== undefined) {
      decision.steps.push(
        handle.update(purchaseOrders).set({ notes: input.notes }).where(eq(purchaseOrders.id, input.id)),
      );
    }
    const outcomes = approveOrder(decision);
    const { order } = await decision.write(
      cfg,
      (after) =>
        outcomes.length === 0
          ? // An order from before supplier orders: its lines approved, the order's status told.
            after.events === 0
            ? null
            : statusNews({
                number: decision.state.order.number,
                suppliers: [],
                name: after.name,
                status: STATUS_LABEL[after.status],
                notes: input.notes ?? null,
              })
          : {
              title: decisionTitle(decision.state.order.number, outcomes),
              message: decisionMessage({
                name: after.name,
                actorName: input.actorName,
                outcomes,
                note: input.notes ?? null,
                status: STATUS_LABEL[after.status],
              }),
            },
      [],
    );
    return order;
  });
}

/** The parts one person decides at once, on one order: the current step of each, approve or reject. */
type StepsInput = Requester & { supplierOrderIds: string[]; decision: 'approve' | 'reject'; note: string | null };

/**
 * The current step of each part decided (approve: its lines at the last step; reject: its lines now),
 * the order settled, and the creator told once, however many parts (decision-news.ts); `answer` reads
 * back what the caller answers.
 */
function decideSteps<T>(
  db: Db,
  cfg: Config,
  input: StepsInput,
  answer: (handle: DbOrTx) => BatchItem<'pg'>[],
  read: (results: unknown[]) => T,
) {
  return readDecideWrite(db, async (handle, locked) => {
    if (locked) await lockOrder(handle, input.organizationId, input.id);
    const state = await readOrderState(handle, input.organizationId, input.id);
    const decision = new Decision(handle, state, input);
    const outcomes: PartOutcome[] = [];
    const asked = new Set(input.supplierOrderIds);
    if ([...asked].some((id) => !state.parts.some((p) => p.id === id)))
      throw notFound('Pedido ao fornecedor não encontrado');
    // In the parts' own order (by number), whatever order they were asked in: as approveOrder decides them.
    for (const part of state.parts.filter((p) => asked.has(p.id))) {
      if (part.status !== 'AWAITING_APPROVAL') {
        throw new ApiError({ code: 'CONFLICT', message: `O pedido ${part.number} não espera aprovação` });
      }
      decision.assertMayDecide(part.id);
      outcomes.push(decidePart(decision, part, input.decision, input.note));
    }
    const { answer: results } = await decision.write(
      cfg,
      (after) => ({
        title: decisionTitle(state.order.number, outcomes),
        message: decisionMessage({
          name: after.name,
          actorName: input.actorName,
          outcomes,
          note: input.note,
          status: STATUS_LABEL[after.status],
        }),
      }),
      answer(handle),
    );
    return read(results);
  });
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
