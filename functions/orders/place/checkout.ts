import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../../db/schema/carts';
import { products, suppliers } from '../../../db/schema/catalogue';
import type { Db, DbOrTx } from '../../platform/db';
import type { IdempotentWrite } from '../../platform/idempotency';
import { readDecideWrite, stillAsRead } from '../../platform/optimistic';
import type { CreateOrderInput } from '../purchase-orders.schemas';
import type { OrderSource, PlaceConfig, SourceWrites } from './order-source';
import { decidePlace, type PlacePlan } from './place-decide';
import { lineText, readPlace, type PlaceRead } from './place-read';
import { writePlace } from './place-write';

/**
 * POST /purchase-orders: the cart becomes an order, in two round trips after the session check
 * (read, decide, write: place-read.ts, place-decide.ts, place-write.ts). The cart is the order source;
 * its own share of the write batch is a guard that its lines are still as read (under the cart's lock)
 * and the statement that takes the lines that left out of it.
 */

export type CheckoutInput = CreateOrderInput & {
  userId: string;
  userName: string;
  organizationId: string;
  /** The call's Idempotency-Key, checked with the reads and claimed in the write batch. */
  idempotency?: IdempotentWrite | null;
};

/** The cart's lines as an order source: who places them and what they ask of each supplier. */
const cartSource = (input: CheckoutInput): OrderSource => ({
  origin: { kind: 'cart' },
  placedBy: { organizationId: input.organizationId, userId: input.userId, userName: input.userName },
  description: input.description,
  notes: input.notes,
  costCentreId: input.costCentreId,
  suppliers: input.suppliers ?? [],
});

/** The lines' fingerprint as a guard re-reads it, under the cart's lock. */
const cartFingerprint = (
  cartId: string,
  organizationId: string,
) => sql`(select md5(coalesce(string_agg(${lineText(organizationId)}, ',' order by ${cartItems.id}), ''))
  from ${cartItems}
  join ${products} on ${products.id} = ${cartItems.productId}
  join ${suppliers} on ${suppliers.id} = ${products.supplierId}
  where ${cartItems.cartId} = ${cartId})`;

/** The cart's share of the write: its lines still as read (the cart locked), then the lines that left taken out. */
function cartWrites(db: DbOrTx, read: PlaceRead, plan: PlacePlan, claim: SourceWrites['guards']): SourceWrites {
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

/** Checks out the caller's cart (see the top of this file). */
export function checkout(db: Db, cfg: PlaceConfig, input: CheckoutInput) {
  const source = cartSource(input);
  return readDecideWrite(db, async (handle, locked) => {
    const { read, claim } = await readPlace(handle, locked, source, input.idempotency ?? null);
    const plan = decidePlace(read, source, cfg);
    return writePlace(handle, plan, cfg, cartWrites(handle, read, plan, claim));
  });
}
