import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/catalogue';
import { budgets, costCentres } from '../../db/schema/cost-centres';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import type { DbOrTx } from '../platform/db';
import { committedCents, orderMonth, reservedCents, spentCents } from './spend-measures';

/** A budget's month, in cents (exact integers; routes turn them into reais). */
export interface BudgetUsage {
  budgetId: string;
  costCentreId: string;
  costCentreName: string;
  /** Null: the cost centre's overall budget. */
  categoryId: string | null;
  categoryName: string | null;
  amountCents: number;
  reservedCents: number;
  committedCents: number;
  spentCents: number;
  /** amount − (reserved + committed + spent); negative when over. */
  remainingCents: number;
}

/** This month in São Paulo as 'YYYY-MM-01' (budgets are monthly there), in SQL. */
export const saoPauloMonthNow = sql<string>`to_char(date_trunc('month', now() at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;

/** 'YYYY-MM-01' of the current São Paulo month, computed here (for screens' defaults and messages). */
export function currentSaoPauloMonth(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `${day.slice(0, 7)}-01`;
}

/**
 * The lines of a budget's month: the order's cost centre is the budget's, its São Paulo month is the
 * month, and for a category budget the line's category (snapshot at checkout) is the budget's. The
 * amounts are spend-measures' fragments, the one definition spend analytics reads too.
 */
const usageOf = (month: SQL | string) => sql`lateral (
  select
    coalesce(sum(${reservedCents}), 0)::bigint as reserved,
    coalesce(sum(${committedCents}), 0)::bigint as committed,
    coalesce(sum(${spentCents}), 0)::bigint as spent
  from ${purchaseOrderItems}
  join ${purchaseOrders} on ${purchaseOrders.id} = ${purchaseOrderItems.purchaseOrderId}
  where ${purchaseOrders.organizationId} = ${budgets.organizationId}
    and ${purchaseOrders.costCentreId} = ${budgets.costCentreId}
    and ${orderMonth} = ${month}::date
    and (${budgets.categoryId} is null or ${purchaseOrderItems.categoryId} = ${budgets.categoryId})
)`;

/** A budget usage query's filters: the organization's budgets, of one cost centre, or these budgets. */
export interface BudgetUsageFilter {
  organizationId: string;
  /** 'YYYY-MM-01', or SQL that gives it (saoPauloMonthNow). */
  month: string | SQL;
  /** An id, or SQL that gives one (a cost centre chosen by a subquery). */
  costCentreId?: string | SQL;
  budgetIds?: string[];
}

/**
 * budgetUsage's statement, not yet sent (for a `batch`); `usageFromRows` reads its rows. The same
 * sum is what guards of a write re-check (budgetsStillHold in budget-check.ts).
 */
export function budgetUsageQuery(db: DbOrTx, input: BudgetUsageFilter) {
  const usage = sql.raw('u');
  return db
    .select({
      budgetId: budgets.id,
      costCentreId: budgets.costCentreId,
      costCentreName: costCentres.name,
      categoryId: budgets.categoryId,
      categoryName: categories.name,
      amount: budgets.monthlyAmount,
      reserved: sql<string>`${usage}.reserved`,
      committed: sql<string>`${usage}.committed`,
      spent: sql<string>`${usage}.spent`,
    })
    .from(budgets)
    .innerJoin(costCentres, eq(costCentres.id, budgets.costCentreId))
    .leftJoin(categories, eq(categories.id, budgets.categoryId))
    .crossJoin(sql`${usageOf(input.month)} ${usage}`)
    .where(
      and(
        eq(budgets.organizationId, input.organizationId),
        input.costCentreId === undefined ? undefined : sql`${budgets.costCentreId} = ${input.costCentreId}`,
        input.budgetIds ? inArray(budgets.id, input.budgetIds) : undefined,
      ),
    )
    .orderBy(asc(costCentres.name), sql`${budgets.categoryId} is not null`, asc(categories.name), asc(budgets.id));
}

type UsageRow = Awaited<ReturnType<typeof budgetUsageQuery>>[number];

export function usageFromRows(rows: UsageRow[]): BudgetUsage[] {
  return rows.map((r) => {
    const amountCents = Math.round(Number(r.amount) * 100);
    const reserved = Number(r.reserved);
    const committed = Number(r.committed);
    const spent = Number(r.spent);
    return {
      budgetId: r.budgetId,
      costCentreId: r.costCentreId,
      costCentreName: r.costCentreName,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      amountCents,
      reservedCents: reserved,
      committedCents: committed,
      spentCents: spent,
      remainingCents: amountCents - reserved - committed - spent,
    };
  });
}

/**
 * Every budget of the organization (or of one cost centre, or some budgets) with the month's
 * reserved / committed / spent.
 */
export async function budgetUsage(
  db: DbOrTx,
  input: {
    organizationId: string;
    /** 'YYYY-MM-01'. */
    month: string;
    costCentreId?: string;
    budgetIds?: string[];
  },
): Promise<BudgetUsage[]> {
  return usageFromRows(await budgetUsageQuery(db, input));
}

/**
 * What a budget has used in the month, as SQL over one budget row `b` (alias of budgets): what a
 * write's guard re-reads under the budget's lock. Same lines and sums as budgetUsage.
 */
export const usedCentsOf = (month: SQL | string) =>
  sql`(select u.reserved + u.committed + u.spent from ${usageOf(month)} u)`;
