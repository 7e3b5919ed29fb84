import { lineLabel, ORDER_STATE } from '../state-vocabulary';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { products, suppliers } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/identity';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { AppConfig } from '../../platform/env';
import { formatCnpj } from '../../platform/cnpj';
import { createDb, type Db } from '../../platform/db';
import { csvRows, decimalComma } from '../../platform/csv';

type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];

/** Rows per query: the stream holds one batch at a time, never the whole export. */
export const EXPORT_BATCH_SIZE = 1000;

export interface ExportFilter {
  organizationId: string;
  status?: OrderStatus;
}

/** The order's word, as every screen says it (orders/state-vocabulary.ts). */
export const orderStatusLabel = (status: OrderStatus) => ORDER_STATE[status].label;

export const ORDER_COLUMNS = ['Número', 'Descrição', 'Data', 'Status', 'Solicitante', 'Fornecedores', 'Itens', 'Total'];
export const LINE_COLUMNS = [
  'Número do pedido',
  'Número do pedido do fornecedor',
  'Data',
  'Fornecedor',
  'CNPJ do fornecedor',
  'SKU',
  'Produto',
  'Unidade',
  'Quantidade',
  'Preço unitário',
  'Total da linha',
  'Status da linha',
];

const day = (column: SQL | typeof purchaseOrders.createdAt) =>
  sql<string>`to_char(${column} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')`;
/** timestamptz as text keeps its microseconds: a JavaScript Date would cut them and break the keyset. */
const exactTime = sql<string>`${purchaseOrders.createdAt}::text`;

const filterOf = (filter: ExportFilter) =>
  and(
    eq(purchaseOrders.organizationId, filter.organizationId),
    filter.status ? eq(purchaseOrders.status, filter.status) : undefined,
  );

type OrderCursor = { at: string; id: string };

