import type { Db } from '../platform/db';

/** Who changed a price on a buyer's price list (product_price_changes.changed_by). */
export interface PriceChangeBy {
  kind: 'buyer' | 'supplier' | 'import';
  /** The person (of the buyer, or of the supplier); null for none. */
  userId: string | null;
}

/** What may change on a line of a buyer's price list; absent fields stay as they are. */
export interface PriceListPatch {
  name?: string;
  unit?: string;
  /** Reais with two decimals, "12.50". */
  price?: string;
  sku?: string;
  gtin?: string | null;
  priceValidUntil?: string | null;
  minimumOrder?: number;
  categoryId?: string;
  inStock?: boolean;
}

export interface PriceListChange {
  organizationId: string;
  supplierId: string;
  productId: string;
  patch: PriceListPatch;
  by: PriceChangeBy;
}

/**
 * THE write of a line of a buyer's private price list (#54), for the buyer, a CSV import and the
 * supplier's portal alike: a price set or changed writes its product_price_changes row in the same
 * transaction, and a change by the supplier rings the bell of the buyer's owner and admins. Another
 * organization's line, or another supplier's, is a 404. (Being written: part A of #54.)
 */
export async function changePriceListProduct(_db: Db, _change: PriceListChange): Promise<{ id: string }> {
  throw new Error('not yet');
}
