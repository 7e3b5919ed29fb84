import { asc, eq } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import { negotiatedPrices, quotes } from '../../db/schema/quotes';
import type { Db } from '../platform/db';
import { negotiatedPriceHolds } from '../catalogue/buyer-price';

/**
 * The organization's negotiated prices that hold today, by the very condition the cart and the
 * checkout apply them by (catalogue/buyer-price.ts).
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
    .where(negotiatedPriceHolds(organizationId, now))
    .orderBy(asc(products.name), asc(products.id));
}

export type NegotiatedPriceRow = Awaited<ReturnType<typeof listNegotiatedPrices>>[number];
