import { todayInSaoPaulo } from '../platform/brazil';
import type { DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { bestSplit, singleSupplierOptions, type BestSplitInput, type SplitPrice } from './best-split';
import { readComparison, type ComparedAnswer, type ComparisonRead } from './comparison-read';
import { offersByLine } from './comparison-offers';

const cents = (value: string) => Math.round(Number(value) * 100);

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
 * quantity for the whole line (both kept when the answer landed) and a validity not yet past (decided
 * here, for `today`). One statement reads it all (comparison-read.ts); nothing is written.
 */
export async function quoteComparison(
  db: DbOrTx,
  organizationId: string,
  quoteId: string,
  today = todayInSaoPaulo(),
  /** Refuses the cotação as a caller's move would, before the comparison's own refusal of a draft. */
  refuse?: (quote: ComparisonRead['quote']) => void,
) {
  return compareRead(await readComparison(db, organizationId, quoteId), today, refuse);
}

/** The comparison of what readComparison read, for `today` (pure: the route's memo computes it too). */
export function compareRead(read: ComparisonRead, today: string, refuse?: (quote: ComparisonRead['quote']) => void) {
  const { quote, lines, invited } = read;
  refuse?.(quote);
  if (quote.status === 'DRAFT') {
    throw new ApiError({
      code: 'CONFLICT',
      message: 'A cotação ainda não foi enviada: não há respostas para comparar',
    });
  }
  const answerOf = new Map<string, ComparedAnswer>();
  for (const answer of read.answers) {
    const seat = invited.find((i) => i.invitation.id === answer.quoteSupplierId);
    if (seat) answerOf.set(seat.supplier.id, answer);
  }
  const grid = gridOf(read, answerOf, today);
  const input = splitInput(read, answerOf, grid);
  return {
    detail: { quote, lines, invited },
    answerOf,
    grid,
    split: bestSplit(input),
    singles: singleSupplierOptions(input),
  };
}
export type QuoteComparison = ReturnType<typeof compareRead>;

/** Lines × the answering suppliers (in the invited order): each offer, whether it counts today, the best. */
function gridOf(read: ComparisonRead, answerOf: Map<string, ComparedAnswer>, today: string) {
  const answering = read.invited.flatMap(({ supplier }) => {
    const answer = answerOf.get(supplier.id);
    return answer ? [{ supplierId: supplier.id, answer, offerAt: offersByLine(answer.offers) }] : [];
  });
  const paidFor = new Map(read.paid.map((p) => [p.productId, p]));
  return read.lines.map((line, index) => {
    const cells = answering.flatMap(({ supplierId, answer, offerAt }) => {
      const o = offerAt(index);
      if (!o) return [];
      return [
        {
          supplierId,
          unitPrice: o.unitPrice === null ? null : Number(o.unitPrice),
          unitCents: o.unitPrice === null ? null : cents(o.unitPrice),
          availableQuantity: o.availableQuantity,
          note: o.note,
          // What the answer covered when it landed, and whether it is still valid today.
          eligible: o.coversLine && answer.validUntil >= today,
        },
      ];
    });
    const bestCents = Math.min(...cells.filter((c) => c.eligible).map((c) => c.unitCents!));
    const last = line.productId ? paidFor.get(line.productId) : undefined;
    return {
      line,
      lastPaid: last ? { unitPrice: last.unitPrice, at: last.at } : null,
      offers: cells.map((c) => ({ ...c, best: c.eligible && c.unitCents === bestCents })),
    };
  });
}

/** The best split's input: the answering suppliers' terms and scores, and every offer that counts today. */
function splitInput(
  read: ComparisonRead,
  answerOf: Map<string, ComparedAnswer>,
  grid: ReturnType<typeof gridOf>,
): BestSplitInput {
  const cards = new Map(read.scorecards.map((card) => [card.supplierId, card]));
  return {
    lineIds: read.lines.map((l) => l.id),
    suppliers: read.invited
      .filter((i) => answerOf.has(i.supplier.id))
      .map((i) => {
        const answer = answerOf.get(i.supplier.id)!;
        const card = cards.get(i.supplier.id);
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
}
