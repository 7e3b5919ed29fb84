import { env } from 'cloudflare:test';
import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/catalogue';
import { purchaseOrderItems, purchaseOrders } from '../../../db/schema/purchase-orders';
import { config } from '../../platform/env';
import { formatCnpj } from '../../platform/cnpj';
import { placeOrder } from '../../test/orders';
import { PLAN_LOAD_TIMEOUT, planBuyer, withPlanDatabase } from '../../test/plan-database';
import { call, createTenant, uniq, withDb, type Principal, type Tenant } from '../../test/tenant';
import {
  LINE_COLUMNS,
  lineBatch,
  lineBatchQuery,
  ORDER_COLUMNS,
  orderLinesCsv,
  ordersCsv,
} from './purchase-orders-export.service';

interface Summary {
  id: string;
  number: number;
  description: string;
  status: string;
  client_name: string | null;
  item_count: number;
  total_amount: number;
  created_at: string;
}
interface Detail extends Summary {
  items: Array<{
    id: string;
    product_id: string;
    supplier_id: string;
    product_name: string;
    product_unit: string;
    supplier_name: string;
    quantity: number;
    unit_price: number;
    total_price: number;
    status: string;
    supplier_status: string;
    accepted_quantity: number | null;
    supplier_order_id: string;
  }>;
  supplier_orders: Array<{ id: string; number: string }>;
}

const ORDER_STATUS: Record<string, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  IN_PROGRESS: 'Em andamento',
  COMPLETED: 'Concluído',
  CANCELLED: 'Cancelado',
};
const saoPauloDay = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** What the API says in reais, as the export must write it: decimal comma, two places, no R$. */
const comma = (value: number) => value.toFixed(2).replace('.', ',');

/** Downloads an export and reads it back with the library that wrote it. */
async function download(as: Principal, path: string) {
  const res = await call('GET', path, { as });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { res, bytes, text, header: parsed.data[0]!, rows: parsed.data.slice(1) };
}

async function listOf(as: Principal, query = '') {
  const res = await call('GET', `/purchase-orders?limit=100${query}`, { as });
  return ((await res.json()) as { data: Summary[] }).data;
}
const detailOf = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;

