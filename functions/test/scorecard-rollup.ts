import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../platform/db';
import { withDb } from './tenant';

/**
 * The supplier's daily rollup equals its orders' contributions summed afresh, day by day: what the
 * trigger kept through every insert, update and delete is what a rebuild would write.
 */
export async function expectRollupMatchesOrders(
  supplierId: string,
  inDb: <T>(work: (db: Db) => Promise<T>) => Promise<T> = withDb,
) {
  const { rows } = await inDb((db) =>
    db.execute<{ kept: string; rebuilt: string }>(sql`
      select
        (select coalesce(string_agg(concat_ws(',', day, orders, units_ordered, units_received_ok, promised_received,
           on_time, lines_answered, lines_refused, received, with_incidents, credit_amount), ';' order by day), '')
         from supplier_scorecard_days where supplier_id = ${supplierId} and orders <> 0) as kept,
        (select coalesce(string_agg(concat_ws(',', day, orders, units_ordered, units_received_ok, promised_received,
           on_time, lines_answered, lines_refused, received, with_incidents, credit_amount), ';' order by day), '')
         from (select c.day, sum(c.orders) as orders, sum(c.units_ordered) as units_ordered,
           sum(c.units_received_ok) as units_received_ok, sum(c.promised_received) as promised_received,
           sum(c.on_time) as on_time, sum(c.lines_answered) as lines_answered, sum(c.lines_refused) as lines_refused,
           sum(c.received) as received, sum(c.with_incidents) as with_incidents,
           sum(c.credit_amount)::numeric(14, 2) as credit_amount
           from supplier_orders o cross join lateral scorecard_contribution(o, 1) c
           where o.supplier_id = ${supplierId} group by c.day) r) as rebuilt`),
  );
  expect(rows[0]!.kept).toBe(rows[0]!.rebuilt);
  return rows[0]!.kept;
}
