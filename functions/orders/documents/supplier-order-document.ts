import { and, asc, eq, ne } from 'drizzle-orm';
import { products, suppliers } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/identity';
import { organizations } from '../../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { renderSupplierOrderPdf, type SupplierOrderDocument } from './supplier-order-pdf';
import { REFUSAL_LABEL } from '../supplier-orders.schemas';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/** Who asks for the pedido: the supplier it was sent to, or the buyer organization that placed it. */
export type DocumentScope = { supplierId: string } | { organizationId: string; purchaseOrderId: string };

/** The pedido de compra's content, within the caller's scope (anyone else's is a 404). */
export async function supplierOrderDocument(
  db: DbOrTx,
  scope: DocumentScope,
  id: string,
): Promise<SupplierOrderDocument> {
  const [row] = await db
    .select({
      order: supplierOrders,
      supplier: { name: supplierNameFor(supplierOrders.organizationId), cnpj: suppliers.cnpj },
    })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(
      and(
        eq(supplierOrders.id, id),
        'supplierId' in scope
          ? and(eq(supplierOrders.supplierId, scope.supplierId), ne(supplierOrders.status, 'AWAITING_APPROVAL'))
          : and(
              eq(supplierOrders.organizationId, scope.organizationId),
              eq(supplierOrders.purchaseOrderId, scope.purchaseOrderId),
            ),
      ),
    );
  if (!row) throw notFound('Pedido não encontrado');
  const [lines, [placer]] = await Promise.all([
    db
      .select({ line: purchaseOrderItems, sku: products.sku })
      .from(purchaseOrderItems)
      .leftJoin(products, eq(products.id, purchaseOrderItems.productId))
      .where(and(eq(purchaseOrderItems.supplierOrderId, id), ne(purchaseOrderItems.status, 'REJECTED')))
      .orderBy(asc(purchaseOrderItems.productName), asc(purchaseOrderItems.id)),
    // Whom the supplier calls: who placed the order, and the organization's own contact.
    db
      .select({ name: users.name, email: users.email, metadata: organizations.metadata })
      .from(purchaseOrders)
      .innerJoin(organizations, eq(organizations.id, purchaseOrders.organizationId))
      .leftJoin(users, eq(users.id, purchaseOrders.clientId))
      .where(eq(purchaseOrders.id, row.order.purchaseOrderId)),
  ]);
  const { order } = row;
  const contact = placer && {
    name: placer.name,
    email: placer.email ?? placer.metadata.contact?.email ?? null,
    phone: placer.metadata.contact?.phone ?? null,
  };
  return {
    number: order.number,
    status: order.status,
    buyer: { name: order.buyerName, cnpj: order.buyerCnpj, contact: contact ?? null },
    supplier: row.supplier,
    deliveryAddress: order.deliveryAddress,
    requestedDeliveryDate: order.requestedDeliveryDate,
    promisedDate: order.promisedDate,
    paymentTerm: order.paymentTerm,
    notes: order.notes,
    sentAt: order.sentAt,
    cancelReason: order.cancelReason,
    totalAmount: order.totalAmount,
    lines: lines.map(({ line: l, sku }) => ({
      productName: l.productName,
      sku,
      productUnit: l.productUnit,
      quantity: l.quantity,
      acceptedQuantity: l.acceptedQuantity,
      unitPrice: l.unitPrice,
      supplierStatus: l.supplierStatus,
      refusalNote: l.refusalReason
        ? `${REFUSAL_LABEL[l.refusalReason]}${l.supplierNote ? ` (${l.supplierNote})` : ''}`
        : null,
    })),
  };
}

/** The pedido de compra as a download: the same PDF for buyer, supplier people and supplier systems. */
export async function supplierOrderPdfResponse(db: DbOrTx, scope: DocumentScope, id: string) {
  const document = await supplierOrderDocument(db, scope, id);
  const bytes = await renderSupplierOrderPdf(document);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="pedido-${document.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}

export const PDF_DOC = {
  file: 'application/pdf',
  responseDescription:
    'O PDF do pedido de compra (números, comprador, CNPJ e contato, endereço, datas, pagamento, itens com o código do fornecedor, total)',
} as const;
