import { and, eq, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalogue';
import { cartItems, carts } from '../../db/schema/carts';
import { budgets, costCentres } from '../../db/schema/cost-centres';
import { organizations } from '../../db/schema/organizations';
import type { AuditActor } from '../platform/audit-log';
import { recordAudit } from '../platform/audit-log';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import { budgetLabel } from './budget-check';
import { budgetUsage, saoPauloMonthNow } from './budget-usage';
import { defaultCostCentreOf, findCostCentre } from './cost-centres.service';
import { buyerPrice } from '../catalogue/buyer-price';

export type BudgetPolicy = 'escalate' | 'block';

const budgetNotFound = () => notFound('Orçamento não encontrado');
const duplicate = () =>
  new ApiError({ code: 'CONFLICT', message: 'Este centro de custo já tem um orçamento para esta categoria' });
const toAmount = (reais: number) => reais.toFixed(2);

/** The current São Paulo month, 'YYYY-MM-01', as the database's clock says. */
export async function currentMonth(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ month: string }>(sql`select ${saoPauloMonthNow} as month`);
  return result.rows[0]!.month;
}

export async function budgetPolicyOf(db: DbOrTx, organizationId: string): Promise<BudgetPolicy> {
  const [row] = await db
    .select({ policy: organizations.budgetPolicy })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return (row?.policy ?? 'escalate') as BudgetPolicy;
}

/** Every budget with the month's usage (this São Paulo month unless given), and the policy. */
export async function listBudgets(db: Db, input: { organizationId: string; month?: string }) {
  const month = input.month ?? (await currentMonth(db));
  const [data, policy] = await Promise.all([
    budgetUsage(db, { organizationId: input.organizationId, month }),
    budgetPolicyOf(db, input.organizationId),
  ]);
  return { month, policy, data };
}

/** A budget of the organization, with names for the audit entry (404 when another's or missing). */
async function findBudget(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: budgets.id,
      costCentreId: budgets.costCentreId,
      categoryId: budgets.categoryId,
      monthlyAmount: budgets.monthlyAmount,
      costCentreName: costCentres.name,
      categoryName: categories.name,
    })
    .from(budgets)
    .innerJoin(costCentres, eq(costCentres.id, budgets.costCentreId))
    .leftJoin(categories, eq(categories.id, budgets.categoryId))
    .where(and(eq(budgets.id, id), eq(budgets.organizationId, organizationId)))
    .for('update', { of: budgets });
  if (!row) throw budgetNotFound();
  return row;
}

/** One budget's month (after a write): the row the list would show. */
async function usageOfOne(db: DbOrTx, organizationId: string, budgetId: string) {
  const month = await currentMonth(db);
  const [row] = await budgetUsage(db, { organizationId, month, budgetIds: [budgetId] });
  return { month, row: row! };
}

export async function createBudget(
  db: Db,
  input: {
    organizationId: string;
    actor: AuditActor;
    costCentreId: string;
    categoryId: string | null;
    amount: number;
  },
) {
  try {
    return await db.transaction(async (tx) => {
      const centre = await findCostCentre(tx, input.organizationId, input.costCentreId);
      let categoryName: string | null = null;
      if (input.categoryId) {
        const [category] = await tx
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, input.categoryId));
        if (!category) throw notFound('Categoria não encontrada');
        categoryName = category.name;
      }
      const [row] = await tx
        .insert(budgets)
        .values({
          organizationId: input.organizationId,
          costCentreId: centre.id,
          categoryId: input.categoryId,
          monthlyAmount: toAmount(input.amount),
        })
        .returning({ id: budgets.id });
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'budget.changed',
        target: { type: 'budget', id: row!.id, label: budgetLabel({ costCentreName: centre.name, categoryName }) },
        changes: { monthlyAmount: { before: null, after: input.amount } },
      });
      return usageOfOne(tx, input.organizationId, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'budgets_centre_category_key')) throw duplicate();
    throw error;
  }
}

export async function updateBudget(
  db: Db,
  input: { organizationId: string; actor: AuditActor; id: string; amount: number },
) {
  return db.transaction(async (tx) => {
    const before = await findBudget(tx, input.organizationId, input.id);
    const amount = toAmount(input.amount);
    if (Number(before.monthlyAmount) !== Number(amount)) {
      await tx.update(budgets).set({ monthlyAmount: amount, updatedAt: new Date() }).where(eq(budgets.id, before.id));
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'budget.changed',
        target: { type: 'budget', id: before.id, label: budgetLabel(before) },
        changes: { monthlyAmount: { before: Number(before.monthlyAmount), after: input.amount } },
      });
    }
    return usageOfOne(tx, input.organizationId, before.id);
  });
}

export async function deleteBudget(db: Db, input: { organizationId: string; actor: AuditActor; id: string }) {
  await db.transaction(async (tx) => {
    const before = await findBudget(tx, input.organizationId, input.id);
    await tx.delete(budgets).where(eq(budgets.id, before.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'budget.changed',
      target: { type: 'budget', id: before.id, label: budgetLabel(before) },
      changes: { monthlyAmount: { before: Number(before.monthlyAmount), after: null } },
    });
  });
}

export async function setBudgetPolicy(
  db: Db,
  input: { organizationId: string; actor: AuditActor; policy: BudgetPolicy },
): Promise<BudgetPolicy> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ policy: organizations.budgetPolicy, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update');
    if (before!.policy !== input.policy) {
      await tx
        .update(organizations)
        .set({ budgetPolicy: input.policy, updatedAt: new Date() })
        .where(eq(organizations.id, input.organizationId));
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'budget_policy.changed',
        target: { type: 'organization', id: input.organizationId, label: before!.name },
        changes: { budgetPolicy: { before: before!.policy, after: input.policy } },
      });
    }
    return input.policy;
  });
}

/**
 * What remains this São Paulo month of each budget that applies to a cost centre (its overall one and
 * its category ones), the viewer's default centre unless another is asked for, and how much of the
 * viewer's cart each would take (the cart page and checkout warn before the order is placed).
 */
export async function remainingBudgets(
  db: Db,
  input: { organizationId: string; memberId: string; userId: string; costCentreId?: string },
) {
  const costCentreId = input.costCentreId ?? (await defaultCostCentreOf(db, input.memberId));
  const [policy, month] = await Promise.all([budgetPolicyOf(db, input.organizationId), currentMonth(db)]);
  if (!costCentreId) return { month, policy, costCentre: null, cartCents: 0, budgets: [] };
  const centre = await findCostCentre(db, input.organizationId, costCentreId);
  const [usage, cartLines] = await Promise.all([
    budgetUsage(db, { organizationId: input.organizationId, month, costCentreId: centre.id }),
    db
      .select({
        categoryId: products.categoryId,
        cents: sql<string>`sum(round(${buyerPrice(input.organizationId)} * 100)::bigint * ${cartItems.quantity})`,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(carts.userId, input.userId), eq(carts.organizationId, input.organizationId)))
      .groupBy(products.categoryId),
  ]);
  const cartCents = cartLines.reduce((sum, l) => sum + Number(l.cents), 0);
  const inCategory = (categoryId: string) =>
    cartLines.filter((l) => l.categoryId === categoryId).reduce((sum, l) => sum + Number(l.cents), 0);
  return {
    month,
    policy,
    costCentre: { id: centre.id, name: centre.name },
    cartCents,
    budgets: usage.map((b) => ({ ...b, cartCents: b.categoryId ? inCategory(b.categoryId) : cartCents })),
  };
}
