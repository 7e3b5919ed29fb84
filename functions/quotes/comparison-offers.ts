import type { ComparisonOffer } from '../../db/schema/quotes';

/** A line of the cotação as an offer is measured against it. */
export interface OfferedLine {
  id: string;
  quantity: number;
}

/** An answer's line as it is stored (quote_answer_lines). */
export interface AnswerLine {
  lineId: string;
  unitPrice: string | null;
  availableQuantity: number | null;
  note: string | null;
}

/**
 * What the comparison keeps of one answer (quote_comparison_answers.offers), computed once when the
 * answer lands: its lines in the cotação's order, each with whether it covers the whole line — a price
 * and enough quantity. Pure, so the answer, the bench's fixture and the tests compute it alike. What
 * depends on the day (the answer's validity) is left to the read.
 */
export function comparisonOffers(lines: readonly OfferedLine[], answered: readonly AnswerLine[]): ComparisonOffer[] {
  const byLine = new Map(answered.map((a) => [a.lineId, a]));
  return lines.flatMap((line) => {
    const a = byLine.get(line.id);
    if (!a) return [];
    return [
      {
        lineId: line.id,
        unitPrice: a.unitPrice,
        availableQuantity: a.availableQuantity,
        note: a.note,
        coversLine: a.unitPrice !== null && (a.availableQuantity === null || a.availableQuantity >= line.quantity),
      },
    ];
  });
}
