import type { Db } from '../../platform/db';
import type { IdempotentWrite } from '../../platform/idempotency';
import { readDecideWrite } from '../../platform/optimistic';
import type { CreateOrderInput } from '../purchase-orders.schemas';
import { cartWrites } from './cart-statements';
import type { OrderSource, PlaceConfig } from './order-source';
import { decidePlace } from './place-decide';
import { readPlace } from './place-read';
import { writePlace } from './place-write';

/**
 * POST /purchase-orders: the cart becomes an order, in two round trips after the session check
 * (read, decide, write: place-read.ts, place-decide.ts, place-write.ts). The cart is the order source;
 * its own share of the write batch (cart-statements.ts) is a guard that its lines are still as read
 * (under the cart's lock) and the statement that takes the lines that left out of it.
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

/** Checks out the caller's cart (see the top of this file). */
export function checkout(db: Db, cfg: PlaceConfig, input: CheckoutInput) {
  const source = cartSource(input);
  return readDecideWrite(db, async (handle, locked) => {
    const { read, claim } = await readPlace(handle, locked, source, input.idempotency ?? null);
    const plan = decidePlace(read, source, cfg);
    return writePlace(handle, plan, cfg, cartWrites(handle, read, plan, claim));
  });
}
