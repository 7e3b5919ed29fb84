import { and, eq, inArray, sql } from 'drizzle-orm';
import { negotiatedPrices, quotes, quoteSuppliers } from '../../db/schema/quotes';
import type { DbOrTx } from '../platform/db';
import { stillAsRead } from '../platform/optimistic';
import type { SourceWrites } from '../orders/place/order-source';
import { quoteClosedAt } from './quote-machine';
import type { QuoteComparison } from './quote-comparison';
import type { NegotiatedPrice } from './award-source';

/**
 * The cotação's share of the award's write batch, built on the attempt's handle once the plan names
 * the order (quotes own these tables): the guard that nobody awarded, closed or cancelled it since the
 * comparison was read; the cotação AWARDED with its order, who won and lost, the negotiated prices;
 * and the event its suppliers hear of it by. All or nothing with the order (orders/place/place-write.ts).
 */

export interface Award {
  quote: QuoteComparison['detail']['quote'];
  organizationId: string;
  winners: string[];
  negotiated: NegotiatedPrice[];
  /** The order the plan places. */
  orderId: string;
}

/** The negotiated prices, the newest award's replacing an older one for the same product. */
const negotiatedUpsert = (db: DbOrTx, rows: NegotiatedPrice[]) =>
  db
    .insert(negotiatedPrices)
    .values(rows)
    .onConflictDoUpdate({
      target: [negotiatedPrices.organizationId, negotiatedPrices.productId],
      set: {
        supplierId: sql`excluded.supplier_id`,
        unitPrice: sql`excluded.unit_price`,
        validUntil: sql`excluded.valid_until`,
        quoteId: sql`excluded.quote_id`,
        updatedAt: new Date(),
      },
    });

/** The award's guards (after the Idempotency-Key's `claim`), statements and event. */
export function awardWrites(db: DbOrTx, award: Award, claim: SourceWrites['guards']): SourceWrites {
  const { quote, winners, orderId } = award;
  return {
    guards: [
      ...claim,
      stillAsRead(
        db,
        sql`(select ${quotes.status} from ${quotes} where ${quotes.id} = ${quote.id} for update) = ${quote.status}`,
      ),
    ],
    statements: [
      db
        .update(quotes)
        .set({
          status: 'AWARDED',
          awardedAt: new Date(),
          closedAt: quoteClosedAt(quote) ?? new Date(),
          purchaseOrderId: orderId,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, quote.id)),
      db
        .update(quoteSuppliers)
        .set({
          outcome: sql`CASE WHEN ${inArray(quoteSuppliers.supplierId, winners)} THEN 'WON' ELSE 'LOST' END::quote_outcome`,
        })
        .where(and(eq(quoteSuppliers.quoteId, quote.id), sql`${quoteSuppliers.answerCount} > 0`)),
      ...(award.negotiated.length ? [negotiatedUpsert(db, award.negotiated)] : []),
    ],
    events: [
      {
        type: 'quote.awarded',
        organizationId: award.organizationId,
        data: { quoteId: quote.id, orderId, winnerIds: winners },
      },
    ],
  };
}
