import { and, eq, inArray, sql } from 'drizzle-orm';
import { negotiatedPrices, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { products } from '../../db/schema/catalogue';
import type { AwardSource } from '../orders/place/checkout';
import { placeOrder } from '../orders/place/place-order';
import type { AppConfig } from '../platform/env';
import type { Db, DbOrTx } from '../platform/db';
import type { IdempotentWrite } from '../platform/idempotency';
import { ApiError } from '../platform/errors';
import { stillAsRead } from '../platform/optimistic';
import { formatCents, formatDay } from '../platform/brazil';
import { landingOf } from '../platform/allowed-move';
import { minimumMessage } from '../suppliers/supplier-terms';
import { nextQuoteStatus, quoteClosedAt, quoteStatusAt } from './quote-machine';
import { quoteComparison, type QuoteComparison } from './quote-comparison';
import type { AwardInput } from './award.schemas';

type Buyer = { organizationId: string; userId: string; userName: string };
type Assignment = { lineId: string; supplierId: string }[];

const invalid = (message: string) => new ApiError({ code: 'VALIDATION_ERROR', message });

/** Which supplier gets each line, from the body: line by line (each an offer that counts), or a strategy. */
function assignmentOf(c: QuoteComparison, input: AwardInput): Assignment {
  const name = (id: string) => c.detail.invited.find((i) => i.supplier.id === id)?.supplier.name;
  if ('lines' in input) {
    return input.lines.map(({ lineId, supplierId }) => {
      const row = c.grid.find((g) => g.line.id === lineId);
      if (!row) throw invalid('Esta linha não está na cotação');
      if (!name(supplierId)) throw invalid('Este fornecedor não foi convidado para a cotação');
      const offer = row.offers.find((o) => o.supplierId === supplierId);
      if (!offer?.eligible)
        throw invalid(`${name(supplierId)} não cotou "${row.line.description}" (preço, quantidade e validade)`);
      return { lineId, supplierId };
    });
  }
  if (input.strategy === 'best_split') {
    if (!c.split.feasible) throw new ApiError({ code: 'CONFLICT', message: c.split.reason });
    return c.split.lines.map((l) => ({ lineId: l.lineId, supplierId: l.supplierId }));
  }
  const single = c.singles.find((s) => s.supplierId === input.supplierId);
  if (!single || single.lineIds.length === 0) {
    throw invalid(`${name(input.supplierId) ?? 'Este fornecedor'} não cotou nenhuma linha`);
  }
  return single.lineIds.map((lineId) => ({ lineId, supplierId: input.supplierId }));
}

/** Each catalogue product of the cotação's lines with its supplier. */
async function productSellers(db: Db, c: QuoteComparison) {
  const ids = c.grid.flatMap((g) => (g.line.productId ? [g.line.productId] : []));
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, supplierId: products.supplierId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.supplierId]));
}

/**
 * Awards a closed cotação (an open one past its deadline counts as closed): the assignment becomes a
 * purchase order at the quoted prices, split per supplier like a checkout, through the approval rules
 * and budgets, placed by whoever awards; each chosen supplier's freight is a line of its part. In the
 * same write: the cotação AWARDED with its order, who won and lost, the buyer's negotiated prices until
 * each answer's validity, and the event its suppliers hear of it by. A second award is a 409; with
 * the first's Idempotency-Key it is given the first's answer instead (the key rides with the checkout's
 * reads and write batch, so it costs no round trip).
 */
