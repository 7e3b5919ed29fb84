import { sql, type SQL } from 'drizzle-orm';
import { categories, products, suppliers } from '../../db/schema/catalogue';
import { costCentres } from '../../db/schema/cost-centres';
import { users } from '../../db/schema/identity';
import { purchaseOrderItems as items, purchaseOrders as orders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { budgetUsage } from '../budgets/budget-usage';
import { boughtUnits, committedCents, orderMonth, reservedCents, spentCents } from '../budgets/spend-measures';
import type { SpendPeriod } from './spend.schemas';

/**
 * Spend analytics: one SQL statement per answer over the organization's order lines in a period of
 * São Paulo months. Amounts are only ever the spend-measures fragments (spent, committed, reserved),
 * the same the budgets read; sums stay in integer cents until the answer turns them into reais.
 */

const TZ = sql.raw(`'America/Sao_Paulo'`);

/** The period's first and last instants as constants, so the orders' (organization, created_at) index bounds the scan. */
const inPeriod = (organizationId: string, p: SpendPeriod) => sql`${orders.organizationId} = ${organizationId}
  and ${orders.createdAt} >= (${`${p.from}-01`}::date::timestamp at time zone ${TZ})
  and ${orders.createdAt} < ((${`${p.to}-01`}::date + interval '1 month')::timestamp at time zone ${TZ})`;

const lines = (organizationId: string, p: SpendPeriod) =>
  sql`${items} join ${orders} on ${orders.id} = ${items.purchaseOrderId} where ${inPeriod(organizationId, p)}`;

const SUMS = sql`coalesce(sum(${spentCents}), 0)::bigint as spent,
  coalesce(sum(${committedCents}), 0)::bigint as committed,
  coalesce(sum(${reservedCents}), 0)::bigint as reserved`;

type Cents = { spent: string | number; committed: string | number; reserved: string | number };
const reais = (cents: string | number) => Number(cents) / 100;
const amounts = (row: Cents) => ({
  spent: reais(row.spent),
  committed: reais(row.committed),
  reserved: reais(row.reserved),
});

/** Spend per month of the period (every month, zeros included) and the period's totals. */
export const monthsQuery = ({ organizationId, period }: { organizationId: string; period: SpendPeriod }) => sql`
    with per_order as (
      -- Each order's sums first (a hash of the period's orders, its month computed once per order),
      -- so counting the orders with a value needs no sort of every line (count distinct would).
      select ${orderMonth} as month, ${SUMS}
      from ${lines(organizationId, period)}
      group by ${orders.id}),
    sums as (
      select month, sum(spent) as spent, sum(committed) as committed, sum(reserved) as reserved,
        count(*) filter (where spent + committed + reserved > 0)::int as orders
      from per_order group by month)
    select to_char(m.month, 'YYYY-MM') as month, coalesce(s.spent, 0) as spent, coalesce(s.committed, 0) as committed,
      coalesce(s.reserved, 0) as reserved, coalesce(s.orders, 0) as orders
    from generate_series(${`${period.from}-01`}::date, ${`${period.to}-01`}::date, interval '1 month') m(month)
    left join sums s on s.month = m.month::date
    order by m.month`;

export async function spendByMonth(db: Db, input: { organizationId: string; period: SpendPeriod }) {
  const { period } = input;
  const { rows } = await db.execute<Cents & { month: string; orders: number }>(monthsQuery(input));
  const cents = rows.reduce(
    (t, r) => ({
      spent: t.spent + Number(r.spent),
      committed: t.committed + Number(r.committed),
      reserved: t.reserved + Number(r.reserved),
    }),
    { spent: 0, committed: 0, reserved: 0 },
  );
  return {
    period,
    totals: { ...amounts(cents), orders: rows.reduce((n, r) => n + r.orders, 0) },
    months: rows.map((r) => ({ month: r.month, ...amounts(r), orders: r.orders })),
  };
}

/**
 * What a breakdown groups by: the key, the joined column that names it, the name shown (with the
 * label of "none"), and the join.
 */
interface Dimension {
  key: SQL;
  named: SQL;
  name: SQL;
  join: SQL;
}

export const DIMENSIONS = {
  supplier: {
    key: sql`${items.supplierId}`,
    named: sql`${suppliers.name}, ${suppliers.listed}`,
    // The supplier's name today; a line whose supplier is gone keeps the name it was ordered under. An
    // unlisted supplier (#54) goes by the name this buyer gave it, which its lines were ordered under: its
    // row holds what the first buyer that added it typed.
    name: sql`CASE WHEN ${suppliers.listed} IS FALSE THEN coalesce(max(${items.supplierName}), ${suppliers.name}) ELSE coalesce(${suppliers.name}, max(${items.supplierName})) END`,
    join: sql`left join ${suppliers} on ${suppliers.id} = ${items.supplierId}`,
  },
  category: {
    key: sql`${items.categoryId}`,
    named: sql`${categories.name}`,
    name: sql`coalesce(${categories.name}, 'Sem categoria')`,
    join: sql`left join ${categories} on ${categories.id} = ${items.categoryId}`,
  },
  'cost-centre': {
    key: sql`${orders.costCentreId}`,
    named: sql`${costCentres.name}`,
    name: sql`coalesce(${costCentres.name}, 'Sem centro de custo')`,
    join: sql`left join ${costCentres} on ${costCentres.id} = ${orders.costCentreId}`,
  },
  member: {
    key: sql`${orders.clientId}`,
    named: sql`${users.name}`,
    name: sql`coalesce(${users.name}, 'Pessoa removida')`,
    join: sql`left join ${users} on ${users.id} = ${orders.clientId}`,
  },
} satisfies Record<string, Dimension>;
export type DimensionName = keyof typeof DIMENSIONS;

/**
 * The period's spend per supplier, category, cost centre or member, largest first (spent +
 * committed), with each row's share of the period's spent + committed (a window over the groups).
 * Groups with nothing spent, committed or reserved are left out.
 */
export function breakdownQuery(input: { organizationId: string; period: SpendPeriod; dimension: DimensionName }) {
  const { key, named, name, join } = DIMENSIONS[input.dimension];
  return sql`
    select id, name, spent, committed, reserved,
      round((spent + committed)::numeric / nullif(sum(spent + committed) over (), 0), 4)::float8 as share
    from (
      select ${key} as id, ${name} as name, ${SUMS}
      from ${items} join ${orders} on ${orders.id} = ${items.purchaseOrderId} ${join}
      where ${inPeriod(input.organizationId, input.period)}
      group by ${key}, ${named}
    ) g
    where spent + committed + reserved > 0
    order by spent + committed desc, reserved desc, name`;
}

export async function spendBy(
  db: Db,
  input: { organizationId: string; period: SpendPeriod; dimension: DimensionName },
) {
  const { rows } = await db.execute<Cents & { id: string | null; name: string; share: number | null }>(
    breakdownQuery(input),
  );
  return {
    period: input.period,
    data: rows.map((r) => ({ id: r.id, name: r.name, ...amounts(r), share: r.share })),
  };
}

const week = sql`date_trunc('week', ${orders.createdAt} at time zone ${TZ})::date`;

/**
 * The price paid over time for the period's top products by spend (spent + committed): per São
 * Paulo week (from Monday), the average unit price weighted by the units bought — "how much did we
 * pay for tomatoes each week?". A product is the supplier's product; a line whose product was
 * removed is kept under its ordered name and supplier.
 */
export function pricesQuery(input: { organizationId: string; period: SpendPeriod; top: number }) {
  const productKey = sql`coalesce(${items.productId}::text, ${items.supplierName} || ' · ' || ${items.productName})`;
  // One pass over the period's lines: sums per product and week, then windows rank the products by
  // their period's total and keep the top N.
  return sql`
    with weekly as (
      select ${productKey} as key, ${week} as week, max(${items.productId}::text) as product_id,
        max(${items.productName}) as product_name, max(${items.productUnit}) as unit,
        max(${items.supplierName}) as supplier_name,
        sum(${spentCents} + ${committedCents}) as cents, sum(${boughtUnits}) as units
      from ${lines(input.organizationId, input.period)} and ${items.status} = 'APPROVED' and ${boughtUnits} > 0
      group by 1, 2),
    ranked as (
      select *, sum(cents) over (partition by key) as total_cents, sum(units) over (partition by key) as total_units,
        max(product_id) over (partition by key) as product_key, max(product_name) over (partition by key) as name,
        max(unit) over (partition by key) as product_unit, max(supplier_name) over (partition by key) as supplier
      from weekly),
    top as (select *, dense_rank() over (order by total_cents desc, key)::int as rank from ranked)
    select t.key, t.product_key as "productId", coalesce(${products.name}, t.name) as name, t.product_unit as unit,
      t.supplier as "supplierName", t.rank, t.total_cents as "totalCents", t.total_units as "totalUnits",
      to_char(t.week, 'YYYY-MM-DD') as week, t.cents, t.units
    from top t left join ${products} on ${products.id} = t.product_key::uuid
    where t.rank <= ${input.top}
    order by t.rank, t.week`;
}

type PriceRow = {
  key: string;
  productId: string | null;
  name: string;
  unit: string;
  supplierName: string;
  rank: number;
  totalCents: string;
  totalUnits: string;
  week: string;
  cents: string;
  units: string;
};

export async function pricesOverTime(db: Db, input: { organizationId: string; period: SpendPeriod; top: number }) {
  const { rows } = await db.execute<PriceRow>(pricesQuery(input));
  const byKey = new Map<string, ReturnType<typeof productOf>>();
  function productOf(r: PriceRow) {
    return {
      key: r.key,
      productId: r.productId,
      name: r.name,
      unit: r.unit,
      supplierName: r.supplierName,
      amount: reais(r.totalCents),
      units: Number(r.totalUnits),
      averagePrice: Math.round(Number(r.totalCents) / Number(r.totalUnits)) / 100,
      weeks: [] as { week: string; averagePrice: number; units: number; amount: number }[],
    };
  }
  for (const r of rows) {
    const product = byKey.get(r.key) ?? productOf(r);
    byKey.set(r.key, product);
    product.weeks.push({
      week: r.week,
      // Cents per unit rounded to the cent: what a person would write down for that week.
      averagePrice: Math.round(Number(r.cents) / Number(r.units)) / 100,
      units: Number(r.units),
      amount: reais(r.cents),
    });
  }
  return { period: input.period, top: input.top, products: [...byKey.values()] };
}

/**
 * Budget against actual for one month: every budget with its reserved / committed / spent (the
 * budgets' own `budgetUsage`, so the screen and the checkout never disagree), and the cost centres
 * that had spend that month without any budget.
 */
export async function budgetAgainstActual(db: Db, input: { organizationId: string; month: string }) {
  const { organizationId, month } = input;
  const [usage, centres] = await Promise.all([
    budgetUsage(db, { organizationId, month: `${month}-01` }),
    spendBy(db, { organizationId, period: { from: month, to: month }, dimension: 'cost-centre' }),
  ]);
  const budgeted = new Set(usage.map((u) => u.costCentreId));
  return {
    month,
    budgets: usage.map((u) => ({
      budgetId: u.budgetId,
      costCentreId: u.costCentreId,
      costCentreName: u.costCentreName,
      categoryId: u.categoryId,
      categoryName: u.categoryName,
      budget: reais(u.amountCents),
      spent: reais(u.spentCents),
      committed: reais(u.committedCents),
      reserved: reais(u.reservedCents),
      remaining: reais(u.remainingCents),
    })),
    unbudgeted: centres.data
      .filter((c) => c.id === null || !budgeted.has(c.id))
      .map((c) => ({
        costCentreId: c.id,
        name: c.name,
        spent: c.spent,
        committed: c.committed,
        reserved: c.reserved,
      })),
  };
}
