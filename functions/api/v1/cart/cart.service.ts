import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addedQuantity } from './cart-limits';
import { cartItems, carts } from '../../../../db/schema/carts';
import { products, suppliers } from '../../../../db/schema/catalogue';
import type { Db } from '../../../lib/db';
import { defaultDelivery } from '../delivery-addresses/delivery-addresses.service';
import { ApiError, notFound } from '../../../lib/errors';

export interface CartOwner {
  userId: string;
  organizationId: string | null;
}

const itemNotFound = () => notFound('Item não encontrado no carrinho');
const belowMinimum = (minimum: number, unit: string) =>
  new ApiError({ code: 'BAD_REQUEST', message: `A quantidade mínima para este produto é ${minimum} ${unit}` });

const ownerCart = (owner: CartOwner) =>
  and(
    eq(carts.userId, owner.userId),
    owner.organizationId ? eq(carts.organizationId, owner.organizationId) : isNull(carts.organizationId),
  );

/** The owner's cart id, created on first use (one per user and organization, race-free). */
async function cartIdFor(db: Db, owner: CartOwner): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values({ userId: owner.userId, organizationId: owner.organizationId })
    .onConflictDoUpdate({ target: [carts.userId, carts.organizationId], set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row!.id;
}

export async function getCart(db: Db, owner: CartOwner) {
  const cartId = await cartIdFor(db, owner);
  const [[cart], items] = await Promise.all([
    db.select().from(carts).where(eq(carts.id, cartId)),
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
          price: products.price,
          available: sql<boolean>`${products.isActive} and ${suppliers.isActive}`,
        },
        supplier: {
          id: suppliers.id,
          name: suppliers.name,
          color: suppliers.color,
          minimumOrderValue: suppliers.minimumOrderValue,
          leadTimeDays: suppliers.leadTimeDays,
          paymentTerms: suppliers.paymentTerms,
        },
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(suppliers, eq(suppliers.id, cartItems.supplierId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(suppliers.name), asc(products.name)),
  ]);
  const delivery = await defaultDelivery(db, owner.organizationId, [...new Set(items.map((i) => i.supplier.id))]);
  return { cart: cart!, items, delivery };
}

/**
 * Adds a product at its current price; a product already in the cart has the
 * quantities added up by one atomic upsert (never read-then-write). The line
 * must reach the product's minimum order.
 */
export async function addItem(db: Db, owner: CartOwner, input: { productId: string; quantity: number }) {
  const [product] = await db
    .select({
      id: products.id,
      supplierId: products.supplierId,
      price: products.price,
      minimumOrder: products.minimumOrder,
      unit: products.unit,
      inStock: products.inStock,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, input.productId), eq(products.isActive, true), eq(suppliers.isActive, true)))
    .limit(1);
  if (!product) throw notFound('Product not found');
  if (!product.inStock) throw new ApiError({ code: 'BAD_REQUEST', message: 'Produto fora de estoque' });
  const cartId = await cartIdFor(db, owner);
  return db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId,
        productId: product.id,
        supplierId: product.supplierId,
        quantity: input.quantity,
        price: product.price,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: {
          quantity: addedQuantity(cartItems.quantity),
          price: sql`excluded.price`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    if (line!.quantity < product.minimumOrder) throw belowMinimum(product.minimumOrder, product.unit);
    return line!;
  });
}

export async function updateItemQuantity(db: Db, owner: CartOwner, input: { itemId: string; quantity: number }) {
  const [found] = await db
    .select({ id: cartItems.id, minimumOrder: products.minimumOrder, unit: products.unit })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, input.itemId), ownerCart(owner)))
    .limit(1);
  if (!found) throw itemNotFound();
  if (input.quantity < found.minimumOrder) throw belowMinimum(found.minimumOrder, found.unit);
  await db
    .update(cartItems)
    .set({ quantity: input.quantity, updatedAt: sql`now()` })
    .where(eq(cartItems.id, found.id));
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
