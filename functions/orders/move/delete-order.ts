import { and, eq } from 'drizzle-orm';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import type { Db } from '../../platform/db';
import { ApiError, notFound } from '../../platform/errors';

/** Only the order's creator deletes it (DELETE /purchase-orders/:id); its lines and parts go with it (ON DELETE CASCADE). */
export async function deleteOrder(db: Db, input: { organizationId: string; id: string; userId: string }) {
  const [order] = await db
    .select({ clientId: purchaseOrders.clientId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .limit(1);
  if (!order) throw notFound('Purchase Order not found');
  if (order.clientId !== input.userId)
    throw new ApiError({ code: 'FORBIDDEN', message: 'You can only delete your own purchase orders' });
  await db.delete(purchaseOrders).where(eq(purchaseOrders.id, input.id));
}
