import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../../../db/schema/carts';
import { products, suppliers } from '../../../../db/schema/catalogue';
import { users } from '../../../../db/schema/identity';
import { purchaseOrderItems, purchaseOrders } from '../../../../db/schema/purchase-orders';
import type { Db, DbOrTx } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import type { DomainEvent } from '../../../events/domain-event';
import type { BulkItemsInput, CreateOrderInput } from './purchase-orders.schemas';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
type OrderStatus = OrderRow['status'];
type ItemStatus = ItemRow['status'];

const orderNotFound = () => notFound('Purchase Order not found');
const cents = (value: string) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * Turns the user's cart (in the active organization) into an order, in one
 * transaction: the cart row is locked first, so concurrent checkouts of one
 * cart serialize and only the first finds lines; prices are the products'
 * current ones; the cart is emptied as the last step, so any failure leaves
 * both the cart and the order table as they were.
 */
export async function createOrderFromCart(
  db: Db,
  input: CreateOrderInput & { userId: string; organizationId: string },
) {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, input.userId), eq(carts.organizationId, input.organizationId)))
      .for('update');
    const lines = cart
      ? await tx
          .select({
            cartItemId: cartItems.id,
            quantity: cartItems.quantity,
            productId: products.id,
            productName: products.name,
            unit: products.unit,
            price: products.price,
            supplierId: suppliers.id,
            supplierName: suppliers.name,
          })
          .from(cartItems)
          .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.isActive, true)))
          .innerJoin(suppliers, and(eq(suppliers.id, products.supplierId), eq(suppliers.isActive, true)))
          .where(eq(cartItems.cartId, cart.id))
          .orderBy(asc(suppliers.name), asc(products.name))
      : [];
    if (lines.length === 0) throw new ApiError({ code: 'BAD_REQUEST', message: 'Seu carrinho está vazio' });

    const totalCents = lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
    const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        description: input.description,
        notes: input.notes ?? null,
        status: 'PENDING',
        clientId: input.userId,
        organizationId: input.organizationId,
        supplierIds,
        cartData: {
          lines: lines.map((l) => ({
            productId: l.productId,
            name: l.productName,
            unit: l.unit,
            quantity: l.quantity,
            unitPrice: Number(l.price),
            supplierId: l.supplierId,
          })),
        },
        totalAmount: money(totalCents),
      })
      .returning();
    await tx.insert(purchaseOrderItems).values(
      lines.map((l) => ({
        purchaseOrderId: order!.id,
        productId: l.productId,
        supplierId: l.supplierId,
        productName: l.productName,
        productUnit: l.unit,
        supplierName: l.supplierName,
        quantity: l.quantity,
        unitPrice: l.price,
        totalPrice: money(cents(l.price) * l.quantity),
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
    const event: DomainEvent = {
      type: 'purchase_order.created',
      organizationId: input.organizationId,
      data: { orderId: order!.id, totalAmount: totalCents / 100, supplierIds, clientId: input.userId },
    };
    return { order: order!, events: [event] };
  });
}

/** Newest first, optionally by status, always within the organization. */
export async function listOrders(
  db: Db,
  input: { organizationId: string; status?: OrderStatus; page: number; limit: number },
) {
  const where = and(
    eq(purchaseOrders.organizationId, input.organizationId),
    input.status ? eq(purchaseOrders.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    orderListQuery(db, where, input.page, input.limit),
    db.select({ value: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: total!.value };
}

/** The list page query (what the index test EXPLAINs). */
export function orderListQuery(db: Db, where: ReturnType<typeof and>, page: number, limit: number) {
  return db
    .select({
      order: purchaseOrders,
      itemCount: sql<number>`(select count(*)::int from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      clientName: users.name,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function getOrder(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ order: purchaseOrders, clientName: users.name, clientEmail: users.email })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId)))
    .limit(1);
  if (!row) throw orderNotFound();
  const items = await db
    .select()
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName));
  return { ...row, items };
}

/** The organization's order, locked for the change that follows; another tenant's is not found. */
async function lockOrderStatus(tx: DbOrTx, input: { organizationId: string; id: string }) {
  const [row] = await tx
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}
export async function updateOrderStatus(
  db: Db,
  input: { organizationId: string; id: string; status: OrderStatus; notes?: string | null },
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const [order] = await tx
      .update(purchaseOrders)
      .set({
        status: input.status,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.id, input.id))
      .returning();
    const events: DomainEvent[] =
      current.status === input.status
        ? []
        : [
            {
              type: 'purchase_order.status_changed',
              organizationId: input.organizationId,
              data: { orderId: input.id, from: current.status, to: input.status },
            },
          ];
    return { order: order!, events };
  });
}

/** Decides several items (and optionally the order) at once; items of other orders refuse the whole batch. */
export async function updateItems(db: Db, input: { organizationId: string; id: string; body: BulkItemsInput }) {
  return db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, input);
    const ids = input.body.items.map((i) => i.itemId);
    const existing = await tx
      .select({ id: purchaseOrderItems.id, status: purchaseOrderItems.status })
      .from(purchaseOrderItems)
      .where(and(eq(purchaseOrderItems.purchaseOrderId, input.id), inArray(purchaseOrderItems.id, ids)));
    if (existing.length !== new Set(ids).size)
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' });
    const events: DomainEvent[] = [];
    for (const item of input.body.items) {
      const before = existing.find((e) => e.id === item.itemId)!;
      await tx
        .update(purchaseOrderItems)
        .set({
          status: item.status,
          ...(item.admin_notes !== undefined ? { adminNotes: item.admin_notes } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(purchaseOrderItems.id, item.itemId));
      if (before.status !== item.status) {
        events.push({
          type: 'purchase_order.item_status_changed',
          organizationId: input.organizationId,
          data: {
            orderId: input.id,
            itemId: item.itemId,
            from: before.status,
            to: item.status,
            adminNotes: item.admin_notes ?? null,
          },
        });
      }
    }
    if (input.body.orderStatus && input.body.orderStatus !== order.status) {
      await tx
        .update(purchaseOrders)
        .set({ status: input.body.orderStatus, updatedAt: sql`now()` })
        .where(eq(purchaseOrders.id, input.id));
      events.push({
        type: 'purchase_order.status_changed',
        organizationId: input.organizationId,
        data: { orderId: input.id, from: order.status, to: input.body.orderStatus },
      });
    } else {
      await tx
        .update(purchaseOrders)
        .set({ updatedAt: sql`now()` })
        .where(eq(purchaseOrders.id, input.id));
    }
    return { events };
  });
}

export async function orderStats(db: Db, organizationId: string) {
  const rows = await db
    .select({ status: purchaseOrders.status, value: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.organizationId, organizationId))
    .groupBy(purchaseOrders.status);
  const byStatus = Object.fromEntries(
    purchaseOrders.status.enumValues.map((s) => [s, rows.find((r) => r.status === s)?.value ?? 0]),
  ) as Record<OrderStatus, number>;
  return { ...byStatus, total: rows.reduce((n, r) => n + r.value, 0) };
}

/** Only the order's creator deletes it. */
export async function deleteOrder(db: Db, input: { organizationId: string; id: string; userId: string }) {
  const [order] = await db
    .select({ clientId: purchaseOrders.clientId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .limit(1);
  if (!order) throw orderNotFound();
  if (order.clientId !== input.userId)
    throw new ApiError({ code: 'FORBIDDEN', message: 'You can only delete your own purchase orders' });
  await db.delete(purchaseOrders).where(eq(purchaseOrders.id, input.id));
}

export type { ItemStatus };
