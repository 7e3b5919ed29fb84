import { v5 as uuidv5 } from 'uuid';
import { and, eq, isNull } from 'drizzle-orm';
import { carts } from '../../db/schema/carts';

export interface CartOwner {
  userId: string;
  organizationId: string | null;
}

export const ownerCart = (owner: CartOwner) =>
  and(
    eq(carts.userId, owner.userId),
    owner.organizationId ? eq(carts.organizationId, owner.organizationId) : isNull(carts.organizationId),
  );

/** The namespace of cart ids (UUID v5, RFC 9562): any fixed UUID, never to change. */
const CART_ID_NAMESPACE = '8f1d2c6e-4b7a-4e0c-9a53-2d6f1b8e7c41';

/**
 * The id a cart gets when it is created: derived from its owner (a name-based UUID v5), so a cart not
 * created yet already has the id it will have, and reading the cart never needs to write it.
 */
export const ownerCartId = (owner: CartOwner): string =>
  uuidv5(`cart:${owner.userId}:${owner.organizationId ?? ''}`, CART_ID_NAMESPACE);
