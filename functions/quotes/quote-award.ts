import type { AppConfig } from '../platform/env';
import type { Db } from '../platform/db';
import type { IdempotentWrite } from '../platform/idempotency';
import { readDecideWrite } from '../platform/optimistic';
import { landingOf } from '../platform/allowed-move';
import { placeConfig } from '../orders/place/place-order';
import { readPlace } from '../orders/place/place-read';
import { decidePlace } from '../orders/place/place-decide';
import { writePlace } from '../orders/place/place-write';
import type { Placer } from '../orders/place/order-source';
import { nextQuoteStatus, quoteStatusAt } from './quote-machine';
import { quoteComparison } from './quote-comparison';
import { assignmentOf, awardSource, negotiatedPricesOf, winnersOf } from './award-source';
import { awardWrites } from './award-statements';
import type { AwardInput } from './award.schemas';

/**
 * Awards a closed cotação (an open one past its deadline counts as closed): the assignment becomes a
 * purchase order at the quoted prices, split per supplier like a checkout, through the approval rules
 * and budgets, placed by whoever awards; each chosen supplier's freight is a line of its part. The
 * cotação is an order source (award-source.ts) that orders/place reads, decides and writes; in the same
 * write batch, its own share (award-statements.ts): the cotação AWARDED with its order, who won and
 * lost, the buyer's negotiated prices until each answer's validity, and the event its suppliers hear of
 * it by. A second award is a 409; with the first's Idempotency-Key it is given the first's answer
 * instead (the key rides with the reads and the write batch, so it costs no round trip).
 */
export async function awardQuote(
  db: Db,
  cfg: AppConfig,
  buyer: Placer,
  quoteId: string,
  input: AwardInput,
  idempotency: IdempotentWrite | null = null,
) {
  const c = await quoteComparison(db, buyer.organizationId, quoteId, undefined, (quote) =>
    landingOf(nextQuoteStatus(quoteStatusAt(quote), 'award', 'buyer')),
  );
  const assignment = assignmentOf(c, input);
  const source = awardSource(c, buyer, assignment);
  const negotiated = await negotiatedPricesOf(db, c, buyer.organizationId, assignment);
  const award = {
    quote: c.detail.quote,
    organizationId: buyer.organizationId,
    winners: winnersOf(assignment),
    negotiated,
  };
  const config = placeConfig(cfg);
  return readDecideWrite(db, async (handle, locked) => {
    const { read, claim } = await readPlace(handle, locked, source, idempotency);
    const plan = decidePlace(read, source, config);
    const own = awardWrites(handle, { ...award, orderId: plan.order.id }, claim);
    return writePlace(handle, plan, config, own);
  });
}
