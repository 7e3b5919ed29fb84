import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { incidents, shipmentLines, shipments } from '../../db/schema/fulfilment';
import { payableCredits, payables } from '../../db/schema/payables';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import { addDays, formatDay, todayInSaoPaulo, weekdayOf } from '../platform/brazil';
import { batch, type Db, type DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { offsetOf, pagination } from '../platform/pagination';
import { PAYMENT_METHOD, type PaymentMethod } from './payable-vocabulary';
import { supplierNameFor } from '../suppliers/buyer-supplier-terms';

/**
 * Contas a pagar: what the organization owes, read with the states people act on. Only OPEN and PAID
 * are stored; the rest is read from the day and the incidents, so it is never stale:
 * - EM_CONFERENCIA: the shipment has an incident not yet resolved (the three-way check disagrees) —
 *   not suggested for payment until it is;
 * - OVERDUE: past its due date (São Paulo day);
 * - OPEN: the rest of what is unpaid.
 */
export const PAYABLE_STATES = ['OPEN', 'OVERDUE', 'EM_CONFERENCIA', 'PAID'] as const;
export type PayableState = (typeof PAYABLE_STATES)[number];

const unresolvedIncident = sql`exists (
  select 1 from ${incidents}
  inner join ${shipmentLines} on ${shipmentLines.id} = ${incidents.shipmentLineId}
  where ${shipmentLines.shipmentId} = ${payables.shipmentId} and ${incidents.status} <> 'RESOLVED')`;

const stateOf = (today: string) =>
  sql<PayableState>`case
    when ${payables.status} = 'PAID' then 'PAID'
    when ${unresolvedIncident} then 'EM_CONFERENCIA'
    when ${payables.dueDate} < ${today} then 'OVERDUE'
    else 'OPEN' end`;

/** What has been deducted from the payable in the row: the sum of its credits (0 when none). */
export const creditedSum = sql`coalesce((select sum(${payableCredits.amount}) from ${payableCredits} where ${payableCredits.payableId} = ${payables.id}), 0)`;
const creditedOf = sql<string>`${creditedSum}::text`;

export interface PayableFilter {
  organizationId: string;
  status?: PayableState;
  supplierId?: string;
  /** Due dates from … to (inclusive, AAAA-MM-DD). */
  from?: string;
  to?: string;
}

function whereOf(filter: PayableFilter, today: string): SQL {
  return and(
    eq(payables.organizationId, filter.organizationId),
    filter.supplierId ? eq(payables.supplierId, filter.supplierId) : undefined,
    filter.from ? gte(payables.dueDate, filter.from) : undefined,
    filter.to ? lte(payables.dueDate, filter.to) : undefined,
    filter.status ? sql`${stateOf(today)} = ${filter.status}` : undefined,
  )!;
}

const payableColumns = (today: string) => ({
  id: payables.id,
  state: stateOf(today),
  installment: payables.installment,
  position: payables.position,
  dueDate: payables.dueDate,
  amount: payables.amount,
  credited: creditedOf,
  paidOn: payables.paidOn,
  method: payables.method,
  note: payables.note,
  paidByName: payables.paidByName,
  supplierId: suppliers.id,
  supplierName: supplierNameFor(payables.organizationId),
  supplierCnpj: suppliers.cnpj,
  supplierOrderId: supplierOrders.id,
  supplierOrderNumber: supplierOrders.number,
  purchaseOrderId: supplierOrders.purchaseOrderId,
  shipmentId: shipments.id,
  shipmentSequence: shipments.sequence,
  invoiceNumber: shipments.invoiceNumber,
  invoiceSeries: shipments.invoiceSeries,
  nfeKey: shipments.nfeKey,
  issuedOn: shipments.nfeIssuedOn,
});

function selectPayables(db: DbOrTx, today: string) {
  return db
    .select(payableColumns(today))
    .from(payables)
    .innerJoin(suppliers, eq(suppliers.id, payables.supplierId))
    .innerJoin(supplierOrders, eq(supplierOrders.id, payables.supplierOrderId))
    .innerJoin(shipments, eq(shipments.id, payables.shipmentId));
}

export type PayableRow = Awaited<ReturnType<ReturnType<typeof selectPayables>['where']>>[number];

/** The credits deducted from each payable, with the incident's product: "Crédito da ocorrência de …". */
async function creditsOf(db: DbOrTx, payableIds: string[]) {
  if (payableIds.length === 0) return new Map<string, CreditRow[]>();
  const rows = await db
    .select({
      payableId: payableCredits.payableId,
      incidentId: payableCredits.incidentId,
      amount: payableCredits.amount,
      productName: purchaseOrderItems.productName,
      supplierOrderNumber: supplierOrders.number,
    })
    .from(payableCredits)
    .innerJoin(incidents, eq(incidents.id, payableCredits.incidentId))
    .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, incidents.itemId))
    .innerJoin(supplierOrders, eq(supplierOrders.id, incidents.supplierOrderId))
    .where(sql`${payableCredits.payableId} in ${payableIds}`)
    .orderBy(asc(payableCredits.createdAt));
  const byPayable = new Map<string, CreditRow[]>();
  for (const r of rows) byPayable.set(r.payableId, [...(byPayable.get(r.payableId) ?? []), r]);
  return byPayable;
}
type CreditRow = {
  payableId: string;
  incidentId: string;
  amount: string;
  productName: string;
  supplierOrderNumber: string;
};

/** Overdue first (the oldest on top), then by due date; paid ones last, the latest paid first. */
const listOrder = (today: string) => [
  sql`case ${stateOf(today)} when 'OVERDUE' then 0 when 'PAID' then 2 else 1 end`,
  sql`case when ${payables.status} = 'PAID' then null else ${payables.dueDate} end asc nulls last`,
  desc(payables.paidOn),
  asc(payables.dueDate),
  asc(suppliers.name),
  asc(payables.position),
  asc(payables.id),
];

