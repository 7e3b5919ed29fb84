import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addedQuantity, LINE_MAX_QUANTITY } from './cart-limits';
import { ownerCart, ownerCartId, type CartOwner } from './cart-owner';
import { cartItems, carts } from '../../db/schema/carts';
import { products, suppliers } from '../../db/schema/catalogue';
import { batch, type Db } from '../platform/db';
import { defaultDeliveryStatements } from '../organizations/delivery-addresses.service';
import { ApiError, notFound } from '../platform/errors';
import { buyerPrice, negotiatedUntil } from '../catalogue/buyer-price';
import { productVisibleTo } from '../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn, citiesServedQuery, effectiveTerms } from '../suppliers/buyer-supplier-terms';

const itemNotFound = () => notFound('Item não encontrado no carrinho');
const belowMinimum = (minimum: number, unit: string) =>
  new ApiError({ code: 'BAD_REQUEST', message: `A quantidade mínima para este produto é ${minimum} ${unit}` });

/**
 * The owner's cart, its lines and the default delivery the warnings need, in one round trip and
 * without writing: everything is read by the owner. An owner without a cart reads as an empty one
 * (with the id its cart will get).
 */
export async function getCart(db: Db, owner: CartOwner) {
  const mine = db.select({ id: carts.id }).from(carts).where(ownerCart(owner));
  const cartSuppliers = db
    .selectDistinct({ id: cartItems.supplierId })
    .from(cartItems)
    .where(inArray(cartItems.cartId, mine));
  const delivery = defaultDeliveryStatements(db, owner.organizationId, (organizationId) =>
    citiesServedQuery(db, organizationId, cartSuppliers),
  );
  const [[found], items, ...deliveryRows] = await batch(db, [
    db.select().from(carts).where(ownerCart(owner)),
    db
      .select({
        item: cartItems,
        product: {
          id: products.id,
          name: products.name,
          unit: products.unit,
          image: products.image,
          minimumOrder: products.minimumOrder,
          inStock: products.inStock,
          price: buyerPrice(owner.organizationId),
          negotiatedUntil: negotiatedUntil(owner.organizationId),
          available: sql<boolean>`${products.isActive} and ${suppliers.isActive} and ${productVisibleTo(owner.organizationId)}`,
        },
        supplier: {
          id: suppliers.id,
          name: effectiveTerms.supplierName,
          color: suppliers.color,
          minimumOrderValue: effectiveTerms.minimumOrderValue,
          leadTimeDays: effectiveTerms.leadTimeDays,
          deliveryWeekdays: effectiveTerms.deliveryWeekdays,
          orderCutoff: effectiveTerms.orderCutoff,
          paymentTerms: effectiveTerms.paymentTerms,
        },
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(suppliers, eq(suppliers.id, cartItems.supplierId))
      .leftJoin(buyerTerms, buyerTermsOn(owner.organizationId ?? sql`null::uuid`))
      .where(ownerCart(owner))
      .orderBy(asc(suppliers.name), asc(products.name)),
    ...delivery.statements,
  ]);
  const now = new Date();
  const cart: typeof carts.$inferSelect = found ?? {
    id: ownerCartId(owner),
    userId: owner.userId,
    organizationId: owner.organizationId,
    createdAt: now,
    updatedAt: now,
  };
  return { cart, items, delivery: delivery.read(deliveryRows) };
}

/**
 * Adds a product at its current price in one statement: the product must be active (404) and in stock
 * (400); a product already in the cart has the quantities added up (never read-then-write: the line
 * is locked, then upserted), and the line is written only when it reaches the product's minimum
 * order, so a refused add leaves nothing behind. The cart is created with the first line.
 */
export async function addItem(db: Db, owner: CartOwner, input: { productId: string; quantity: number }) {
  const cartId = ownerCartId(owner);
  const { rows } = await db.execute<{
    in_stock: boolean;
    minimum_order: number;
    unit: string;
    line_id: string | null;
    quantity: number | null;
  }>(sql`
    WITH product AS (
      SELECT products.id, products.supplier_id, ${buyerPrice(owner.organizationId)} AS price,
        products.minimum_order, products.unit, products.in_stock
      FROM products JOIN suppliers ON suppliers.id = products.supplier_id
      WHERE products.id = ${input.productId} AND products.is_active AND suppliers.is_active
        AND ${productVisibleTo(owner.organizationId)}
    ),
    -- Shared with other adds, but a checkout (which locks the cart FOR UPDATE, then empties it) and this
    -- add wait for each other: a line never changes under a checkout that read it. Taken before the line.
    existing_cart AS (
      SELECT id FROM carts WHERE ${ownerCart(owner)} FOR KEY SHARE
    ),
    -- Locked: a concurrent removal or change waits, so the sum checked below is the one written.
    held AS (
      SELECT i.quantity FROM cart_items i
      WHERE i.cart_id IN (SELECT id FROM existing_cart) AND i.product_id = ${input.productId}
      FOR UPDATE
    ),
    accepted AS (
      SELECT product.* FROM product
      WHERE product.in_stock
        AND least(coalesce((SELECT quantity FROM held), 0) + ${input.quantity}::int, ${LINE_MAX_QUANTITY}) >= product.minimum_order
    ),
    -- Only when the owner has no cart yet (then no line is locked above, so taking the cart's row here
    -- cannot deadlock with a checkout that locked the cart and deletes its lines). Every path creates
    -- the owner's cart under the same derived id, so a concurrent first add or fill that created it
    -- meanwhile made the very row this one would: DO NOTHING with no arbiter named takes a conflict on
    -- either unique index (the id, or the owner's pair, which two racing inserts can hit first) as
    -- "already there", and the line below goes into the derived id.
    new_cart AS (
      INSERT INTO carts (id, user_id, organization_id)
      SELECT ${cartId}::uuid, ${owner.userId}::uuid, ${owner.organizationId}::uuid FROM accepted
      WHERE NOT EXISTS (SELECT 1 FROM existing_cart)
      ON CONFLICT DO NOTHING
    ),
    line AS (
      INSERT INTO cart_items (cart_id, product_id, supplier_id, quantity, price)
      SELECT coalesce((SELECT id FROM existing_cart), ${cartId}::uuid), accepted.id, accepted.supplier_id,
        ${input.quantity}::int, accepted.price
      FROM accepted
      ON CONFLICT (cart_id, product_id) DO UPDATE SET
        quantity = ${addedQuantity(cartItems.quantity)}, price = excluded.price, updated_at = now()
      RETURNING id, quantity
    )
    SELECT product.in_stock, product.minimum_order, product.unit, line.id AS line_id, line.quantity
    FROM product LEFT JOIN line ON true`);
  const [result] = rows;
  if (!result) throw notFound('Product not found');
  if (!result.in_stock) throw new ApiError({ code: 'BAD_REQUEST', message: 'Produto fora de estoque' });
  if (!result.line_id) throw belowMinimum(result.minimum_order, result.unit);
  return { id: result.line_id, quantity: result.quantity! };
}

/**
 * The new quantity replaces the line's, in one statement that checks it reaches the product's minimum
 * (the cart shared-locked first, as an add does, so it waits for a checkout under way).
 */
export async function updateItemQuantity(db: Db, owner: CartOwner, input: { itemId: string; quantity: number }) {
  const { rows } = await db.execute<{ minimum_order: number; unit: string; updated: string | null }>(sql`
    WITH found AS (
      SELECT i.id, p.minimum_order, p.unit
      FROM cart_items i JOIN products p ON p.id = i.product_id
      WHERE i.id = ${input.itemId} AND i.cart_id IN (SELECT id FROM carts WHERE ${ownerCart(owner)} FOR KEY SHARE)
    ),
    updated AS (
      UPDATE cart_items SET quantity = ${input.quantity}, updated_at = now()
      FROM found WHERE cart_items.id = found.id AND ${input.quantity} >= found.minimum_order
      RETURNING cart_items.id
    )
    SELECT found.minimum_order, found.unit, updated.id AS updated FROM found LEFT JOIN updated ON true`);
  const [found] = rows;
  if (!found) throw itemNotFound();
  // Not updated with a quantity that reaches the minimum: the line went away meanwhile.
  if (!found.updated)
    throw input.quantity < found.minimum_order ? belowMinimum(found.minimum_order, found.unit) : itemNotFound();
}

export async function removeItem(db: Db, owner: CartOwner, itemId: string) {
  const mine = db.select({ id: carts.id }).from(carts).where(ownerCart(owner));
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), sql`${cartItems.cartId} in (${mine})`))
    .returning({ id: cartItems.id });
  if (!row) throw itemNotFound();
}

export async function clearCart(db: Db, owner: CartOwner) {
  const mine = db.select({ id: carts.id }).from(carts).where(ownerCart(owner));
  await db.delete(cartItems).where(sql`${cartItems.cartId} in (${mine})`);
}
