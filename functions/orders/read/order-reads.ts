import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/identity';
import { purchaseOrderItems, purchaseOrders } from '../../../db/schema/purchase-orders';
import { containsPattern } from '../../platform/pagination';
import { batch, type Db, type DbOrTx } from '../../platform/db';
import type { Person } from '../decide/approval-deciders';
import { orderCountStatement, orderCountsByStatusStatement } from './order-counts';
import { orderDetailFrom, orderDetailQueries, type DetailResults } from './order-detail';

/**
 * The buyer's order list (GET /purchase-orders), one round trip after the session check: the page and
 * the total depend only on the request, so they go in one batch. The total adds up the organization's
 * count rows (orders/read/order-counts.ts) instead of counting its orders. The detail (getOrder) and the
 * counts per status (orderStats) are one batch each too.
 */

type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];

/** What the list may be narrowed by besides the status (each one costs a count of its own). */
export interface OrderListFilters {
  /** The order's number, a supplier's name or part of the description. */
  q?: string;
  supplierId?: string;
  /** São Paulo days, inclusive. */
  from?: string;
  to?: string;
  /** Only the orders this person placed. */
  mineOf?: string;
}

const TZ = sql.raw(`'America/Sao_Paulo'`);

function filtered(f: OrderListFilters) {
  const q = f.q?.trim();
  return and(
    q
      ? /^\d{1,9}$/.test(q)
        ? eq(purchaseOrders.number, Number(q))
        : or(
            ilike(purchaseOrders.description, containsPattern(q)),
            sql`exists (select 1 from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id} and ${purchaseOrderItems.supplierName} ilike ${containsPattern(q)})`,
          )
      : undefined,
    f.supplierId ? sql`${purchaseOrders.supplierIds} @> array[${f.supplierId}]::uuid[]` : undefined,
    f.from ? sql`${purchaseOrders.createdAt} >= (${f.from}::date::timestamp at time zone ${TZ})` : undefined,
    f.to ? sql`${purchaseOrders.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${TZ})` : undefined,
    f.mineOf ? eq(purchaseOrders.clientId, f.mineOf) : undefined,
  );
}

/** Newest first, optionally by status and the filters, always within the organization: the page and the total together. */
export async function readOrderPage(
  db: Db,
  input: { organizationId: string; status?: OrderStatus; page: number; limit: number } & OrderListFilters,
) {
  const narrowed = filtered(input);
  const where = and(
    eq(purchaseOrders.organizationId, input.organizationId),
    input.status ? eq(purchaseOrders.status, input.status) : undefined,
    narrowed,
  );
  const [rows, [total]] = await batch(db, [
    orderListQuery(db, where, input.page, input.limit),
    // The status alone is answered from the count rows; a filter is counted over the orders it keeps.
    narrowed
      ? db.select({ value: count() }).from(purchaseOrders).where(where)
      : orderCountStatement(db, input.organizationId, input.status),
  ]);
  return { rows, total: total!.value };
}

/** The list page query (what the index test EXPLAINs). */
export function orderListQuery(db: Db, where: ReturnType<typeof and>, page: number, limit: number) {
  return db
    .select({
      order: purchaseOrders,
      itemCount: sql<number>`(select count(*)::int from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      supplierNames: sql<
        string[]
      >`(select coalesce(array_agg(distinct ${purchaseOrderItems.supplierName} order by ${purchaseOrderItems.supplierName}), '{}') from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      clientName: users.name,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The order with its parts; each part's approval steps say whether the viewer may decide the current one. */
export async function getOrder(db: DbOrTx, organizationId: string, id: string, viewer?: Person) {
  return orderDetailFrom((await batch(db, orderDetailQueries(db, organizationId, id))) as DetailResults, viewer);
}

/** The organization's orders per status (every status, zero when none) and in all. */
export async function orderStats(db: Db, organizationId: string) {
  const rows = await orderCountsByStatusStatement(db, organizationId);
  const byStatus = Object.fromEntries(
    purchaseOrders.status.enumValues.map((s) => [s, rows.find((r) => r.status === s)?.value ?? 0]),
  ) as Record<OrderStatus, number>;
  return { ...byStatus, total: rows.reduce((n, r) => n + r.value, 0) };
}
