import { and, eq, sql } from 'drizzle-orm';
import { quotes, type ComparisonOffers } from '../../db/schema/quotes';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import { quoteScorecardQuery, scorecardQuery, scorecardsOfRows } from '../scorecards/scorecard.service';

/** The scorecard a tie is broken by: the supplier's, over the last 90 days. */
const TIE_BREAK_DAYS = 90;

type Quote = typeof quotes.$inferSelect;

// The outer row, qualified: a one-table select writes its own columns unqualified ("id"), which the
// subqueries below would read as their own.
const quoteId = sql.raw('"quotes"."id"');
const quoteOrganizationId = sql.raw('"quotes"."organization_id"');
const quoteSentAt = sql.raw('"quotes"."sent_at"');

export interface ComparedLine {
  id: string;
  position: number;
  productId: string | null;
  description: string;
  unit: string;
  categoryId: string | null;
  quantity: number;
}

/** An invited supplier's latest answer: its terms, and its offers as stored when it landed. */
export interface ComparedAnswer {
  quoteSupplierId: string;
  id: string;
  version: number;
  validUntil: string;
  leadTimeDays: number;
  paymentTerm: string | null;
  minimumOrderValue: string;
  freight: string;
  offers: ComparisonOffers;
}

type Scorecards = Parameters<typeof scorecardsOfRows>;
type Json<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** The cotação's lines in their order. */
const linesOf = sql<ComparedLine[]>`(select coalesce(json_agg(json_build_object('id', l.id, 'position', l.position,
  'productId', l.product_id, 'description', l.description, 'unit', l.unit, 'categoryId', l.category_id,
  'quantity', l.quantity) order by l.position), '[]'::json) from quote_lines l where l.quote_id = ${quoteId})`;

/**
 * What the caller already holds of this cotação from an earlier read (comparison-memo.ts), so the
 * statement leaves it out: the lines, as of the sending they were read after (a sent cotação's lines
 * never change), and the offers of these answers (an answer's kept offers never change: a new version
 * is a new answer).
 */
export interface HeldParts {
  /** `quotes.sent_at` as PostgreSQL wrote it when the lines were read. */
  linesSentAt: string;
  lines: ComparedLine[];
  offersOf: ReadonlyMap<string, ComparisonOffers>;
}

// Nothing held: the statement reads everything.
const NOTHING_HELD: HeldParts = { linesSentAt: '', lines: [], offersOf: new Map() };

/** The lines, unless the caller holds them as of this sending (null then). */
const linesUnlessHeld = (held: HeldParts) =>
  sql<ComparedLine[] | null>`case when ${quoteSentAt}::text = ${held.linesSentAt} then null else ${linesOf} end`;

/** An answer's kept offers, unless the caller holds them (null then). */
const offersUnlessHeld = (held: HeldParts) =>
  held.offersOf.size === 0
    ? sql`g.offers`
    : sql`case when g.answer_id::text = any(string_to_array(${[...held.offersOf.keys()].join(',')}, ',')) then null else g.offers end`;

/** The invited suppliers by name: an own supplier not yet listed under the name the buyer knows it by. */
const invitedOf = sql<Json<{ id: string; answeredAt: Date | null; supplierId: string; supplierName: string }>[]>`(
  select coalesce(json_agg(json_build_object('id', qs.id, 'answeredAt', qs.answered_at, 'supplierId', s.id,
    'supplierName', coalesce(own.name, s.name)) order by coalesce(own.name, s.name)), '[]'::json)
  from quote_suppliers qs join suppliers s on s.id = qs.supplier_id
  left join organization_suppliers own
    on own.organization_id = qs.organization_id and own.supplier_id = s.id and not s.listed
  where qs.quote_id = ${quoteId})`;

/** Each answering supplier's stored offers (null: the caller holds them) with its latest answer's terms (amounts as their text). */
const answersOf = (held: HeldParts) => sql<(Omit<ComparedAnswer, 'offers'> & { offers: ComparisonOffers | null })[]>`(
  select coalesce(json_agg(json_build_object('quoteSupplierId',
  g.quote_supplier_id, 'id', a.id, 'version', a.version, 'validUntil', a.valid_until, 'leadTimeDays',
  a.lead_time_days, 'paymentTerm', a.payment_term, 'minimumOrderValue', a.minimum_order_value::text,
  'freight', a.freight::text, 'offers', ${offersUnlessHeld(held)})), '[]'::json)
  from quote_comparison_answers g join quote_answers a on a.id = g.answer_id where g.quote_id = ${quoteId})`;

/** The last price this organization paid for each catalogue product of the lines (a refused or dropped line is not paid). */
const lastPaidOf = sql<Json<{ productId: string; unitPrice: string; at: Date }>[]>`(
  select coalesce(json_agg(p), '[]'::json) from (
    select distinct on (i.product_id) i.product_id as "productId", i.unit_price::text as "unitPrice", o.created_at as "at"
    from purchase_order_items i join purchase_orders o on o.id = i.purchase_order_id
    where o.organization_id = ${quoteOrganizationId}
      and i.product_id in (select l.product_id from quote_lines l where l.quote_id = ${quoteId})
      and i.status not in ('REJECTED', 'CANCELLED') and i.supplier_status <> 'REFUSED'
    order by i.product_id, o.created_at desc) p)`;

const asJsonList = (query: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * Everything a comparison reads, in one statement (one round trip): the cotação, its lines and invited
 * suppliers, each answer as stored when it landed with its terms, the invited suppliers' scorecards
 * (their daily rollup: the tie-break) and the last prices paid. Nothing here writes; what depends on the
 * day is decided by the caller. Another organization's cotação, or none: 404. What the caller `held`
 * from an earlier read is left out of the statement and filled in from it.
 */
export async function readComparison(db: DbOrTx, organizationId: string, id: string, held = NOTHING_HELD) {
  const scope = { supplierIds: sql`select qs.supplier_id from quote_suppliers qs where qs.quote_id = ${id}` };
  const [row] = await db
    .select({
      quote: quotes,
      linesSentAt: sql<string | null>`${quoteSentAt}::text`,
      lines: linesUnlessHeld(held),
      invited: invitedOf,
      answers: answersOf(held),
      orderFigures: sql<Scorecards[0]>`${asJsonList(scorecardQuery(scope, TIE_BREAK_DAYS, 'supplier'))}`,
      quoteFigures: sql<Scorecards[1]>`${asJsonList(quoteScorecardQuery(scope, TIE_BREAK_DAYS, 'supplier'))}`,
      paid: lastPaidOf,
    })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.organizationId, organizationId)));
  if (!row) throw notFound('Cotação não encontrada');
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    quote: row.quote as Quote,
    linesSentAt: row.linesSentAt,
    lines: row.lines ?? held.lines,
    invited: row.invited.map((i) => ({
      invitation: { id: i.id, answeredAt: date(i.answeredAt) },
      supplier: { id: i.supplierId, name: i.supplierName },
    })),
    answers: row.answers.map((a): ComparedAnswer => ({ ...a, offers: a.offers ?? held.offersOf.get(a.id)! })),
    scorecards: scorecardsOfRows(row.orderFigures, row.quoteFigures),
    paid: row.paid.map((p) => ({ productId: p.productId, unitPrice: Number(p.unitPrice), at: new Date(p.at) })),
  };
}
export type ComparisonRead = Awaited<ReturnType<typeof readComparison>>;