async function readAll(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const chunks: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value));
  }
  const parsed = Papa.parse<string[]>(chunks.join('').slice(1), {
    delimiter: ';',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  return { chunks, rows: parsed.data.slice(1) };
}

/** Two orders of A (one approved), one of B: each with two suppliers and three lines. */
async function ordersOf() {
  const a = await createTenant();
  const b = await createTenant();
  const first = await placeOrder(a.member, `Compra ${uniq()}`);
  const second = await placeOrder(a.admin, `=HIPERLINK("http://x") ${uniq()}`);
  await call('PUT', `/purchase-orders/${first.order.id}/status`, { as: a.owner, body: { status: 'APPROVED' } });
  const foreign = await placeOrder(b.owner, `Compra de B ${uniq()}`);
  return { a, b, first, second, foreign };
}

describe('exports for the accountant', () => {
  it('writes every order as the API reads it: BOM, ";", decimal comma, dd/mm/aaaa, attachment', async () => {
    const { a, foreign } = await ordersOf();
    const { res, bytes, header, rows, text } = await download(a.member, '/purchase-orders/export.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pedidos-${today}.csv"`);
    expect(text.split('\r\n')[0]).toBe('\uFEFF' + ORDER_COLUMNS.join(';'));
    expect(header).toEqual(ORDER_COLUMNS);

    const list = await listOf(a.member);
    expect(rows).toHaveLength(list.length);
    for (const [i, order] of list.entries()) {
      const detail = await detailOf(a.member, order.id);
      const suppliers = [...new Set(detail.items.map((it) => it.supplier_name))].sort().join(', ');
      const description = order.description.startsWith('=') ? `'${order.description}` : order.description;
      expect(rows[i]).toEqual([
        String(order.number),
        description,
        saoPauloDay.format(new Date(order.created_at)),
        ORDER_STATUS[order.status],
        order.client_name,
        suppliers,
        String(order.item_count),
        comma(order.total_amount),
      ]);
      expect(rows[i]![2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(rows[i]![7]).toMatch(/^\d+,\d{2}$/);
    }
    // The formula is written as text (a leading apostrophe), never as a formula.
    expect(rows.some((r) => r[1]!.startsWith(`'=HIPERLINK`))).toBe(true);
    expect(rows.map((r) => r[0])).toEqual(list.map((o) => String(o.number)));
    expect(rows.flat().join(';')).not.toContain(foreign.order.id);
    expect(rows.some((r) => r[1]!.startsWith('Compra de B'))).toBe(false);
  });

  it('writes every order line with its supplier order number, CNPJ, SKU, prices and status', async () => {
    const { a, first, second } = await ordersOf();
    const { res, header, rows } = await download(a.member, '/purchase-orders/export-lines.csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pedidos-itens-${today}.csv"`);
    expect(header).toEqual(LINE_COLUMNS);

    const expected: string[][] = [];
    const cnpjOf = new Map(
      [first.a, first.b, second.a, second.b].map((f) => [f.supplier.id, formatCnpj(f.supplier.cnpj)]),
    );
    const ids = [first, second].flatMap((o) => [...o.a.products, ...o.b.products].map((p) => p.id));
    const skuOf = new Map(
      (
        await withDb((db) =>
          db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, ids)),
        )
      ).map((p) => [p.id, p.sku]),
    );
    for (const order of await listOf(a.member)) {
      const detail = await detailOf(a.member, order.id);
      const numberOf = new Map(detail.supplier_orders.map((s) => [s.id, s.number]));
      const items = [...detail.items].sort(
        (x, y) =>
          x.supplier_name.localeCompare(y.supplier_name) ||
          x.product_name.localeCompare(y.product_name) ||
          x.id.localeCompare(y.id),
      );
      for (const item of items) {
        expected.push([
          String(order.number),
          numberOf.get(item.supplier_order_id)!,
          saoPauloDay.format(new Date(order.created_at)),
          item.supplier_name,
          cnpjOf.get(item.supplier_id)!,
          skuOf.get(item.product_id)!,
          item.product_name,
          item.product_unit,
          String(item.quantity),
          comma(item.unit_price),
          comma(item.total_price),
          item.status === 'APPROVED' ? 'Aprovado' : 'Pendente',
        ]);
      }
    }
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(6);
    expect(rows[0]![1]).toMatch(/^\d+-1$/);
    expect(rows.map((r) => r[11])).toEqual([...Array(3).fill('Pendente'), ...Array(3).fill('Aprovado')]);
  });

  it('applies the list filters and its rules: status, any member, never another organization', async () => {
    const { a, b } = await ordersOf();
    const approved = await download(a.member, '/purchase-orders/export.csv?status=APPROVED');
    const listed = await listOf(a.member, '&status=APPROVED');
    expect(approved.rows.map((r) => r[0])).toEqual(listed.map((o) => String(o.number)));
    expect(approved.rows).toHaveLength(1);
    const lines = await download(a.member, '/purchase-orders/export-lines.csv?status=PENDING');
    expect(new Set(lines.rows.map((r) => r[11]))).toEqual(new Set(['Pendente']));
    // A member sees what the list shows them: every order of the organization, as the owner does.
    expect((await download(a.member, '/purchase-orders/export.csv')).rows).toEqual(
      (await download(a.owner, '/purchase-orders/export.csv')).rows,
    );
    const theirs = await download(b.member, '/purchase-orders/export-lines.csv');
    expect(theirs.rows).toHaveLength(3);
    expect(theirs.rows.every((r) => !r.join(';').includes(a.organization.name))).toBe(true);
    const bad = await call('GET', '/purchase-orders/export.csv?status=PAGO', { as: a.member });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/purchase-orders/export.csv')).status).toBe(401);
  });

  it('streams 2,500 lines in batches of 1,000, complete and in order', async () => {
    const tenant: Tenant = await createTenant();
    // 25 orders of 100 lines, inserted in one transaction: every order has the same created_at, so
    // the keyset's tie-breakers (order id, then supplier, product and line id) are what keeps the order.
    const orderIds = await withDb((db) =>
      db.transaction(async (tx) => {
        const orders = await tx
          .insert(purchaseOrders)
          .values(
            Array.from({ length: 25 }, (_, i) => ({
              number: 2000 + i,
              description: `Carga ${i}`,
              organizationId: tenant.organization.id,
              totalAmount: '100.00',
            })),
          )
          .returning({ id: purchaseOrders.id });
        await tx.insert(purchaseOrderItems).values(
          orders.flatMap((o, i) =>
            Array.from({ length: 100 }, (_, j) => ({
              purchaseOrderId: o.id,
              productName: `Produto ${String(j % 10).padStart(2, '0')}`,
              productUnit: 'un',
              supplierName: `Fornecedor ${j % 3}`,
              quantity: i + 1,
              unitPrice: '1.00',
              totalPrice: `${i + 1}.00`,
            })),
          ),
        );
        return orders.map((o) => o.id);
      }),
    );
    const expected = await withDb((db) =>
      db
        .select({
          orderId: purchaseOrderItems.purchaseOrderId,
          supplier: purchaseOrderItems.supplierName,
          product: purchaseOrderItems.productName,
          id: purchaseOrderItems.id,
          quantity: purchaseOrderItems.quantity,
        })
        .from(purchaseOrderItems)
        .where(inArray(purchaseOrderItems.purchaseOrderId, orderIds)),
    );
    const orderRank = new Map(
      [...orderIds]
        .sort()
        .reverse()
        .map((id, i) => [id, i]),
    );
    expected.sort(
      (x, y) =>
        orderRank.get(x.orderId)! - orderRank.get(y.orderId)! ||
        (x.supplier < y.supplier ? -1 : x.supplier > y.supplier ? 1 : 0) ||
        (x.product < y.product ? -1 : x.product > y.product ? 1 : 0) ||
        (x.id < y.id ? -1 : 1),
    );
    const toRow = (e: (typeof expected)[number]) => [e.supplier, e.product, String(e.quantity)];

    const viaApi = await download(tenant.member, '/purchase-orders/export-lines.csv');
    expect(viaApi.rows).toHaveLength(2500);
    expect(viaApi.rows.map((r) => [r[3], r[6], r[8]])).toEqual(expected.map(toRow));

    // The service itself: one chunk for the header, then one per batch (1,000 + 1,000 + 500).
    const cfg = config(env);
    const filter = { organizationId: tenant.organization.id };
    const batched = await readAll(orderLinesCsv(cfg, filter, 1000));
    expect(batched.chunks).toHaveLength(4);
    expect(batched.rows).toEqual(viaApi.rows);
    // An odd batch size cuts orders in the middle: still every line once, in the same order.
    expect((await readAll(orderLinesCsv(cfg, filter, 7))).rows).toEqual(viaApi.rows);
    const orders = await readAll(ordersCsv(cfg, filter, 4));
    expect(orders.chunks).toHaveLength(1 + 7);
    expect(orders.rows.map((r) => r[1])).toEqual(
      [...orderIds]
        .sort()
        .reverse()
        .map((id) => `Carga ${orderIds.indexOf(id)}`),
    );
  });

  it(
    'reads a batch in the middle of 100,000 lines from the orders index at the cursor, never sorting them all (EXPLAIN)',
    async () => {
      const plan = await withPlanDatabase(async (db) => {
        const { organizationId } = await planBuyer(db);
        await db.execute(sql`insert into purchase_orders (number, description, organization_id, total_amount, created_at)
        select 5000 + g, 'Carga ' || g, ${organizationId}, 50, now() - make_interval(mins => g)
        from generate_series(1, 2000) g`);
        await db.execute(sql`insert into purchase_order_items (purchase_order_id, product_name, product_unit, supplier_name, quantity, unit_price, total_price)
        select po.id, 'Produto ' || (g % 17), 'un', 'Fornecedor ' || (g % 3), 1, 1, 1
        from purchase_orders po, generate_series(1, 50) g where po.organization_id = ${organizationId}`);
        await db.execute(sql`analyze purchase_orders`);
        await db.execute(sql`analyze purchase_order_items`);
        const first = await lineBatch(db, { organizationId }, null, 1000);
        const explained = await db.execute(sql`explain ${lineBatchQuery(db, { organizationId }, first.next, 1000)}`);
        return explained.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      // The cursor is an index condition on (organization, created_at, id); lines come by their order's
      // index and are sorted only within each order (incremental sort), so a batch costs the same anywhere.
      expect(plan).toContain('purchase_orders_org_created_idx');
      expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) <= ROW/);
      expect(plan).toContain('Incremental Sort');
      expect(plan).not.toMatch(/Seq Scan on purchase_order/);
    },
    PLAN_LOAD_TIMEOUT,
  );
});
