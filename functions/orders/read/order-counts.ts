import { and, eq, sql } from 'drizzle-orm';
import { purchaseOrderCounts } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';

type OrderStatus = (typeof purchaseOrderCounts.status.enumValues)[number];

/**
 * The organization's number of orders (in one status when given), from the rows the triggers append
 * (db/schema/purchase-orders.ts, purchaseOrderCounts): a statement for a batch, one row `{ value }`.
 */
export const orderCountStatement = (db: DbOrTx, organizationId: string, status?: OrderStatus) =>
  db
    .select({ value: sql<number>`coalesce(sum(${purchaseOrderCounts.orders}), 0)::int` })
    .from(purchaseOrderCounts)
    .where(
      and(
        eq(purchaseOrderCounts.organizationId, organizationId),
        status ? eq(purchaseOrderCounts.status, status) : undefined,
      ),
    );

/** The organization's orders per status (statuses without orders left out). */
export const orderCountsByStatusStatement = (db: DbOrTx, organizationId: string) =>
  db
    .select({ status: purchaseOrderCounts.status, value: sql<number>`sum(${purchaseOrderCounts.orders})::int` })
    .from(purchaseOrderCounts)
    .where(eq(purchaseOrderCounts.organizationId, organizationId))
    .groupBy(purchaseOrderCounts.status)
    .having(sql`sum(${purchaseOrderCounts.orders}) <> 0`);

/**
 * Folds each (organization, status) with several rows into one, in one statement (run by the cron
 * every minute): readers see the rows before or after it, both adding up to the same number. Rows a
 * writer appends while it runs are not in its snapshot and stay for the next fold; a pair that adds up
 * to zero (an organization deleted with its orders) leaves no row. Answers how many pairs it folded.
 */
export async function compactOrderCounts(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ folded: number }>(sql`
    WITH folded AS (
      DELETE FROM ${purchaseOrderCounts}
      WHERE (organization_id, status) IN (
        SELECT organization_id, status FROM ${purchaseOrderCounts} GROUP BY 1, 2 HAVING count(*) > 1
      )
      RETURNING organization_id, status, orders
    ),
    kept AS (
      INSERT INTO ${purchaseOrderCounts} (organization_id, status, orders)
      SELECT organization_id, status, sum(orders) FROM folded GROUP BY 1, 2 HAVING sum(orders) <> 0
      RETURNING 1
    )
    SELECT count(*)::int AS folded FROM (SELECT DISTINCT organization_id, status FROM folded) pairs`);
  return rows[0]?.folded ?? 0;
}
