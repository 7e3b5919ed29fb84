import { budgets, costCentres, memberCostCentres } from '../../db/schema/cost-centres';
import { members } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { uniq, withDb, type Tenant } from './tenant';

/** A cost centre of the tenant (unique name), optionally the default of some of its people. */
export async function createCostCentre(
  tenant: Tenant,
  options: { name?: string; defaultFor?: ('owner' | 'admin' | 'member')[] } = {},
) {
  return withDb(async (db) => {
    const [centre] = await db
      .insert(costCentres)
      .values({ organizationId: tenant.organization.id, name: options.name ?? `Cozinha ${uniq()}` })
      .returning({ id: costCentres.id, name: costCentres.name });
    for (const role of options.defaultFor ?? []) {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.organizationId, tenant.organization.id), eq(members.userId, tenant[role].user.id)));
      await db.insert(memberCostCentres).values({ memberId: member!.id, costCentreId: centre!.id });
    }
    return centre!;
  });
}

/** A monthly budget (reais) of a cost centre, overall or for a category. */
export async function createBudget(
  tenant: Tenant,
  costCentreId: string,
  amount: string,
  categoryId: string | null = null,
) {
  return withDb(async (db) => {
    const [row] = await db
      .insert(budgets)
      .values({ organizationId: tenant.organization.id, costCentreId, categoryId, monthlyAmount: amount })
      .returning({ id: budgets.id });
    return row!.id;
  });
}

export interface LineFixture {
  categoryId: string | null;
  quantity: number;
  unitPrice: string;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  supplierStatus?: 'PENDING' | 'ACCEPTED' | 'REFUSED';
  acceptedQuantity?: number;
  shippedQuantity?: number;
  cancelledQuantity?: number;
  receivedQuantity?: number;
  shortQuantity?: number;
}

/** A purchase order written straight to the tables (created_at chosen), with its lines. */
export async function insertOrder(
  db: DbOrTx,
  input: {
    organizationId: string;
    clientId: string;
    costCentreId: string | null;
    createdAt?: Date;
    lines: LineFixture[];
  },
) {
  const total = input.lines.reduce((sum, l) => sum + Number(l.unitPrice) * l.quantity, 0);
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      description: `Pedido ${uniq()}`,
      organizationId: input.organizationId,
      clientId: input.clientId,
      costCentreId: input.costCentreId,
      totalAmount: total > 0 ? total.toFixed(2) : null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: purchaseOrders.id });
  await db.insert(purchaseOrderItems).values(
    input.lines.map((l) => ({
      purchaseOrderId: order!.id,
      productName: 'Produto',
      productUnit: 'kg',
      supplierName: 'Fornecedor',
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      totalPrice: (Number(l.unitPrice) * l.quantity).toFixed(2),
      status: l.status ?? 'PENDING',
      supplierStatus: l.supplierStatus ?? 'PENDING',
      acceptedQuantity: l.acceptedQuantity ?? null,
      shippedQuantity: l.shippedQuantity ?? 0,
      cancelledQuantity: l.cancelledQuantity ?? 0,
      receivedQuantity: l.receivedQuantity ?? 0,
      shortQuantity: l.shortQuantity ?? 0,
    })),
  );
  return order!.id;
}
