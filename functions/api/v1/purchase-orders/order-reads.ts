import { and, eq } from 'drizzle-orm';
import { purchaseOrders } from '../../../../db/schema/purchase-orders';
import { batch, type Db } from '../../../lib/db';
import { orderCountStatement } from '../../../orders/order-counts';
import { orderListQuery } from './purchase-orders.service';

/**
 * The buyer's order list (GET /purchase-orders), one round trip after the session check: the page and
 * the total depend only on the request, so they go in one batch. The total adds up the organization's
 * count rows (orders/order-counts.ts) instead of counting its orders. The detail is getOrder's (one batch
 * too, purchase-orders.service.ts).
 */

type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];

/** Newest first, optionally by status, always within the organization: the page and the total together. */
export async function readOrderPage(
  db: Db,
  input: { organizationId: string; status?: OrderStatus; page: number; limit: number },
) {
  const where = and(
    eq(purchaseOrders.organizationId, input.organizationId),
    input.status ? eq(purchaseOrders.status, input.status) : undefined,
  );
  const [rows, [total]] = await batch(db, [
    orderListQuery(db, where, input.page, input.limit),
    orderCountStatement(db, input.organizationId, input.status),
  ]);
  return { rows, total: total!.value };
}
