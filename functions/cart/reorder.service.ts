import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { fillCart, type FillLine } from './cart-fill.service';

/**
 * What the buyer wanted in one of the organization's orders: every line but those the approver
 * rejected, the supplier refused or someone cancelled, at the quantity asked for and the unit price
 * paid. null when the order is not the organization's (a 404 for the caller).
 */
export async function repeatableLines(db: DbOrTx, organizationId: string, orderId: string): Promise<FillLine[] | null> {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.organizationId, organizationId)));
  if (!order) return null;
  const rows = await db
    .select({
      productId: purchaseOrderItems.productId,
      name: purchaseOrderItems.productName,
      quantity: purchaseOrderItems.quantity,
      previousPrice: purchaseOrderItems.unitPrice,
    })
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.purchaseOrderId, orderId),
        notInArray(purchaseOrderItems.status, ['REJECTED', 'CANCELLED']),
        ne(purchaseOrderItems.supplierStatus, 'REFUSED'),
      ),
    )
    .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName));
  return rows;
}

/** "Pedir novamente": the order's lines into the user's cart at today's prices, with what changed. */
export async function orderAgain(db: Db, input: { userId: string; organizationId: string; orderId: string }) {
  const lines = await repeatableLines(db, input.organizationId, input.orderId);
  if (!lines) throw notFound('Purchase Order not found');
  if (lines.length === 0) {
    throw new ApiError({
      code: 'BAD_REQUEST',
      message: 'Nenhum item deste pedido pode ser pedido novamente: todos foram recusados ou cancelados',
    });
  }
  return fillCart(db, { userId: input.userId, organizationId: input.organizationId, lines });
}
