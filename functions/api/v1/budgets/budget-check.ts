import { and, asc, eq } from 'drizzle-orm';
import { budgets } from '../../../../db/schema/cost-centres';
import { organizations } from '../../../../db/schema/organizations';
import { formatCents } from '../../../lib/brazil';
import type { Tx } from '../../../lib/db';
import { ApiError } from '../../../lib/errors';
import { budgetUsage, saoPauloMonthNow, type BudgetUsage } from './budget-usage';

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
 * Checks a checkout's parts against the cost centre's monthly budgets under their row locks (taken
 * here, FOR UPDATE, in id order, held until the checkout commits): concurrent checkouts of one cost
 * centre queue on the locks, and each reads what the ones before it committed (the usage query is a
 * later statement, so READ COMMITTED sees them). Used = reserved + committed + spent, so orders still
 * waiting for approval hold their place. Parts are walked in order; one fits when, for the overall
 * budget and each category budget its lines touch, used + its amount ≤ the budget; a part that fits is
 * added to used before the next is checked. Returns, per part that does not fit, why (pt-BR); under
 * the organization's "block" policy it throws instead. The month is now() in America/Sao_Paulo.
 * Orders written by the caller's own transaction are not counted, so the checkout may call it before
 * or after inserting its order.
 */
export async function checkBudgetsAtCheckout(
  tx: Tx,
  input: { organizationId: string; costCentreId: string | null; parts: CheckoutPart[] },
): Promise<Map<number, string>> {
  const over = new Map<number, string>();
  if (!input.costCentreId || input.parts.length === 0) return over;
  const locked = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.organizationId, input.organizationId), eq(budgets.costCentreId, input.costCentreId)))
    .orderBy(asc(budgets.id))
    .for('update');
  if (locked.length === 0) return over;

  // The month as the database sees now() (what an order's created_at is stamped with), in São Paulo.
  const [organization] = await tx
    .select({ policy: organizations.budgetPolicy, month: saoPauloMonthNow })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const month = organization!.month;
  const usage = await budgetUsage(tx, {
    organizationId: input.organizationId,
    month,
    budgetIds: locked.map((b) => b.id),
    excludeOwnTransaction: true,
  });
  const used = new Map(usage.map((b) => [b.budgetId, b.reservedCents + b.committedCents + b.spentCents]));
  const overall = usage.find((b) => b.categoryId === null);
  const byCategory = new Map(usage.filter((b) => b.categoryId !== null).map((b) => [b.categoryId!, b]));

  for (const part of input.parts) {
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
      for (const [budget, asked] of asks) used.set(budget.budgetId, used.get(budget.budgetId)! + asked);
      continue;
    }
    const reason = reasons.join('; ');
    if (organization!.policy === 'block') {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: input.parts.length > 1 ? `${part.supplierName}: ${reason}` : reason,
      });
    }
    over.set(part.index, reason);
  }
  return over;
}
