import { eq } from 'drizzle-orm';
import { suppliers } from '../../../../db/schema/catalogue';
import { supplierOrders } from '../../../../db/schema/purchase-orders';
import { dataEncryptionKey } from '../../../env';
import type { DomainEvent } from '../../../events/domain-event';
import type { JobContext } from '../../../jobs/context';
import type { EmailJob } from '../../../jobs/job';
import { writeOutbox } from '../../../jobs/outbox';
import { formatCents } from '../../../lib/brazil';
import type { Db } from '../../../lib/db';
import { planDeliveries } from '../../../webhooks/deliveries';

/**
 * What leaves the platform for the supplier when an order is sent to it, or when one it had
 * received is cancelled: an e-mail with the pedido de compra's PDF, and its own webhooks'
 * supplier_order.sent / supplier_order.cancelled. Both are domain-event subscribers: their jobs'
 * ids come from the event's, so a redelivered event writes nothing twice.
 */

const cents = (value: string) => Math.round(Number(value) * 100);

/** The supplier order the event moved, when the supplier must hear of it. */
async function supplierNews(db: Db, event: DomainEvent) {
  if (event.type !== 'purchase_order.updated') return null;
  const { action, supplierOrderId } = event.data;
  if (action !== 'send' && action !== 'cancel') return null;
  const [row] = await db
    .select({
      id: supplierOrders.id,
      number: supplierOrders.number,
      status: supplierOrders.status,
      supplierId: supplierOrders.supplierId,
      buyerName: supplierOrders.buyerName,
      buyerCnpj: supplierOrders.buyerCnpj,
      totalAmount: supplierOrders.totalAmount,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      sentAt: supplierOrders.sentAt,
      cancelReason: supplierOrders.cancelReason,
      orderEmail: suppliers.orderEmail,
      email: suppliers.email,
    })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(eq(supplierOrders.id, supplierOrderId));
  // A part withdrawn before it was ever sent is news to no one.
  if (!row || (action === 'cancel' && !row.sentAt)) return null;
  return { ...row, sent: action === 'send' };
}

/** The e-mail to the supplier's order address, with the PDF made when it leaves. */
export async function mailSupplierOfOrder(event: DomainEvent, meta: { id: string }, { cfg, db }: JobContext) {
  const order = await supplierNews(db, event);
  if (!order) return;
  const url = `${cfg.APP_URL}/fornecedor/pedidos/${order.id}`;
  const job: EmailJob = {
    kind: 'email',
    id: `${meta.id}:supplier-mail`,
    to: order.orderEmail ?? order.email,
    template: 'notification',
    data: order.sent
      ? {
          title: `Novo pedido de compra nº ${order.number} — ${order.buyerName}`,
          message: `${order.buyerName} enviou o pedido nº ${order.number}, de ${formatCents(cents(order.totalAmount))}. O pedido de compra está em PDF no anexo; confirme ou recuse cada item no portal do fornecedor (ou pela API).`,
          url,
          actionLabel: 'Responder o pedido',
        }
      : {
          title: `Pedido nº ${order.number} cancelado por ${order.buyerName}`,
          message: `${order.buyerName} cancelou o pedido nº ${order.number}.${order.cancelReason ? ` Motivo: ${order.cancelReason}.` : ''} Não o entregue; o PDF cancelado está no anexo.`,
          url,
          actionLabel: 'Ver o pedido',
        },
    attachment: { kind: 'supplier-order-pdf', supplierId: order.supplierId, supplierOrderId: order.id },
  };
  await writeOutbox(db, dataEncryptionKey(cfg), [job]);
}

/** The supplier's own webhooks, signed like the organizations'. */
export async function hookSupplierOfOrder(
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  { cfg, db }: JobContext,
) {
  const order = await supplierNews(db, event);
  if (!order) return;
  await planDeliveries(
    db,
    dataEncryptionKey(cfg),
    {
      id: meta.id,
      occurredAt: meta.occurredAt,
      type: order.sent ? 'supplier_order.sent' : 'supplier_order.cancelled',
      data: {
        supplierOrderId: order.id,
        number: order.number,
        status: order.status,
        buyer: { name: order.buyerName, cnpj: order.buyerCnpj },
        totalAmount: Number(order.totalAmount),
        requestedDeliveryDate: order.requestedDeliveryDate,
        cancelReason: order.sent ? null : order.cancelReason,
      },
    },
    { supplierId: order.supplierId },
  );
}
