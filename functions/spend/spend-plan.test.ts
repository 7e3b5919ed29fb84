import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settledTables } from '../test/settled-tables';
import { PLAN_LOAD_TIMEOUT, planBuyer, withPlanDatabase } from '../test/plan-database';
import { addMonths, currentMonth } from './spend.schemas';
import { breakdownQuery, DIMENSIONS, monthsQuery, pricesQuery, type DimensionName } from './spend.service';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe('spend analytics at 100,000 orders', () => {
  it(
    'reads the period from the (organization, created_at) index, never a sequential scan of purchase_orders',
    async () => {
      const plans = await withPlanDatabase(async (db) => {
        const { organizationId, userId } = await planBuyer(db);
        // 100,000 orders over three years (one line each), in one statement: a 12-month period is a third.
        await db.execute(sql`
        with po as (
          insert into purchase_orders (description, organization_id, client_id, status, created_at)
          select 'Carga ' || n, ${organizationId}, ${userId},
            (array['PENDING','APPROVED','IN_PROGRESS','COMPLETED','CANCELLED'])[1 + n % 5]::purchase_order_status,
            now() - (n % 1095) * interval '1 day' - (n % 1440) * interval '1 minute'
          from generate_series(1, 100000) n
          returning id, created_at
        )
        insert into purchase_order_items (purchase_order_id, product_name, product_unit, supplier_name,
          quantity, unit_price, total_price, status, supplier_status, accepted_quantity, shipped_quantity, received_quantity)
        select id, 'Produto ' || (extract(epoch from created_at)::bigint % 40), 'kg', 'Fornecedor de carga',
          4, 9.90, 39.60, 'APPROVED', 'ACCEPTED', 4, 4, 4
        from po`);
        const period = { from: addMonths(currentMonth(), -11), to: currentMonth() };
        const queries: [string, SQL][] = [
          ['months', monthsQuery({ organizationId, period })],
          ...(Object.keys(DIMENSIONS) as DimensionName[]).map(
            (dimension) => [dimension, breakdownQuery({ organizationId, period, dimension })] as [string, SQL],
          ),
          ['prices', pricesQuery({ organizationId, period, top: 5 })],
        ];
        const explained: Record<string, PlanNode[]> = {};
        for (const [name, query] of queries) {
          // As autovacuum leaves a settled table: statistics and the visibility map (index-only scans).
          await settledTables(db, ['purchase_orders', 'purchase_order_items']);
          const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            sql`explain (format json) ${query}`,
          );
          explained[name] = nodes(rows[0]!['QUERY PLAN'][0].Plan);
        }
        return explained;
      });
      expect(Object.keys(plans)).toHaveLength(6);
      for (const [name, plan] of Object.entries(plans)) {
        const orders = plan.filter((n) => n['Relation Name'] === 'purchase_orders');
        expect(orders.length, name).toBeGreaterThan(0);
        // Index-only: the cost centre and the placer ride in the index, so the heap is never read. (The
        // views that read neither may take the (organization, status, created_at, id) index as well.)
        for (const node of orders) {
          expect([name, node['Node Type']]).toEqual([name, 'Index Only Scan']);
          expect(node['Index Name'], name).toMatch(
            name === 'cost-centre' || name === 'member'
              ? /^purchase_orders_org_created_idx$/
              : /^purchase_orders_org_(status_)?created_idx$/,
          );
        }
        expect(
          plan.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'purchase_orders'),
          name,
        ).toBe(false);
      }
    },
    PLAN_LOAD_TIMEOUT,
  );
});
