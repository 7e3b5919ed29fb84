import { and, eq } from 'drizzle-orm';
import { suppliers } from '../../../db/schema/catalogue';
import { purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/** What the buyer's moves of an order read before status-plan.ts decides. */

/** The organization's order, locked for the change that follows; another tenant's is not found. */
export async function lockOrderStatus(tx: DbOrTx, input: { organizationId: string; id: string }) {
  const [row] = await tx
    .select({ status: purchaseOrders.status, clientId: purchaseOrders.clientId, number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .for('update');
  if (!row) throw notFound('Purchase Order not found');
  return row;
}

/** The order's supplier orders (a cancellation of the whole order walks them). */
export const orderPartsQuery = (tx: DbOrTx, orderId: string) =>
  tx.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, orderId));

/** One supplier order of the order; one of another order is not found. */
export async function orderPart(tx: DbOrTx, input: { id: string; supplierOrderId: string }) {
  const [part] = await tx
    .select()
    .from(supplierOrders)
    .where(and(eq(supplierOrders.id, input.supplierOrderId), eq(supplierOrders.purchaseOrderId, input.id)));
  if (!part) throw notFound('Pedido ao fornecedor não encontrado');
  return part;
}

/** The names of the order's suppliers, for the news of its status. */
export async function orderSupplierNames(tx: DbOrTx, orderId: string) {
  const parts = await tx
    .select({ name: supplierNameFor(supplierOrders.organizationId) })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(eq(supplierOrders.purchaseOrderId, orderId));
  return parts.map((p) => p.name);
}
