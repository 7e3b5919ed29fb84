import { and, eq, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { budgets, costCentres, memberCostCentres } from '../schema/cost-centres';
import { members } from '../schema/organizations';
import { purchaseOrders } from '../schema/purchase-orders';

/**
 * The restaurant's cost centres ("Cozinha", the default of its three people, and "Bar"), a monthly
 * budget for Cozinha and one for its produce; the demo orders spend against Cozinha. The amounts sit
 * well above the demo orders, so they (and the e2e specs' orders) stay within budget.
 */
export async function insertDemoBudgets(
  tx: NodePgDatabase,
  input: { restaurantId: string; produceCategoryId: string },
) {
  const [kitchen, bar] = await tx
    .insert(costCentres)
    .values([
      { organizationId: input.restaurantId, name: 'Cozinha', code: 'CC-01', isDefault: true },
      { organizationId: input.restaurantId, name: 'Bar', code: 'CC-02' },
    ])
    .returning({ id: costCentres.id });
  const people = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.organizationId, input.restaurantId));
  await tx.insert(memberCostCentres).values(people.map((m) => ({ memberId: m.id, costCentreId: kitchen!.id })));
  await tx.insert(budgets).values([
    { organizationId: input.restaurantId, costCentreId: kitchen!.id, monthlyAmount: '20000.00' },
    {
      organizationId: input.restaurantId,
      costCentreId: kitchen!.id,
      categoryId: input.produceCategoryId,
      monthlyAmount: '6000.00',
    },
    { organizationId: input.restaurantId, costCentreId: bar!.id, monthlyAmount: '5000.00' },
  ]);
  await tx
    .update(purchaseOrders)
    .set({ costCentreId: kitchen!.id })
    .where(and(eq(purchaseOrders.organizationId, input.restaurantId), isNull(purchaseOrders.costCentreId)));
}
