import { and, eq, is, SQL, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { supplierVisibleTo } from '../suppliers/supplier-visibility';

/**
 * A supplier's scorecard over the supplier orders sent in a period, computed in SQL from the figures
 * each order keeps (supplier_orders.units_ordered, …), summed per day by supplier_scorecard_days.
 *
 * - fill rate: units received in order / units ordered, over orders whose outcome is known
 *   (delivered, completed or refused);
 * - on-time rate: orders received by the promised date / orders with a promised date that is past
 *   or already received;
 * - median time to confirm: from sent to answered (confirmed or refused), in hours;
 * - refusal rate: lines refused / lines answered;
 * - incident rate: orders with an incident / orders received;
 * - credit: the credits the supplier granted on incidents.
 *
 * And over the cotações sent to the supplier in the period (quote_suppliers of quotes by sent_at),
 * read live beside the orders' statement (quoteScorecardQuery):
 * - response rate: cotações answered / cotações invited to whose answer is due — answered, or whose
 *   window has closed (closed, awarded, or open past the deadline); an open one still in time and a
 *   cancelled one left unanswered do not count against the supplier;
 * - win rate: cotações won / cotações answered and awarded (an answer in a cotação not awarded yet,
 *   or cancelled, is neither won nor lost);
 * - median time to answer: from the cotação's sending to the supplier's first answer (version 1),
 *   in hours.
 */

export const PERIODS = [30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

/** Whose orders count: one supplier's, one buyer's, or one buyer's with one supplier. */
/**
 * Whose figures: one supplier's, a few suppliers' (a cotação's, for its tie-break: the ids, or a
 * subquery naming them, so the figures ride in the caller's statement), one buyer's.
 */
export type ScorecardScope = { supplierId?: string; supplierIds?: readonly string[] | SQL; organizationId?: string };

/** `column` is one of the scope's suppliers (SQL), or nothing to add. */
const ofSuppliers = (column: SQL, scope: ScorecardScope) =>
  is(scope.supplierIds, SQL)
    ? sql`${column} in (${scope.supplierIds})`
    : scope.supplierIds
      ? sql`${column} in (${
          scope.supplierIds.length
            ? sql.join(
                scope.supplierIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )
            : sql`null`
        })`
      : undefined;

const TZ = sql.raw(`'America/Sao_Paulo'`);
const today = sql`(now() at time zone ${TZ})::date`;
/** A period is the last `days` local days, today included: whole days, as the rollup keeps them. */
const firstDay = (days: Period) => sql`(${today} - ${days - 1}::int)`;
const firstInstant = (days: Period) => sql`(${firstDay(days)}::timestamp at time zone ${TZ})`;
const localDay = sql`(o.sent_at at time zone ${TZ})::date`;

/** The sums, over rows shaped like supplier_scorecard_days (the rollup, or each order's contribution). */
const SUMS = sql.raw(`coalesce(sum(f.orders), 0)::int as orders,
  coalesce(sum(f.units_ordered), 0)::int as "unitsOrdered",
  coalesce(sum(f.units_received_ok), 0)::int as "unitsReceivedOk",
  coalesce(sum(f.promised_received), 0)::int as "promisedReceived",
  coalesce(sum(f.on_time), 0)::int as "onTime",
  coalesce(sum(f.lines_answered), 0)::int as "linesAnswered",
  coalesce(sum(f.lines_refused), 0)::int as "linesRefused",
  coalesce(sum(f.received), 0)::int as received,
  coalesce(sum(f.with_incidents), 0)::int as "withIncidents",
  coalesce(sum(f.credit_amount), 0)::text as credit`);

type Raw = {
  orders: number;
  unitsOrdered: number;
  unitsReceivedOk: number;
  promisedReceived: number;
  onTime: number;
  linesAnswered: number;
  linesRefused: number;
  received: number;
  withIncidents: number;
  credit: string;
  medianConfirmSeconds: number | string | null;
  openOverdue: number;
};

/** A bucket (or supplier) with no order in the period: every sum zero. */
const NO_ORDERS: Raw = {
  orders: 0,
  unitsOrdered: 0,
  unitsReceivedOk: 0,
  promisedReceived: 0,
  onTime: 0,
  linesAnswered: 0,
  linesRefused: 0,
  received: 0,
  withIncidents: 0,
  credit: '0',
  medianConfirmSeconds: null,
  openOverdue: 0,
};

/** The cotação counts of quoteScorecardQuery. */
type QuoteRaw = {
  quotesInvited: number;
  quotesAnswered: number;
  quotesAwarded: number;
  quotesWon: number;
  medianAnswerSeconds: number | string | null;
};
const NO_QUOTES: QuoteRaw = {
  quotesInvited: 0,
  quotesAnswered: 0,
  quotesAwarded: 0,
  quotesWon: 0,
  medianAnswerSeconds: null,
};

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

const hours = (seconds: number | string | null) =>
  seconds === null ? null : Math.round((Number(seconds) / 3600) * 10) / 10;

/** Raw counts → the rates people read (null where nothing counts yet). */
export function figures(raw: Raw, quote: QuoteRaw = NO_QUOTES) {
  const due = raw.promisedReceived + raw.openOverdue;
  return {
    orders: raw.orders,
    fillRate: ratio(raw.unitsReceivedOk, raw.unitsOrdered),
    onTimeRate: ratio(raw.onTime, due),
    medianHoursToConfirm: hours(raw.medianConfirmSeconds),
    refusalRate: ratio(raw.linesRefused, raw.linesAnswered),
    incidentRate: ratio(raw.withIncidents, raw.received),
    creditAmount: Number(raw.credit),
    responseRate: ratio(quote.quotesAnswered, quote.quotesInvited),
    winRate: ratio(quote.quotesWon, quote.quotesAwarded),
    medianHoursToAnswer: hours(quote.medianAnswerSeconds),
    counts: {
      unitsOrdered: raw.unitsOrdered,
      unitsReceivedOk: raw.unitsReceivedOk,
      ordersDue: due,
      ordersOnTime: raw.onTime,
      linesAnswered: raw.linesAnswered,
      linesRefused: raw.linesRefused,
      ordersReceived: raw.received,
      ordersWithIncidents: raw.withIncidents,
      quotesInvited: quote.quotesInvited,
      quotesAnswered: quote.quotesAnswered,
      quotesAwarded: quote.quotesAwarded,
      quotesWon: quote.quotesWon,
    },
  };
}

/** The scope's orders sent in the period (the live parts read these through partial indexes). */
const ordersIn = (scope: ScorecardScope, days: Period) =>
  sql.join(
    [
      scope.supplierId ? sql`o.supplier_id = ${scope.supplierId}` : undefined,
      ofSuppliers(sql`o.supplier_id`, scope),
      scope.organizationId ? sql`o.organization_id = ${scope.organizationId}` : undefined,
      sql`o.sent_at >= ${firstInstant(days)}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );

/**
 * The scorecard's one statement: the sums come from the daily rollup for a supplier's (or every
 * supplier's) whole book, and from each order's contribution for one buyer's orders (few); the
 * median time to confirm and the promises still open are read live, from partial indexes. `by`
 * groups per week or month with the whole period as one more row (GROUPING SETS), or per supplier.
 */
export function scorecardQuery(scope: ScorecardScope, days: Period, by: 'week' | 'month' | 'supplier') {
  const key = (day: SQL) =>
    by === 'supplier' ? sql`supplier_id` : sql`date_trunc(${sql.raw(`'${by}'`)}, ${day}::timestamp)::date`;
  const group = by === 'supplier' ? sql`group by k` : sql`group by grouping sets ((k), ())`;
  const whole = by === 'supplier' ? sql`false` : sql`grouping(k) = 1`;
  const contributions = scope.organizationId
    ? sql`select o.supplier_id, c.* from supplier_orders o cross join lateral scorecard_contribution(o, 1) c
        where ${ordersIn(scope, days)}`
    : sql`select * from supplier_scorecard_days
        where day >= ${firstDay(days)}${scope.supplierId ? sql` and supplier_id = ${scope.supplierId}` : sql``}${
          scope.supplierIds ? sql` and ${ofSuppliers(sql`supplier_id`, scope)}` : sql``
        }`;
  return sql`
    with f as (select ${key(sql`day`)} as k, * from (${contributions}) c),
    sums as (select k, ${whole} as whole, ${SUMS} from f ${group}),
    answered as (
      select ${key(localDay)} as k, extract(epoch from o.acknowledged_at - o.sent_at) as seconds
      from supplier_orders o where ${ordersIn(scope, days)} and o.acknowledged_at is not null),
    medians as (
      select k, ${whole} as whole, percentile_cont(0.5) within group (order by seconds) as seconds
      from answered ${group}),
    overdue as (
      select ${key(localDay)} as k from supplier_orders o
      where ${ordersIn(scope, days)} and o.promised_date is not null and o.received_at is null
        and o.promised_date < ${today}),
    overdue_counts as (select k, ${whole} as whole, count(*)::int as n from overdue ${group})
    select s.*, m.seconds as "medianConfirmSeconds", coalesce(d.n, 0) as "openOverdue", ${
      by === 'supplier'
        ? sql`s.k::text as "supplierId", ${supplierNameFor(scope)} as "supplierName"`
        : sql`to_char(s.k, 'YYYY-MM-DD') as "from"`
    }
    from sums s
    left join medians m on m.whole = s.whole and m.k is not distinct from s.k
    left join overdue_counts d on d.whole = s.whole and d.k is not distinct from s.k
    ${by === 'supplier' ? sql`join suppliers sup on sup.id = s.k` : sql``}
    -- A day whose orders were all deleted keeps a row of zeros in the rollup.
    where s.whole or s.orders > 0
    order by ${by === 'supplier' ? supplierNameFor(scope) : sql`s.k nulls last`}`;
}

/**
 * The supplier's name (`sup`) as the scope's buyer knows it: an own supplier not yet listed goes by the
 * name the organization gave it (#54), as its supplier list shows; the operator's and the supplier's own
 * figures use the supplier's name.
 */
const supplierNameFor = (scope: ScorecardScope) =>
  scope.organizationId
    ? sql`coalesce((select os.name from organization_suppliers os where os.organization_id = ${scope.organizationId}
        and os.supplier_id = sup.id and not sup.listed), sup.name)`
    : sql`sup.name`;

/** The scope's cotações sent in the period, as invitations (q: the cotação, qs: the supplier invited). */
const invitationsIn = (scope: ScorecardScope, days: Period) =>
  sql.join(
    [
      scope.supplierId ? sql`qs.supplier_id = ${scope.supplierId}` : undefined,
      ofSuppliers(sql`qs.supplier_id`, scope),
      scope.organizationId ? sql`q.organization_id = ${scope.organizationId}` : undefined,
      sql`q.sent_at >= ${firstInstant(days)}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );

/**
 * The cotação figures, grouped as scorecardQuery groups (per week or month with the whole period as
 * one more row, or per supplier): invitations whose answer is due, answered, answered and awarded,
 * won, and the median seconds from sending to the first answer (percentile_cont, as the orders' median).
 * A buyer's reads its cotações by organization (quotes_org_created_idx), a supplier's its invitations
 * (quote_suppliers_supplier_created_idx); the first answer is one row of quote_answers' unique index.
 */
export function quoteScorecardQuery(scope: ScorecardScope, days: Period, by: 'week' | 'month' | 'supplier') {
  const key =
    by === 'supplier'
      ? sql`qs.supplier_id`
      : sql`date_trunc(${sql.raw(`'${by}'`)}, (q.sent_at at time zone ${TZ})::date::timestamp)::date`;
  const group = by === 'supplier' ? sql`group by k` : sql`group by grouping sets ((k), ())`;
  const whole = by === 'supplier' ? sql`false` : sql`grouping(k) = 1`;
  return sql`
    with invited as (
      select ${key} as k,
        qs.answer_count > 0 as answered,
        (qs.answer_count > 0 or q.status in ('CLOSED', 'AWARDED') or (q.status = 'OPEN' and q.deadline <= now())) as due,
        qs.outcome,
        extract(epoch from first.created_at - q.sent_at) as seconds
      from quotes q
      join quote_suppliers qs on qs.quote_id = q.id
      left join quote_answers first on first.quote_supplier_id = qs.id and first.version = 1
      where ${invitationsIn(scope, days)}),
    f as (
      select k, ${whole} as whole,
        count(*) filter (where due)::int as "quotesInvited",
        count(*) filter (where answered)::int as "quotesAnswered",
        count(*) filter (where answered and outcome is not null)::int as "quotesAwarded",
        count(*) filter (where outcome = 'WON')::int as "quotesWon",
        percentile_cont(0.5) within group (order by seconds) as "medianAnswerSeconds"
      from invited ${group})
    select f.whole, f."quotesInvited", f."quotesAnswered", f."quotesAwarded", f."quotesWon", f."medianAnswerSeconds", ${
      by === 'supplier'
        ? sql`f.k::text as "supplierId", ${supplierNameFor(scope)} as "supplierName"`
        : sql`to_char(f.k, 'YYYY-MM-DD') as "from"`
    }
    from f
    ${by === 'supplier' ? sql`join suppliers sup on sup.id = f.k` : sql``}`;
}

type Row = Raw & { whole: boolean };
type QuoteRow = QuoteRaw & { whole: boolean };

/**
 * One supplier's figures over the period, and the same per week (per month over a year) for the
 * charts. The orders' statement and the cotações' run side by side (one round trip); a week with
 * cotações and no order is a row of the series too.
 */
export async function supplierScorecard(db: Db, scope: ScorecardScope & { supplierId: string }, days: Period) {
  const unit = bucketOf(days);
  const [{ rows }, { rows: quoteRows }] = await Promise.all([
    db.execute<Row & { from: string | null }>(scorecardQuery(scope, days, unit)),
    db.execute<QuoteRow & { from: string | null }>(quoteScorecardQuery(scope, days, unit)),
  ]);
  const totals = rows.find((r) => r.whole)!;
  const orderBuckets = new Map(rows.filter((r) => !r.whole).map((r) => [r.from!, r]));
  const quoteBuckets = new Map(quoteRows.filter((r) => !r.whole).map((r) => [r.from!, r]));
  const buckets = [...new Set([...orderBuckets.keys(), ...quoteBuckets.keys()])].sort();
  return {
    days,
    bucket: unit,
    totals: figures(totals, quoteRows.find((r) => r.whole) ?? NO_QUOTES),
    series: buckets.map((from) => ({
      from,
      ...figures(orderBuckets.get(from) ?? NO_ORDERS, quoteBuckets.get(from) ?? NO_QUOTES),
    })),
  };
}

const bucketOf = (days: Period) => (days === 365 ? 'month' : 'week');

const byName = new Intl.Collator('pt-BR');

/**
 * Every supplier's figures over the period (the operator's), or over one buyer's orders and cotações
 * (the buyer's): a supplier with cotações and no order is listed too.
 */
export async function scorecardsBySupplier(
  db: Db,
  scope: Pick<ScorecardScope, 'organizationId' | 'supplierIds'>,
  days: Period,
) {
  const [{ rows }, { rows: quoteRows }] = await Promise.all([
    db.execute<SupplierRow>(scorecardQuery(scope, days, 'supplier')),
    db.execute<SupplierQuoteRow>(quoteScorecardQuery(scope, days, 'supplier')),
  ]);
  return scorecardsOfRows(rows, quoteRows);
}

type SupplierRow = Row & { supplierId: string; supplierName: string };
type SupplierQuoteRow = QuoteRow & { supplierId: string; supplierName: string };

/** The per-supplier figures from the rows of scorecardQuery and quoteScorecardQuery by 'supplier'. */
export function scorecardsOfRows(rows: readonly SupplierRow[], quoteRows: readonly SupplierQuoteRow[]) {
  const quotesOf = new Map(quoteRows.map((r) => [r.supplierId, r]));
  const listed = new Set(rows.map((r) => r.supplierId));
  return [
    ...rows.map((row) => ({
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      ...figures(row, quotesOf.get(row.supplierId) ?? NO_QUOTES),
    })),
    ...quoteRows
      .filter((row) => !listed.has(row.supplierId))
      .map((row) => ({ supplierId: row.supplierId, supplierName: row.supplierName, ...figures(NO_ORDERS, row) })),
  ].sort((a, b) => byName.compare(a.supplierName, b.supplierName));
}

/**
 * The supplier exists (the operator's and buyers' single-supplier views answer 404 otherwise) and, for a
 * buyer (`organizationId`), is one it may see: listed, or one it added itself — another buyer's own
 * supplier is "not found", as a missing one (#54). The operator (no organization given) sees every one.
 */
export async function assertSupplier(db: Db, id: string, organizationId?: string) {
  const [row] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), organizationId === undefined ? undefined : supplierVisibleTo(organizationId)));
  if (!row) throw notFound('Fornecedor não encontrado');
  return row;
}
