import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue';
import { negotiatedPrices as n } from '../../db/schema/quotes';
import { todayInSaoPaulo } from '../platform/brazil';

/**
 * A buyer's price for a catalogue product: the price it negotiated in an awarded cotação, while that
 * answer is valid (São Paulo's day), with that product's own supplier, and only where it is not above
 * the catalogue's — a supplier that lowers its list price later gives it to every buyer. Read by the
 * cart, the checkout, the reorder, the quick order and the lists, so the buyer is shown the price it
 * pays. The public catalogue stays the list price: it is cached for every caller, and
 * `GET /negotiated-prices` tells the SPA which products to mark.
 *
 * Scalar subqueries on the row's `products` (one index probe each: one price per buyer and product),
 * so any statement that reads `products` can ask without changing its joins.
 */
/** This organization's negotiated price of the row's product holds today (a condition on `negotiated_prices`). */
export const negotiatedPriceHolds = (
  organizationId: string | null,
  now = new Date(),
) => sql`${n.organizationId} = ${organizationId}
  and ${n.productId} = ${products.id} and ${n.supplierId} = ${products.supplierId}
  and ${n.validUntil} >= ${todayInSaoPaulo(now)} and ${n.unitPrice} <= ${products.price}`;

/** What the buyer pays per unit (numeric text, as `products.price` reads). */
export const buyerPrice = (organizationId: string | null, now = new Date()) =>
  sql<string>`coalesce((select ${n.unitPrice} from ${n} where ${negotiatedPriceHolds(organizationId, now)}), ${products.price})`;

/** The last day the negotiated price holds ("AAAA-MM-DD"), or null when the list price applies. */
export const negotiatedUntil = (organizationId: string | null, now = new Date()) =>
  sql<string | null>`(select ${n.validUntil}::text from ${n} where ${negotiatedPriceHolds(organizationId, now)})`;
