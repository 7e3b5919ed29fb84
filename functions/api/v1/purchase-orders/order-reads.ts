import { and, count, eq } from 'drizzle-orm';
import { purchaseOrders } from '../../../../db/schema/purchase-orders';
import { batch, type Db } from '../../../lib/db';
import type { Person } from '../../../orders/approval-deciders';
import { orderDetailFrom, orderDetailQueries, type DetailResults } from './order-detail';
import { orderListQuery } from './purchase-orders.service';

/**
 * The buyer's order reads (GET /purchase-orders and /purchase-orders/:id), each one round trip after
 * the session check: every statement depends only on the request, so they go in one batch.
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
    db.select({ value: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: total!.value };
}

/** The order with its parts (404 when not the organization's); the viewer's steps say whether they may decide. */
export async function readOrder(db: Db, organizationId: string, id: string, viewer?: Person) {
  return orderDetailFrom((await batch(db, orderDetailQueries(db, organizationId, id))) as DetailResults, viewer);
}
