import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { todayInSaoPaulo } from '../platform/brazil';
import type { DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { bestSplit, singleSupplierOptions, type BestSplitInput, type SplitPrice } from './best-split';
import { latestAnswers } from './quote-answers.service';
import { getQuote, type QuoteDetail } from './quotes.service';
import { scorecardsBySupplier } from '../scorecards/scorecard.service';

const cents = (value: string) => Math.round(Number(value) * 100);

/** The scorecard a tie is broken by: the supplier's, over the last 90 days. */
const TIE_BREAK_DAYS = 90;

/**
 * One number for "the better scorecard": the mean of the supplier's rates — units delivered in full,
 * orders on time, lines not refused, cotações answered — each 0 to 1; null (the worst) when it has
 * none yet.
 */
export function scorecardScore(card: {
  fillRate: number | null;
  onTimeRate: number | null;
  refusalRate: number | null;
  responseRate: number | null;
}): number | null {
  const rates = [
    card.fillRate,
    card.onTimeRate,
    card.refusalRate === null ? null : 1 - card.refusalRate,
    card.responseRate,
  ];
  const known = rates.filter((r): r is number => r !== null);
  return known.length ? known.reduce((sum, r) => sum + r, 0) / known.length : null;
}

/**
 * The comparison of a cotação: lines × suppliers with each supplier's latest answer, the best price
 * per line, the last price this organization paid, each supplier's total with freight and minimum,
 * and the exact best split (best-split.ts). An offer counts for the award when it has a price, enough
 * quantity for the whole line and a validity not yet past.
 */
export async function quoteComparison(
  db: DbOrTx,
  organizationId: string,
  quoteId: string,
  today = todayInSaoPaulo(),
  /** Refuses the cotação as a caller's move would, before the comparison's own refusal of a draft. */
  refuse?: (quote: QuoteDetail['quote']) => void,
) {
  const detail = await getQuote(db, organizationId, quoteId);
  const { quote, lines, invited } = detail;
  refuse?.(quote);
  if (quote.status === 'DRAFT') {
    throw new ApiError({
      code: 'CONFLICT',
      message: 'A cotação ainda não foi enviada: não há respostas para comparar',
    });
  }
  const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const [{ answers, lines: offers }, scorecards, paid] = await Promise.all([
    latestAnswers(db, quoteId),
    // Every buyer's, of the invited suppliers: read from their daily rollup, where one buyer's own would
    // add up each of its orders (seconds for a buyer with 100,000: the bench's 200 × 10 comparison).
    scorecardsBySupplier(db, { supplierIds: invited.map((i) => i.supplier.id) }, TIE_BREAK_DAYS),
    productIds.length
      ? db
          .selectDistinctOn([purchaseOrderItems.productId], {
            productId: purchaseOrderItems.productId,
            unitPrice: purchaseOrderItems.unitPrice,
            at: purchaseOrders.createdAt,
          })
          .from(purchaseOrderItems)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
          .where(
            and(
              eq(purchaseOrders.organizationId, organizationId),
              inArray(purchaseOrderItems.productId, productIds),
              notInArray(purchaseOrderItems.status, ['REJECTED', 'CANCELLED']),
              sql`${purchaseOrderItems.supplierStatus} <> 'REFUSED'`,
            ),
          )
          .orderBy(purchaseOrderItems.productId, desc(purchaseOrders.createdAt))
      : Promise.resolve([]),
  ]);

  const answerOf = new Map(
    answers.map((a) => [invited.find((i) => i.invitation.id === a.quoteSupplierId)!.supplier.id, a]),
  );
  const supplierOfAnswer = new Map(
    answers.map((a) => [a.id, invited.find((i) => i.invitation.id === a.quoteSupplierId)!]),
  );
  const grid = lines.map((line) => {
    const cells = offers
      .filter((o) => o.lineId === line.id)
      .map((o) => {
        const answer = answers.find((a) => a.id === o.answerId)!;
        const eligible =
          o.unitPrice !== null &&
          (o.availableQuantity === null || o.availableQuantity >= line.quantity) &&
          answer.validUntil >= today;
        return {
          supplierId: supplierOfAnswer.get(o.answerId)!.supplier.id,
          unitPrice: o.unitPrice === null ? null : Number(o.unitPrice),
          unitCents: o.unitPrice === null ? null : cents(o.unitPrice),
          availableQuantity: o.availableQuantity,
          note: o.note,
          eligible,
        };
      });
    const bestCents = Math.min(...cells.filter((c) => c.eligible).map((c) => c.unitCents!));
    const last = paid.find((p) => p.productId === line.productId);
    return {
      line,
      lastPaid: last ? { unitPrice: Number(last.unitPrice), at: last.at } : null,
      offers: cells.map((c) => ({ ...c, best: c.eligible && c.unitCents === bestCents })),
    };
  });

  const input: BestSplitInput = {
    lineIds: lines.map((l) => l.id),
    suppliers: invited
      .filter((i) => answerOf.has(i.supplier.id))
      .map((i) => {
        const answer = answerOf.get(i.supplier.id)!;
        const card = scorecards.find((r) => r.supplierId === i.supplier.id);
        return {
          id: i.supplier.id,
          freightCents: cents(answer.freight),
          minimumOrderCents: cents(answer.minimumOrderValue),
          score: card ? scorecardScore(card) : null,
        };
      }),
    prices: grid.flatMap(({ line, offers: cells }) =>
      cells
        .filter((c) => c.eligible)
        .map((c): SplitPrice => ({
          lineId: line.id,
          supplierId: c.supplierId,
          costCents: c.unitCents! * line.quantity,
        })),
    ),
  };
  return {
    detail,
    answerOf,
    grid,
    split: bestSplit(input),
    singles: singleSupplierOptions(input),
  };
}
export type QuoteComparison = Awaited<ReturnType<typeof quoteComparison>>;