/** One batch of orders, newest first as the list shows them, after `cursor` (keyset, no OFFSET). */
export async function orderBatch(db: Db, filter: ExportFilter, cursor: OrderCursor | null, limit: number) {
  const rows = await db
    .select({
      at: exactTime,
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      description: purchaseOrders.description,
      day: day(purchaseOrders.createdAt),
      status: purchaseOrders.status,
      clientName: users.name,
      suppliers: sql<
        string | null
      >`(select string_agg(distinct ${purchaseOrderItems.supplierName}, ', ' order by ${purchaseOrderItems.supplierName}) from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      itemCount: sql<number>`(select count(*)::int from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      total: purchaseOrders.totalAmount,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(
      and(
        filterOf(filter),
        cursor
          ? sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    next: rows.length === limit && last ? { at: last.at, id: last.id } : null,
    rows: rows.map((o) => [
      o.number === null ? '' : String(o.number),
      o.description,
      o.day,
      orderStatusLabel(o.status),
      // The person deleted their account (LGPD): the order stays, anonymised.
      o.clientName ?? 'Pessoa removida',
      o.suppliers ?? '',
      String(o.itemCount),
      decimalComma(o.total),
    ]),
  };
}

type LineCursor = OrderCursor & { supplierName: string; productName: string; itemId: string };

/**
 * One batch of order lines: orders newest first, and inside an order by supplier, product and id
 * (as the order page lists them). The cursor is the last line's whole sort key: orders after it by
 * the index on (organization, created_at, id), then that order's lines after the last one written.
 */
export function lineBatchQuery(db: Db, filter: ExportFilter, cursor: LineCursor | null, limit: number) {
  const order = sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id})`;
  // Each order's lines come from a lateral subquery (its own index, at most `limit` of them): the
  // orders are walked newest first from the cursor, so a batch never reads or sorts lines of orders
  // it does not reach, however many lines the organization has.
  const line = db
    .select({
      id: purchaseOrderItems.id,
      supplierOrderId: purchaseOrderItems.supplierOrderId,
      supplierId: purchaseOrderItems.supplierId,
      productId: purchaseOrderItems.productId,
      supplierName: purchaseOrderItems.supplierName,
      productName: purchaseOrderItems.productName,
      productUnit: purchaseOrderItems.productUnit,
      quantity: purchaseOrderItems.quantity,
      unitPrice: purchaseOrderItems.unitPrice,
      totalPrice: purchaseOrderItems.totalPrice,
      status: purchaseOrderItems.status,
      supplierStatus: purchaseOrderItems.supplierStatus,
      acceptedQuantity: purchaseOrderItems.acceptedQuantity,
    })
    .from(purchaseOrderItems)
    .where(
      and(
        eq(purchaseOrderItems.purchaseOrderId, purchaseOrders.id),
        cursor
          ? sql`not (${order} = (${cursor.at}::timestamptz, ${cursor.id}::uuid) and (${purchaseOrderItems.supplierName}, ${purchaseOrderItems.productName}, ${purchaseOrderItems.id}) <= (${cursor.supplierName}, ${cursor.productName}, ${cursor.itemId}::uuid))`
          : undefined,
      ),
    )
    .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName), asc(purchaseOrderItems.id))
    .limit(limit)
    .as('line');
  return db
    .select({
      at: exactTime,
      orderId: purchaseOrders.id,
      orderNumber: purchaseOrders.number,
      supplierOrderNumber: supplierOrders.number,
      day: day(purchaseOrders.createdAt),
      item: {
        id: line.id,
        supplierName: line.supplierName,
        productName: line.productName,
        productUnit: line.productUnit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        status: line.status,
        supplierStatus: line.supplierStatus,
        acceptedQuantity: line.acceptedQuantity,
      },
      supplierCnpj: suppliers.cnpj,
      sku: products.sku,
    })
    .from(purchaseOrders)
    .innerJoinLateral(line, sql`true`)
    .leftJoin(supplierOrders, eq(supplierOrders.id, line.supplierOrderId))
    .leftJoin(suppliers, eq(suppliers.id, sql`coalesce(${supplierOrders.supplierId}, ${line.supplierId})`))
    .leftJoin(products, eq(products.id, line.productId))
    .where(and(filterOf(filter), cursor ? sql`${order} <= (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined))
    .orderBy(
      desc(purchaseOrders.createdAt),
      desc(purchaseOrders.id),
      asc(line.supplierName),
      asc(line.productName),
      asc(line.id),
    )
    .limit(limit);
}

export async function lineBatch(db: Db, filter: ExportFilter, cursor: LineCursor | null, limit: number) {
  const rows = await lineBatchQuery(db, filter, cursor, limit);
  const last = rows.at(-1);
  return {
    next:
      rows.length === limit && last
        ? {
            at: last.at,
            id: last.orderId,
            supplierName: last.item.supplierName,
            productName: last.item.productName,
            itemId: last.item.id,
          }
        : null,
    rows: rows.map((r) => [
      r.orderNumber === null ? '' : String(r.orderNumber),
      r.supplierOrderNumber ?? '',
      r.day,
      r.item.supplierName,
      r.supplierCnpj ? formatCnpj(r.supplierCnpj) : '',
      r.sku ?? '',
      r.item.productName,
      r.item.productUnit,
      String(r.item.quantity),
      decimalComma(r.item.unitPrice),
      decimalComma(r.item.totalPrice),
      lineLabel(r.item),
    ]),
  };
}

type Batch<C, F> = (
  db: Db,
  filter: F,
  cursor: C | null,
  limit: number,
) => Promise<{ next: C | null; rows: string[][] }>;

/**
 * The export as a stream of UTF-8 bytes: the BOM and the header first, then one keyset batch per
 * read, so memory holds one batch whatever the size of the export. The stream has a connection of
 * its own: the request's pool is closed as soon as the response leaves, while this body is still
 * being read; it is closed when the last batch is written, on an error, or when the client goes away.
 */
export function csvStream<C, F = ExportFilter>(
  config: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>,
  header: string[],
  batch: Batch<C, F>,
  filter: F,
  batchSize: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let connection: ReturnType<typeof createDb> | undefined;
  let cursor: C | null = null;
  let done = false;
  const close = async () => {
    const open = connection;
    connection = undefined;
    await open?.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode('\uFEFF' + (await csvRows([header]))));
      },
      async pull(controller) {
        try {
          if (done) {
            await close();
            controller.close();
            return;
          }
          connection ??= createDb(config);
          const { rows, next } = await batch(connection.db, filter, cursor, batchSize);
          if (rows.length > 0) controller.enqueue(encoder.encode(await csvRows(rows)));
          cursor = next;
          done = next === null;
        } catch (error) {
          await close().catch(() => undefined);
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 0 },
  );
}

export const ordersCsv = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>,
  filter: ExportFilter,
  batchSize = EXPORT_BATCH_SIZE,
) => csvStream(config, ORDER_COLUMNS, orderBatch, filter, batchSize);

export const orderLinesCsv = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>,
  filter: ExportFilter,
  batchSize = EXPORT_BATCH_SIZE,
) => csvStream(config, LINE_COLUMNS, lineBatch, filter, batchSize);