export async function awardQuote(
  db: Db,
  cfg: AppConfig,
  buyer: Buyer,
  quoteId: string,
  input: AwardInput,
  idempotency: IdempotentWrite | null = null,
) {
  const c = await quoteComparison(db, buyer.organizationId, quoteId, undefined, (quote) =>
    landingOf(nextQuoteStatus(quoteStatusAt(quote), 'award', 'buyer')),
  );
  const { quote, invited } = c.detail;
  const assignment = assignmentOf(c, input);

  const winners = [...new Set(assignment.map((a) => a.supplierId))];
  const lines: AwardSource['lines'] = [];
  for (const supplierId of winners) {
    const answer = c.answerOf.get(supplierId)!;
    let subtotal = 0;
    for (const { lineId } of assignment.filter((a) => a.supplierId === supplierId)) {
      const { line, offers } = c.grid.find((g) => g.line.id === lineId)!;
      const offer = offers.find((o) => o.supplierId === supplierId)!;
      subtotal += offer.unitCents! * line.quantity;
      lines.push({
        productId: line.productId,
        categoryId: line.categoryId,
        productName: line.description,
        unit: line.unit,
        unitPrice: offer.unitPrice!.toFixed(2),
        quantity: line.quantity,
        supplierId,
      });
    }
    const minimum = Math.round(Number(answer.minimumOrderValue) * 100);
    if (subtotal < minimum) {
      const supplier = invited.find((i) => i.supplier.id === supplierId)!.supplier;
      throw invalid(minimumMessage(supplier.name, minimum - subtotal));
    }
    if (Number(answer.freight) > 0) {
      lines.push({
        productId: null,
        categoryId: null,
        productName: `Frete (cotação: ${formatCents(Math.round(Number(answer.freight) * 100))})`,
        unit: 'frete',
        unitPrice: Number(answer.freight).toFixed(2),
        quantity: 1,
        supplierId,
      });
    }
  }

  const sellerOf = await productSellers(db, c);
  const negotiated = assignment.flatMap(({ lineId, supplierId }) => {
    const { line, offers } = c.grid.find((g) => g.line.id === lineId)!;
    // A price the catalogue can show: the product's own supplier's (another's offer for it is not one).
    if (!line.productId || sellerOf.get(line.productId) !== supplierId) return [];
    return [
      {
        organizationId: buyer.organizationId,
        productId: line.productId,
        supplierId,
        unitPrice: offers.find((o) => o.supplierId === supplierId)!.unitPrice!.toFixed(2),
        validUntil: c.answerOf.get(supplierId)!.validUntil,
        quoteId,
      },
    ];
  });
  const award: AwardSource = {
    lines,
    terms: winners.map((supplierId) => ({
      supplierId,
      minimumOrderValue: c.answerOf.get(supplierId)!.minimumOrderValue,
      paymentTerm: c.answerOf.get(supplierId)!.paymentTerm,
    })),
    // Nobody awarded it, closed or cancelled it since the comparison was read.
    guards: (handle: DbOrTx) => [
      stillAsRead(
        handle,
        sql`(select ${quotes.status} from ${quotes} where ${quotes.id} = ${quoteId} for update) = ${quote.status}`,
      ),
    ],
    statements: (handle: DbOrTx, orderId: string) => [
      handle
        .update(quotes)
        .set({
          status: 'AWARDED',
          awardedAt: new Date(),
          closedAt: quoteClosedAt(quote) ?? new Date(),
          purchaseOrderId: orderId,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, quoteId)),
      handle
        .update(quoteSuppliers)
        .set({
          outcome: sql`CASE WHEN ${inArray(quoteSuppliers.supplierId, winners)} THEN 'WON' ELSE 'LOST' END::quote_outcome`,
        })
        .where(and(eq(quoteSuppliers.quoteId, quoteId), sql`${quoteSuppliers.answerCount} > 0`)),
      ...(negotiated.length
        ? [
            handle
              .insert(negotiatedPrices)
              .values(negotiated)
              .onConflictDoUpdate({
                target: [negotiatedPrices.organizationId, negotiatedPrices.productId],
                set: {
                  supplierId: sql`excluded.supplier_id`,
                  unitPrice: sql`excluded.unit_price`,
                  validUntil: sql`excluded.valid_until`,
                  quoteId: sql`excluded.quote_id`,
                  updatedAt: new Date(),
                },
              }),
          ]
        : []),
    ],
    events: (orderId: string) => [
      {
        type: 'quote.awarded',
        organizationId: buyer.organizationId,
        data: { quoteId, orderId, winnerIds: winners },
      },
    ],
  };
  return placeOrder(db, cfg, {
    description: `Cotação: ${quote.title}`,
    notes: quote.desiredDeliveryDate ? `Entrega desejada na cotação: ${formatDay(quote.desiredDeliveryDate)}` : null,
    suppliers: winners.map((supplierId) => ({
      supplierId,
      ...(quote.deliveryAddressId ? { deliveryAddressId: quote.deliveryAddressId } : {}),
      ...(c.answerOf.get(supplierId)!.paymentTerm ? { paymentTerm: c.answerOf.get(supplierId)!.paymentTerm! } : {}),
    })),
    organizationId: buyer.organizationId,
    userId: buyer.userId,
    userName: buyer.userName,
    award,
    idempotency,
  });
}
