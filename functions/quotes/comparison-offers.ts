import type { ComparisonOffers } from '../../db/schema/quotes';

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
 * answer lands: its lines in the cotação's order, column by column, each with whether it covers the
 * whole line — a price and enough quantity. Pure, so the answer, the bench's fixture and the tests compute it alike. What
 * depends on the day (the answer's validity) is left to the read.
 */
export function comparisonOffers(lines: readonly OfferedLine[], answered: readonly AnswerLine[]): ComparisonOffers {
  const byLine = new Map(answered.map((a) => [a.lineId, a]));
  const kept: ComparisonOffers = { line: [], unitPrice: [], availableQuantity: [], note: [], coversLine: [] };
  lines.forEach((line, index) => {
    const a = byLine.get(line.id);
    if (!a) return;
    kept.line.push(index);
    kept.unitPrice.push(a.unitPrice);
    kept.availableQuantity.push(a.availableQuantity);
    kept.note.push(a.note);
    kept.coversLine.push(
      a.unitPrice !== null && (a.availableQuantity === null || a.availableQuantity >= line.quantity),
    );
  });
  return kept;
}

/** The kept offer of the line at `index` in the cotação's order, or undefined when the answer left it out. */
export function offersByLine(kept: ComparisonOffers) {
  const at = new Map(kept.line.map((line, i) => [line, i]));
  return (index: number) => {
    const i = at.get(index);
    if (i === undefined) return undefined;
    return {
      unitPrice: kept.unitPrice[i]!,
      availableQuantity: kept.availableQuantity[i]!,
      note: kept.note[i]!,
      coversLine: kept.coversLine[i]!,
    };
  };
}
