import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { suppliers } from '../../../../db/schema/catalogue';
import { supplierOrders } from '../../../../db/schema/purchase-orders';
import type { Db } from '../../../lib/db';
import { notFound } from '../../../lib/errors';

/**
 * A supplier's scorecard over the supplier orders sent in a period, computed in SQL from the figures
 * each order keeps (supplier_orders.units_ordered, …): one index range, no join, no rows fetched.
 *
 * - fill rate: units received in order / units ordered, over orders whose outcome is known
 *   (delivered, completed or refused);
 * - on-time rate: orders received by the promised date / orders with a promised date that is past
 *   or already received;
 * - median time to confirm: from sent to answered (confirmed or refused), in hours;
 * - refusal rate: lines refused / lines answered;
 * - incident rate: orders with an incident / orders received;
 * - credit: the credits the supplier granted on incidents.
 */

export const PERIODS = [30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

/** Whose orders count: one supplier's, one buyer's, or one buyer's with one supplier. */
export type ScorecardScope = { supplierId?: string; organizationId?: string };

const o = supplierOrders;
const TZ = sql.raw(`'America/Sao_Paulo'`);
const settled = sql`${o.status} in ('DELIVERED', 'COMPLETED', 'REFUSED')`;
const localDay = (at: SQL | typeof o.receivedAt) => sql`(${at} at time zone ${TZ})::date`;
const today = sql`(now() at time zone ${TZ})::date`;

/** The aggregate columns, the same for the totals, the series and the per-supplier list. */
const FIGURES = {
  orders: sql<number>`count(*)::int`,
  unitsOrdered: sql<number>`coalesce(sum(${o.unitsOrdered}) filter (where ${settled}), 0)::int`,
  unitsReceivedOk: sql<number>`coalesce(sum(${o.unitsReceivedOk}) filter (where ${settled}), 0)::int`,
  due: sql<number>`(count(*) filter (where ${o.promisedDate} is not null and (${o.receivedAt} is not null or ${o.promisedDate} < ${today})))::int`,
  onTime: sql<number>`(count(*) filter (where ${o.receivedAt} is not null and ${localDay(o.receivedAt)} <= ${o.promisedDate}))::int`,
  medianConfirmSeconds: sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from ${o.acknowledgedAt} - ${o.sentAt})) filter (where ${o.acknowledgedAt} is not null)`,
  linesAnswered: sql<number>`coalesce(sum(${o.linesAnswered}), 0)::int`,
  linesRefused: sql<number>`coalesce(sum(${o.linesRefused}), 0)::int`,
  received: sql<number>`(count(*) filter (where ${o.receivedAt} is not null or ${o.incidentCount} > 0))::int`,
  withIncidents: sql<number>`(count(*) filter (where ${o.incidentCount} > 0))::int`,
  credit: sql<string>`coalesce(sum(${o.creditAmount}), 0)::text`,
};

type Raw = { [K in keyof typeof FIGURES]: (typeof FIGURES)[K]['_']['type'] };

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** Raw counts → the rates people read (null where nothing counts yet). */
export function figures(raw: Raw) {
  return {
    orders: raw.orders,
    fillRate: ratio(raw.unitsReceivedOk, raw.unitsOrdered),
    onTimeRate: ratio(raw.onTime, raw.due),
    medianHoursToConfirm:
      raw.medianConfirmSeconds === null ? null : Math.round((Number(raw.medianConfirmSeconds) / 3600) * 10) / 10,
    refusalRate: ratio(raw.linesRefused, raw.linesAnswered),
    incidentRate: ratio(raw.withIncidents, raw.received),
    creditAmount: Number(raw.credit),
    counts: {
      unitsOrdered: raw.unitsOrdered,
      unitsReceivedOk: raw.unitsReceivedOk,
      ordersDue: raw.due,
      ordersOnTime: raw.onTime,
      linesAnswered: raw.linesAnswered,
      linesRefused: raw.linesRefused,
      ordersReceived: raw.received,
      ordersWithIncidents: raw.withIncidents,
    },
  };
}

const inScope = (scope: ScorecardScope, days: Period) =>
  and(
    scope.supplierId ? eq(o.supplierId, scope.supplierId) : undefined,
    scope.organizationId ? eq(o.organizationId, scope.organizationId) : undefined,
    isNotNull(o.sentAt),
    gte(o.sentAt, sql`now() - make_interval(days => ${days})`),
  );

/**
 * One supplier's figures over the period, and the same per week (per month over a year) for the
 * charts: one pass over the orders (GROUPING SETS: each bucket, and the whole period).
 */
export async function supplierScorecard(db: Db, scope: ScorecardScope & { supplierId: string }, days: Period) {
  const unit = bucketOf(days);
  const rows = await scorecardQuery(db, scope, days);
  const totals = rows.find((r) => r.whole)!;
  return {
    days,
    bucket: unit,
    totals: figures(totals),
    series: rows.filter((r) => !r.whole).map((row) => ({ from: row.from!, ...figures(row) })),
  };
}

const bucketOf = (days: Period) => (days === 365 ? 'month' : 'week');

/** The scorecard's one query (not run): the service runs it, and its plan is checked at 100,000 orders. */
export function scorecardQuery(db: Db, scope: ScorecardScope, days: Period) {
  // A literal, not a parameter: the select list must repeat the grouped expression exactly.
  const bucket = sql`date_trunc(${sql.raw(`'${bucketOf(days)}'`)}, ${o.sentAt} at time zone ${TZ})`;
  return db
    .select({
      ...FIGURES,
      from: sql<string | null>`to_char(${bucket}, 'YYYY-MM-DD')`,
      whole: sql<boolean>`grouping(${bucket}) = 1`,
    })
    .from(o)
    .where(inScope(scope, days))
    .groupBy(sql`grouping sets ((${bucket}), ())`)
    .orderBy(sql`${bucket} nulls last`);
}

/** Every supplier's figures over the period (the operator's), or over one buyer's orders (the buyer's). */
export async function scorecardsBySupplier(db: Db, scope: { organizationId?: string }, days: Period) {
  const rows = await db
    .select({ ...FIGURES, supplierId: o.supplierId, supplierName: suppliers.name })
    .from(o)
    .innerJoin(suppliers, eq(suppliers.id, o.supplierId))
    .where(inScope(scope, days))
    .groupBy(o.supplierId, suppliers.name)
    .orderBy(suppliers.name);
  return rows.map((row) => ({ supplierId: row.supplierId, supplierName: row.supplierName, ...figures(row) }));
}

/** The supplier exists (the operator's and buyers' single-supplier views answer 404 otherwise). */
export async function assertSupplier(db: Db, id: string) {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw notFound('Fornecedor não encontrado');
  return row;
}