export async function listPayables(db: Db, filter: PayableFilter & { page: number; limit: number }, now = new Date()) {
  const today = todayInSaoPaulo(now);
  const where = whereOf(filter, today);
  const [rows, [total]] = await batch(db, [
    selectPayables(db, today)
      .where(where)
      .orderBy(...listOrder(today))
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit)),
    db.select({ n: count() }).from(payables).innerJoin(suppliers, eq(suppliers.id, payables.supplierId)).where(where),
  ]);
  const credits = await creditsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, credits: credits.get(r.id) ?? [] })),
    pagination: pagination(filter.page, filter.limit, total?.n ?? 0),
  };
}

/** Every payable of the filter, for the accountant's CSV (an organization's payables, not millions). */
export async function allPayables(db: Db, filter: PayableFilter, now = new Date()) {
  const today = todayInSaoPaulo(now);
  return selectPayables(db, today)
    .where(whereOf(filter, today))
    .orderBy(...listOrder(today))
    .limit(20_000);
}

export async function getPayable(db: DbOrTx, organizationId: string, id: string, now = new Date()) {
  const [row] = await selectPayables(db, todayInSaoPaulo(now)).where(
    and(eq(payables.id, id), eq(payables.organizationId, organizationId)),
  );
  if (!row) throw notFound('Conta a pagar não encontrada');
  const credits = await creditsOf(db, [row.id]);
  return { ...row, credits: credits.get(row.id) ?? [] };
}

/** Monday of the São Paulo week `day` is in. */
export const weekStart = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * The screen's weeks: what is overdue, then this week and the next four (Monday to Sunday), each with
 * its total still to pay (less credits) and how much of it is em conferência.
 */
export async function payableWeeks(db: Db, organizationId: string, now = new Date()) {
  const today = todayInSaoPaulo(now);
  const first = weekStart(today);
  const last = addDays(first, 5 * 7 - 1);
  const rows = await db
    .select({
      week: sql<string>`case when ${payables.dueDate} < ${today} then 'overdue' else to_char(date_trunc('week', ${payables.dueDate}::timestamp), 'YYYY-MM-DD') end`,
      state: stateOf(today),
      count: count(),
      total: sql<string>`sum(${payables.amount} - ${creditedSum})::text`,
    })
    .from(payables)
    .where(and(eq(payables.organizationId, organizationId), eq(payables.status, 'OPEN'), lte(payables.dueDate, last)))
    .groupBy(sql`1`, sql`2`);
  const bucket = (week: string) => {
    const mine = rows.filter((r) => r.week === week);
    const cents = (list: typeof rows) => list.reduce((s, r) => s + Math.round(Number(r.total) * 100), 0);
    const inReview = mine.filter((r) => r.state === 'EM_CONFERENCIA');
    return {
      count: mine.reduce((s, r) => s + r.count, 0),
      total: cents(mine) / 100,
      inReviewCount: inReview.reduce((s, r) => s + r.count, 0),
      inReviewTotal: cents(inReview) / 100,
    };
  };
  return {
    today,
    overdue: bucket('overdue'),
    weeks: Array.from({ length: 5 }, (_, i) => {
      const start = addDays(first, i * 7);
      return { start, end: addDays(start, 6), ...bucket(start) };
    }),
  };
}

/**
 * An owner or admin records a payment: once (a second time is a 409 that says when it was paid), on a
 * day not in the future, written to the audit log in the same transaction.
 */
export async function payPayable(
  tx: DbOrTx,
  input: {
    organizationId: string;
    id: string;
    paidOn: string;
    method: PaymentMethod;
    note?: string | null;
    user: { id: string; name: string | null };
    actor: AuditActor;
  },
  now = new Date(),
) {
  const [locked] = await tx
    .select({ id: payables.id, status: payables.status, paidOn: payables.paidOn })
    .from(payables)
    .where(and(eq(payables.id, input.id), eq(payables.organizationId, input.organizationId)))
    .for('update');
  if (!locked) throw notFound('Conta a pagar não encontrada');
  if (locked.status === 'PAID') {
    throw new ApiError({
      code: 'CONFLICT',
      message: `Esta conta já foi paga em ${formatDay(locked.paidOn!)}`,
    });
  }
  if (input.paidOn > todayInSaoPaulo(now)) {
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: 'A data do pagamento não pode ser futura',
      details: [{ path: 'paidAt', message: 'A data do pagamento não pode ser futura' }],
    });
  }
  await tx
    .update(payables)
    .set({
      status: 'PAID',
      paidOn: input.paidOn,
      method: input.method,
      note: input.note ?? null,
      paidById: input.user.id,
      paidByName: input.user.name,
      updatedAt: sql`now()`,
    })
    .where(eq(payables.id, input.id));
  const paid = await getPayable(tx, input.organizationId, input.id, now);
  const credited = Math.round(Number(paid.credited) * 100);
  await recordAudit(tx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'payable.paid',
    target: {
      type: 'payable',
      id: paid.id,
      label: `${paid.supplierName} — NF-e ${paid.invoiceNumber}, parcela ${paid.installment}`,
    },
    changes: {
      status: { before: 'OPEN', after: 'PAID' },
      paidOn: { before: null, after: input.paidOn },
      method: { before: null, after: PAYMENT_METHOD[input.method] },
      amount: { before: null, after: ((Math.round(Number(paid.amount) * 100) - credited) / 100).toFixed(2) },
    },
  });
  return paid;
}
