import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { ApiError } from '../platform/errors';
import { formatCents, formatDay } from '../platform/brazil';
import { minimumMessage } from '../suppliers/supplier-terms';
import type { OrderSource, Placer, QuotedLine } from '../orders/place/order-source';
import type { QuoteComparison } from './quote-comparison';
import type { AwardInput } from './award.schemas';

/**
 * What an award makes of a cotação's comparison, as data: which supplier gets each line, the order
 * source orders/place is fed (the lines at the quoted prices, each winner's freight as a line of its
 * part, its answered terms, who awards it) and the buyer's negotiated prices.
 */

export type Assignment = { lineId: string; supplierId: string }[];

const invalid = (message: string) => new ApiError({ code: 'VALIDATION_ERROR', message });

/** Which supplier gets each line, from the body: line by line (each an offer that counts), or a strategy. */
export function assignmentOf(c: QuoteComparison, input: AwardInput): Assignment {
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

/** The winners, in the order the assignment first names them. */
export const winnersOf = (assignment: Assignment) => [...new Set(assignment.map((a) => a.supplierId))];

/** One winner's lines at its quoted prices, then its freight; below the minimum of its answer it is refused. */
function winnerLines(c: QuoteComparison, assignment: Assignment, supplierId: string): QuotedLine[] {
  const answer = c.answerOf.get(supplierId)!;
  const lines: QuotedLine[] = [];
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
    const supplier = c.detail.invited.find((i) => i.supplier.id === supplierId)!.supplier;
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
  return lines;
}

/**
 * The award as an order source: placed by whoever awards, named after the cotação, each winner asked
 * for the cotação's address and the payment term it answered (checked against its answer's terms).
 */
export function awardSource(c: QuoteComparison, placedBy: Placer, assignment: Assignment): OrderSource {
  const { quote } = c.detail;
  const winners = winnersOf(assignment);
  const lines = winners.flatMap((supplierId) => winnerLines(c, assignment, supplierId));
  const terms = winners.map((supplierId) => ({
    supplierId,
    minimumOrderValue: c.answerOf.get(supplierId)!.minimumOrderValue,
    paymentTerm: c.answerOf.get(supplierId)!.paymentTerm,
  }));
  return {
    origin: { kind: 'quote', quoteId: quote.id, lines, terms },
    placedBy,
    description: `Cotação: ${quote.title}`,
    notes: quote.desiredDeliveryDate ? `Entrega desejada na cotação: ${formatDay(quote.desiredDeliveryDate)}` : null,
    suppliers: terms.map(({ supplierId, paymentTerm }) => ({
      supplierId,
      ...(quote.deliveryAddressId ? { deliveryAddressId: quote.deliveryAddressId } : {}),
      ...(paymentTerm ? { paymentTerm } : {}),
    })),
  };
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

/** The buyer's negotiated prices until each answer's validity, for the products the award gives their own supplier. */
export async function negotiatedPricesOf(db: Db, c: QuoteComparison, organizationId: string, assignment: Assignment) {
  const sellerOf = await productSellers(db, c);
  const quoteId = c.detail.quote.id;
  return assignment.flatMap(({ lineId, supplierId }) => {
    const { line, offers } = c.grid.find((g) => g.line.id === lineId)!;
    // A price the catalogue can show: the product's own supplier's (another's offer for it is not one).
    if (!line.productId || sellerOf.get(line.productId) !== supplierId) return [];
    return [
      {
        organizationId,
        productId: line.productId,
        supplierId,
        unitPrice: offers.find((o) => o.supplierId === supplierId)!.unitPrice!.toFixed(2),
        validUntil: c.answerOf.get(supplierId)!.validUntil,
        quoteId,
      },
    ];
  });
}

export type NegotiatedPrice = Awaited<ReturnType<typeof negotiatedPricesOf>>[number];
