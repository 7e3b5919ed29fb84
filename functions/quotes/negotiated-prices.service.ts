import { and, asc, eq, sql } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import { negotiatedPrices, quotes } from '../../db/schema/quotes';
import type { Db } from '../platform/db';
import { todayInSaoPaulo } from '../platform/brazil';

/**
 * The organization's negotiated prices that hold today (São Paulo), as the cart and the checkout
 * apply them (catalogue/buyer-price.ts): with the product's own supplier, not above its list price.
 * At most one per product, so the whole set is one answer (a buyer awards hundreds, not millions).
 */
export function listNegotiatedPrices(db: Db, organizationId: string, now = new Date()) {
  return db
    .select({
      productId: negotiatedPrices.productId,
      productName: products.name,
      unit: products.unit,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      unitPrice: negotiatedPrices.unitPrice,
      listPrice: products.price,
      validUntil: negotiatedPrices.validUntil,
      quoteId: negotiatedPrices.quoteId,
      quoteTitle: quotes.title,
    })
    .from(negotiatedPrices)
    .innerJoin(products, eq(products.id, negotiatedPrices.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(quotes, eq(quotes.id, negotiatedPrices.quoteId))
    .where(
      and(
        eq(negotiatedPrices.organizationId, organizationId),
        eq(negotiatedPrices.supplierId, products.supplierId),
        sql`${negotiatedPrices.validUntil} >= ${todayInSaoPaulo(now)}`,
        sql`${negotiatedPrices.unitPrice} <= ${products.price}`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

export type NegotiatedPriceRow = Awaited<ReturnType<typeof listNegotiatedPrices>>[number];
