import { dataEncryptionKey, type AppConfig } from '../../../env';
import { recordDomainEvents } from '../../../events/domain-events';
import { formatDay } from '../../../lib/brazil';
import { recordAudit, type AuditActor } from '../../../audit/audit-log';
import { inTransaction, type Db } from '../../../lib/db';
import { REFUSAL_LABEL, type AcknowledgeInput } from './supplier-orders.schemas';
import { acknowledgeSupplierOrder } from './supplier-orders.service';
import { noticeBuyer } from './supplier-order-notices';

/**
 * The supplier's answer and everything others hear of it commit together: the buyer's webhooks
 * (purchase_order.updated), the bell and the e-mails.
 */
export function answerSupplierOrder(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: { supplierId: string; id: string; body: AcknowledgeInput; actorName: string | null; actor: AuditActor },
) {
  const sealKey = dataEncryptionKey(cfg);
  return inTransaction(db, async (tx) => {
    const { events, order } = await acknowledgeSupplierOrder(tx, input);
    // The decision is the buyer's business: it goes to the buyer organization's audit log.
    await recordAudit(tx, {
      organizationId: order.order.organizationId,
      actor: input.actor,
      action: 'supplier_order.decided',
      target: { type: 'supplier_order', id: order.order.id, label: order.order.number },
      changes: {
        status: { before: 'SENT', after: order.order.status },
        promisedDate: { after: order.order.promisedDate },
        lines: {
          after: order.lines.map((l) => ({
            product: l.productName,
            decision: l.supplierStatus,
            ordered: l.quantity,
            accepted: l.acceptedQuantity,
            reason: l.refusalReason,
          })),
        },
      },
    });
    await recordDomainEvents(tx, sealKey, events);
    const refused = order.lines.filter((l) => l.supplierStatus === 'REFUSED');
    const accepted = order.lines.length - refused.length;
    const refusals = refused
      .map((l) => `${l.productName} (${REFUSAL_LABEL[l.refusalReason!]}${l.supplierNote ? `: ${l.supplierNote}` : ''})`)
      .join('; ');
    const body =
      accepted > 0
        ? `O fornecedor confirmou ${accepted} de ${order.lines.length} itens do pedido ${order.order.number}, com entrega prometida para ${formatDay(order.order.promisedDate!)}.${refused.length ? ` Recusou: ${refusals}.` : ''}`
        : `O fornecedor recusou o pedido ${order.order.number}: ${refusals}.`;
    await noticeBuyer(tx, sealKey, {
      appUrl: cfg.APP_URL,
      purchaseOrderId: order.order.purchaseOrderId,
      title: accepted > 0 ? `Pedido ${order.order.number} confirmado` : `Pedido ${order.order.number} recusado`,
      body,
    });
    return order;
  });
}
