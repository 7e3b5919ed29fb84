import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../../db/schema/carts';
import { products, suppliers } from '../../../db/schema/catalogue';
import type { DbOrTx } from '../../platform/db';
import { stillAsRead } from '../../platform/optimistic';
import type { SourceWrites } from './order-source';
import type { PlacePlan } from './place-decide';
import { buyerTermsJoinSql } from '../../suppliers/buyer-supplier-terms';
import { lineText, type PlaceRead } from './place-read';

/**
 * The cart's share of a checkout's write batch (checkout.ts), built on the attempt's handle once the
 * plan is decided, as the cotação's is in quotes/award-statements.ts: the cart locked and its lines
 * still as read, and the lines that left taken out of it.
 */

/** The lines' fingerprint as a guard re-reads it, under the cart's lock. */
const cartFingerprint = (
  cartId: string,
  organizationId: string,
) => sql`(select md5(coalesce(string_agg(${lineText(organizationId)}, ',' order by ${cartItems.id}), ''))
  from ${cartItems}
  join ${products} on ${products.id} = ${cartItems.productId}
  join ${suppliers} on ${suppliers.id} = ${products.supplierId}
  ${buyerTermsJoinSql(organizationId)}
  where ${cartItems.cartId} = ${cartId})`;

/** The cart's share of the write: its lines still as read (the cart locked), then the lines that left taken out. */
export function cartWrites(db: DbOrTx, read: PlaceRead, plan: PlacePlan, claim: SourceWrites['guards']): SourceWrites {
  // The decision refuses an empty cart, so a plan always has the cart its lines came from.
  const cart = read.cart!;
  const organizationId = plan.order.organizationId;
  return {
    guards: [
      ...claim,
      db.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update'),
      stillAsRead(db, sql`${cartFingerprint(cart.id, organizationId)} = ${cart.fingerprint}`),
    ],
    statements: [
      db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cart.id),
            plan.leftProducts ? inArray(cartItems.productId, plan.leftProducts) : undefined,
          ),
        ),
    ],
    events: [],
  };
}
