import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { budgets } from '../../db/schema/cost-centres';
import { organizations } from '../../db/schema/organizations';
import { formatCents } from '../platform/brazil';
import type { DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { saoPauloMonthNow, usedCentsOf, type BudgetUsage } from './budget-usage';

/** One supplier order of a checkout, as the budget check sees it. */
export interface CheckoutPart {
  /** Index of the supplier order in the checkout (its "-n" suffix minus one). */
  index: number;
  supplierName: string;
  /** Its lines' amounts by category (cents). */
  lines: { categoryId: string | null; amountCents: number }[];
}

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/** "Cozinha" or "Cozinha · Hortifrúti". */
export const budgetLabel = (b: Pick<BudgetUsage, 'costCentreName' | 'categoryName'>) =>
  b.categoryName ? `${b.costCentreName} · ${b.categoryName}` : b.costCentreName;

/** "Acima do orçamento de Cozinha (mês de novembro): disponível R$ 120,00, pedido R$ 300,00". */
export function overBudgetMessage(budget: BudgetUsage, usedCents: number, askedCents: number, month: string): string {
  const available = Math.max(budget.amountCents - usedCents, 0);
  const name = monthName.format(new Date(`${month}T00:00:00Z`));
  return `Acima do orçamento de ${budgetLabel(budget)} (mês de ${name}): disponível ${formatCents(available)}, pedido ${formatCents(askedCents)}`;
}

/**
 * The budget decision of a checkout on the usage read (pure): parts walked in order, one fits when,
 * for the overall budget and each category budget its lines touch, used + its amount ≤ the budget,
 * and a part that fits is added to used before the next is checked. `over` says, per part that does
 * not fit, why (pt-BR); under the "block" policy that part throws instead. `fitting` is what the
 * parts that fit ask of each budget: what a write re-checks under the budgets' locks.
 */
export function judgeBudgets(
  usage: BudgetUsage[],
  parts: CheckoutPart[],
  policy: string,
  month: string,
): { over: Map<number, string>; fitting: Map<string, number> } {
  const over = new Map<number, string>();
  const fitting = new Map<string, number>();
  const used = new Map(usage.map((b) => [b.budgetId, b.reservedCents + b.committedCents + b.spentCents]));
  const overall = usage.find((b) => b.categoryId === null);
  const byCategory = new Map(usage.filter((b) => b.categoryId !== null).map((b) => [b.categoryId!, b]));

  for (const part of parts) {
    // What the part asks of each budget it touches: its whole amount of the overall one, its lines'
    // amounts in a category of that category's.
    const asks = new Map<BudgetUsage, number>();
    const total = part.lines.reduce((sum, l) => sum + l.amountCents, 0);
    if (overall) asks.set(overall, total);
    for (const line of part.lines) {
      const budget = line.categoryId ? byCategory.get(line.categoryId) : undefined;
      if (budget) asks.set(budget, (asks.get(budget) ?? 0) + line.amountCents);
    }
    const reasons = [...asks]
      .filter(([budget, asked]) => used.get(budget.budgetId)! + asked > budget.amountCents)
      .map(([budget, asked]) => overBudgetMessage(budget, used.get(budget.budgetId)!, asked, month));
    if (reasons.length === 0) {
      for (const [budget, asked] of asks) {
        used.set(budget.budgetId, used.get(budget.budgetId)! + asked);
        fitting.set(budget.budgetId, (fitting.get(budget.budgetId) ?? 0) + asked);
      }
      continue;
    }
    const reason = reasons.join('; ');
    if (policy === 'block') {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: parts.length > 1 ? `${part.supplierName}: ${reason}` : reason,
      });
    }
    over.set(part.index, reason);
  }
  return { over, fitting };
}

/** The budget rows a checkout locks (FOR UPDATE, in id order): those of its cost centre. */
export const lockCheckoutBudgets = (db: DbOrTx, organizationId: string, costCentreId: string) =>
  db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.organizationId, organizationId), eq(budgets.costCentreId, costCentreId)))
    .orderBy(asc(budgets.id))
    .for('update');

/**
 * A checkout's budget decision, re-checked by a write that runs after lockCheckoutBudgets: the cost
 * centre still has the budgets that were read, the month and the policy are the ones decided on, and
 * every budget still has room for what the parts that fit ask of it. Usage that moved otherwise (a
 * concurrent rejection freeing room) leaves the decision standing: it is the one a checkout placed a
 * moment earlier would have had. The caller's own order must not be written yet.
 */
export function budgetsStillHold(input: {
  organizationId: string;
  costCentreId: string;
  budgetIds: string[];
  policy: string;
  month: string;
  fitting: Map<string, number>;
}): SQL {
  const sameBudgets = sql`(select coalesce(array_agg(${budgets.id}::text order by ${budgets.id}), '{}') from ${budgets}
    where ${budgets.organizationId} = ${input.organizationId} and ${budgets.costCentreId} = ${input.costCentreId})
    = ${`{${[...input.budgetIds].sort().join(',')}}`}::text[]`;
  const samePolicy = sql`(select ${organizations.budgetPolicy} from ${organizations} where ${organizations.id} = ${input.organizationId}) = ${input.policy}`;
  const sameMonth = sql`${saoPauloMonthNow} = ${input.month}`;
  const asks = [...input.fitting].filter(([, asked]) => asked > 0);
  if (asks.length === 0) return sql`${sameBudgets} and ${samePolicy} and ${sameMonth}`;
  const values = sql.join(
    asks.map(([id, asked]) => sql`(${id}::uuid, ${asked}::bigint)`),
    sql`, `,
  );
  const room = sql`not exists (select 1 from ${budgets} join (values ${values}) a(id, asked) on a.id = ${budgets.id}
    where ${usedCentsOf(input.month)} + a.asked > round(${budgets.monthlyAmount} * 100))`;
  return sql`${sameBudgets} and ${samePolicy} and ${sameMonth} and ${room}`;
}
