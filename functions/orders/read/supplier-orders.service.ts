import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import { parseInstant } from '../../platform/brazil';
import { batch, type Db, type DbOrTx } from '../../platform/db';
import { ApiError, notFound } from '../../platform/errors';
import type { SupplierOrderStatus } from '../move/supplier-order-machine';
import type { SupplierOrderListQuery } from '../supplier-orders.schemas';
import { fulfilmentFrom, fulfilmentQueries, type FulfilmentResults } from '../move/fulfilment.facts';

/**
 * A supplier's orders, for its people (the portal) and its systems (the key API): every query is
 * scoped by the supplier id of the principal, and orders still awaiting the buyer's approval are
 * never the supplier's to see.
 */

const supplierOrderNotFound = () => notFound('Pedido não encontrado');
export const visible = (supplierId: string) =>
  and(eq(supplierOrders.supplierId, supplierId), ne(supplierOrders.status, 'AWAITING_APPROVAL'));

/** The cursor is the last row's (updatedAt, id), opaque to callers. */
export const encodeCursor = (row: { updatedAt: Date; id: string }) =>
  btoa(`${row.updatedAt.toISOString()}|${row.id}`).replace(/=+$/, '');

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  try {
    const [at, id] = atob(cursor).split('|');
    // Read strictly: a hand-made cursor of year 0000 got through new Date and PostgreSQL answered 500.
    const updatedAt = parseInstant(at ?? '');
    if (!updatedAt || !/^[0-9a-f-]{36}$/.test(id ?? '')) throw new Error('cursor');
    return { updatedAt, id: id! };
  } catch {
    throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Cursor inválido' });
  }
}

/** Newest change first; `cursor` continues after the previous page, `updatedSince` polls for changes. */
export async function listSupplierOrders(db: Db, supplierId: string, query: SupplierOrderListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select()
    .from(supplierOrders)
    .where(
      and(
        visible(supplierId),
        query.status ? eq(supplierOrders.status, query.status) : undefined,
        query.unread === 'true' ? isNull(supplierOrders.readAt) : undefined,
        query.updatedSince ? gt(supplierOrders.updatedAt, query.updatedSince) : undefined,
        after
          ? or(
              lt(supplierOrders.updatedAt, after.updatedAt),
              and(eq(supplierOrders.updatedAt, after.updatedAt), lt(supplierOrders.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(supplierOrders.updatedAt), desc(supplierOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null;
  return { rows: page, nextCursor: next };
}

/** The inbox's counters: per status, and unread. */
export async function supplierOrderCounts(db: Db, supplierId: string) {
  const rows = await db
    .select({
      status: supplierOrders.status,
      total: count(),
      unread: sql<number>`count(*) filter (where ${supplierOrders.readAt} is null)::int`,
    })
    .from(supplierOrders)
    .where(visible(supplierId))
    .groupBy(supplierOrders.status);
  return {
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r.total])) as Partial<Record<SupplierOrderStatus, number>>,
    unread: rows.reduce((n, r) => n + r.unread, 0),
    total: rows.reduce((n, r) => n + r.total, 0),
  };
}

/** The statements behind one of the supplier's orders: the order, its lines (only its own) and its timeline. */
export const supplierOrderQueries = (db: DbOrTx, supplierId: string, id: string) =>
  [
    db
      .select({ order: supplierOrders, purchaseOrderNumber: purchaseOrders.number })
      .from(supplierOrders)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierOrders.purchaseOrderId))
      .where(and(eq(supplierOrders.id, id), visible(supplierId)))
      .limit(1),
    db
      .select()
      .from(purchaseOrderItems)
      .where(and(eq(purchaseOrderItems.supplierOrderId, id), eq(purchaseOrderItems.supplierId, supplierId)))
      .orderBy(asc(purchaseOrderItems.productName), asc(purchaseOrderItems.id)),
    db
      .select()
      .from(supplierOrderEvents)
      .where(eq(supplierOrderEvents.supplierOrderId, id))
      .orderBy(asc(supplierOrderEvents.createdAt)),
  ] as const;

type Found = [
  { order: typeof supplierOrders.$inferSelect; purchaseOrderNumber: number | null }[],
  (typeof purchaseOrderItems.$inferSelect)[],
  (typeof supplierOrderEvents.$inferSelect)[],
];

/** The order as answers show it, from supplierOrderQueries' results and its fulfilment; 404 when not found. */
export function supplierOrderFrom([[row], lines, timeline]: Found, fulfilment: ReturnType<typeof fulfilmentFrom>) {
  if (!row) throw supplierOrderNotFound();
  // Lines the buyer rejected never reached the supplier.
  return { ...row, lines: lines.filter((l) => l.status !== 'REJECTED'), timeline, fulfilment };
}

/**
 * One of the supplier's orders with its lines (only its own), its timeline and its fulfilment: one
 * batch, one round trip. `markRead` (the portal opening it) marks it read first in that batch, so the
 * answer already says it is read.
 */
export async function getSupplierOrder(
  db: DbOrTx,
  supplierId: string,
  id: string,
  options: { markRead?: boolean } = {},
) {
  const reads = [...supplierOrderQueries(db, supplierId, id), ...fulfilmentQueries(db, [id])] as const;
  const results = options.markRead
    ? (await batch(db, [markReadStatement(db, supplierId, id), ...reads])).slice(1)
    : await batch(db, reads);
  const [order, lines, timeline, ...fulfilment] = results as [...Found, ...FulfilmentResults];
  return supplierOrderFrom([order, lines, timeline], fulfilmentFrom(fulfilment, id));
}

/** No longer unread (a statement for a batch). */
const markReadStatement = (db: DbOrTx, supplierId: string, id: string) =>
  db
    .update(supplierOrders)
    .set({ readAt: sql`now()` })
    .where(and(eq(supplierOrders.id, id), visible(supplierId), isNull(supplierOrders.readAt)));
