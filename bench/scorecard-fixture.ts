import pg from 'pg';
import { BULK_LOAD } from '../stack/postgres';

/**
 * The bench supplier's 100,000 supplier orders get what fulfilment would have left on them: three
 * lines each, answer times, promised and received dates, units ordered and received in order, refused
 * lines, incidents and credits (spread by a hash of the id, so every run sees the same figures).
 * Idempotent.
 */
export async function scorecardFixture(databaseUrl: string, supplierId: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    await client.query(
      `update supplier_orders set
         acknowledged_at = case when status <> 'SENT' then sent_at + ((abs(hashtext(id::text)) % 30) || ' hours')::interval end,
         promised_date = case when status in ('ACKNOWLEDGED', 'CANCELLED') then (sent_at + interval '2 days')::date end,
         received_at = case when status = 'ACKNOWLEDGED' and abs(hashtext(id::text)) % 4 <> 0
           then sent_at + ((36 + abs(hashtext(id::text)) % 48) || ' hours')::interval end,
         units_ordered = 4 + abs(hashtext(id::text)) % 12,
         units_received_ok = case when status = 'ACKNOWLEDGED' then 2 + abs(hashtext(id::text)) % 12 else 0 end,
         lines_answered = case when status = 'SENT' then 0 else 3 end,
         lines_refused = case when status = 'REFUSED' then 3 when abs(hashtext(id::text)) % 9 = 0 then 1 else 0 end,
         incident_count = case when status = 'ACKNOWLEDGED' and abs(hashtext(id::text)) % 7 = 0 then 1 else 0 end,
         credit_amount = case when status = 'ACKNOWLEDGED' and abs(hashtext(id::text)) % 14 = 0 then 12.5 else 0 end
       where supplier_id = $1 and units_ordered = 0`,
      [supplierId],
    );
    // Where fulfilment ends: received orders are delivered (their figures count for the fill rate).
    await client.query(
      `update supplier_orders set status = 'DELIVERED' where supplier_id = $1 and status = 'ACKNOWLEDGED' and received_at is not null`,
      [supplierId],
    );
    // Three lines each, as real orders have (what a fetch-and-aggregate has to read too).
    await client.query(
      `insert into purchase_order_items (purchase_order_id, supplier_order_id, supplier_id, product_name, product_unit,
         supplier_name, quantity, unit_price, total_price, status, supplier_status, accepted_quantity)
       select so.purchase_order_id, so.id, so.supplier_id, 'Item de carga ' || n, 'kg', 'Carga', 2 + n, 10, 10 * (2 + n),
         'APPROVED',
         (case when so.status = 'SENT' then 'PENDING' when so.status = 'REFUSED' then 'REFUSED' else 'ACCEPTED' end)::supplier_line_status,
         case when so.status in ('ACKNOWLEDGED', 'DELIVERED', 'CANCELLED') then 2 + n end
       from supplier_orders so cross join generate_series(1, 3) n
       where so.supplier_id = $1
         and not exists (select 1 from purchase_order_items i where i.supplier_order_id = so.id)`,
      [supplierId],
    );
    await client.query('analyze supplier_orders');
    await client.query('analyze purchase_order_items');
  } finally {
    await client.end();
  }
}

/**
 * The naive baseline: fetch the period's supplier orders with their lines and incidents, and compute
 * the scorecard in JavaScript (the figures a first version would add up row by row).
 */
export async function naiveScorecard(databaseUrl: string, supplierId: string, days: number) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const started = performance.now();
    const { rows: orders } = await client.query<{
      id: string;
      status: string;
      sent_at: Date;
      acknowledged_at: Date | null;
      promised_date: string | null;
      received_at: Date | null;
      units_ordered: number;
      units_received_ok: number;
      lines_answered: number;
      lines_refused: number;
    }>(`select * from supplier_orders where supplier_id = $1 and sent_at >= now() - ($2 || ' days')::interval`, [
      supplierId,
      days,
    ]);
    const ids = orders.map((o) => o.id);
    // One client runs one query at a time.
    const { rows: lines } = await client.query<{ supplier_order_id: string }>(
      'select * from purchase_order_items where supplier_order_id = any($1)',
      [ids],
    );
    const { rows: raised } = await client.query<{ supplier_order_id: string; credit_amount: string | null }>(
      'select * from incidents where supplier_order_id = any($1)',
      [ids],
    );
    const incidentsOf = new Map<string, number>();
    let credit = 0;
    for (const i of raised) {
      incidentsOf.set(i.supplier_order_id, (incidentsOf.get(i.supplier_order_id) ?? 0) + 1);
      credit += Number(i.credit_amount ?? 0);
    }
    const confirm: number[] = [];
    let ordered = 0;
    let ok = 0;
    let due = 0;
    let onTime = 0;
    let answered = 0;
    let refused = 0;
    const today = new Date().toISOString().slice(0, 10);
    for (const o of orders) {
      if (['DELIVERED', 'COMPLETED', 'REFUSED'].includes(o.status)) {
        ordered += o.units_ordered;
        ok += o.units_received_ok;
      }
      if (o.promised_date && (o.received_at || o.promised_date < today)) {
        due++;
        if (o.received_at && o.received_at.toISOString().slice(0, 10) <= o.promised_date) onTime++;
      }
      if (o.acknowledged_at) confirm.push(o.acknowledged_at.getTime() - o.sent_at.getTime());
      answered += o.lines_answered;
      refused += o.lines_refused;
    }
    confirm.sort((a, b) => a - b);
    const figures = {
      fillRate: ordered ? ok / ordered : null,
      onTimeRate: due ? onTime / due : null,
      medianHours: confirm.length ? confirm[Math.floor(confirm.length / 2)]! / 3_600_000 : null,
      refusalRate: answered ? refused / answered : null,
      lines: lines.length,
      incidents: incidentsOf.size,
      credit,
    };
    return { ms: performance.now() - started, orders: orders.length, figures };
  } finally {
    await client.end();
  }
}
