import type { ComparisonOffers } from '../../db/schema/quotes';
import { todayInSaoPaulo } from '../platform/brazil';
import type { DbOrTx } from '../platform/db';
import { readComparison, type ComparisonRead, type HeldParts } from './comparison-read';
import { comparisonToResponse } from './quote-comparison.responses';
import { compareRead, scorecardScore } from './quote-comparison';
import { quoteStatusAt } from './quote-machine';

/**
 * What this isolate remembers of a cotação's comparison: the parts that never change once read (the
 * lines of its sending, each answer's kept offers) and the last answer it wrote, with everything that
 * answer was computed from. Per isolate, like any module state on Workers: another isolate computes its
 * own, and nothing here is shared or written anywhere.
 */
interface Remembered {
  parts: HeldParts;
  /** What the answer depends on besides the parts (see inputsKey). */
  key: string;
  /** The answer's JSON, as the route sends it. */
  body: string;
  /** Roughly what this costs in memory: the answer's text and the parts, which are about half as big. */
  weight: number;
}

/**
 * How much the isolate keeps (UTF-16 code units, about bytes for this text), least recently read out
 * first: a 200 × 10 comparison weighs about 0.5 MB, a 1,000 × 20 one about 5 MB, and a Worker's isolate
 * has 128 MB.
 */
export const COMPARISON_MEMO_MAX_WEIGHT = 16_000_000;

const remembered = new Map<string, Remembered>();
let totalWeight = 0;

/**
 * Everything the answer depends on that the statement reads afresh each time, besides the held parts:
 * the cotação (and its status now: an open one past its deadline reads as closed), the invited suppliers
 * and their names, each latest answer's id (which fixes its offers) and terms, the tie-break scores, the
 * last prices paid, and the day (an offer past its validity is not eligible). The same key gives the
 * same answer: compareRead and comparisonToResponse are pure functions of these.
 */
function inputsKey(read: ComparisonRead, today: string, now: Date): string {
  return JSON.stringify([
    today,
    quoteStatusAt(read.quote, now),
    read.quote,
    read.linesSentAt,
    read.invited,
    read.answers.map(({ offers: _offers, ...terms }) => terms),
    read.scorecards.map((card) => [card.supplierId, scorecardScore(card)]),
    read.paid,
  ]);
}

function remember(quoteId: string, entry: Remembered) {
  const previous = remembered.get(quoteId);
  if (previous) totalWeight -= previous.weight;
  remembered.delete(quoteId);
  remembered.set(quoteId, entry);
  totalWeight += entry.weight;
  for (const [id, old] of remembered) {
    if (totalWeight <= COMPARISON_MEMO_MAX_WEIGHT || id === quoteId) break;
    remembered.delete(id);
    totalWeight -= old.weight;
  }
}

/**
 * `GET /quotes/:id/comparison`'s answer as JSON text. One statement reads the cotação each time (scoped
 * to the organization: 404 otherwise), leaving out the lines and offers this isolate already holds; when
 * nothing the answer depends on has changed since the isolate last wrote it, that text is the answer,
 * otherwise it is computed again from the fresh read. A read never writes, and an offer past its validity
 * is never eligible: the day is part of what the answer depends on.
 */
export async function comparisonBody(
  db: DbOrTx,
  organizationId: string,
  quoteId: string,
  today = todayInSaoPaulo(),
  now = new Date(),
): Promise<string> {
  const held = remembered.get(quoteId);
  const read = await readComparison(db, organizationId, quoteId, held?.parts);
  const key = inputsKey(read, today, now);
  if (held && held.key === key) {
    remember(quoteId, held);
    return held.body;
  }
  const body = JSON.stringify(comparisonToResponse(compareRead(read, today), now));
  const offersOf = new Map<string, ComparisonOffers>(read.answers.map((a) => [a.id, a.offers]));
  const parts: HeldParts = { linesSentAt: read.linesSentAt ?? '', lines: read.lines, offersOf };
  remember(quoteId, { parts, key, body, weight: body.length * 1.5 });
  return body;
}

/** How many cotações this isolate remembers, and their weight (for tests). */
export const comparisonMemoSize = () => ({ entries: remembered.size, weight: totalWeight });
