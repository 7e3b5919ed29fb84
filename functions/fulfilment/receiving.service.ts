import { and, desc, eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/fulfilment';
import { purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { checkNfeKey } from './nfe';
import { supplierNameFor } from '../suppliers/buyer-supplier-terms';

/**
 * The shipment a DANFE at the door names, among every supplier's shipments to this organization: the
 * key read from the barcode (or typed) is checked first, so a misread is a 400 that says why rather
 * than "not ours".
 */
export async function shipmentByNfeKey(db: Db, input: { organizationId: string; key: string }) {
  const check = checkNfeKey(input.key, null);
  if (!check.ok) throw new ApiError({ code: 'BAD_REQUEST', message: check.message });
  // One key may reach two suppliers' shipments only if both typed it; the newest is the one at the door.
  const [found] = await db
    .select({
      purchaseOrderId: supplierOrders.purchaseOrderId,
      purchaseOrderNumber: purchaseOrders.number,
      supplierOrderId: supplierOrders.id,
      supplierOrderNumber: supplierOrders.number,
      shipmentId: shipments.id,
      sequence: shipments.sequence,
      supplierName: supplierNameFor(input.organizationId),
      invoiceNumber: shipments.invoiceNumber,
      receivedAt: shipments.receivedAt,
    })
    .from(shipments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, shipments.supplierOrderId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierOrders.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, shipments.supplierId))
    .where(and(eq(shipments.nfeKey, check.key), eq(shipments.organizationId, input.organizationId)))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  if (!found) {
    throw notFound(
      `Nenhuma remessa desta organização tem a NF-e de chave ${check.key}: confira se a nota é para esta empresa`,
    );
  }
  return found;
}
