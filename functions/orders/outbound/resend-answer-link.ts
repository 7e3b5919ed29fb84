import { dataEncryptionKey, type AppConfig } from '../../platform/env';
import type { EmailJob } from '../../email/email.payload';
import { writeOutbox } from '../../platform/jobs/outbox';
import type { Db } from '../../platform/db';
import { ApiError, notFound } from '../../platform/errors';
import { orderUrl, supplierAddress, supplierOrderForMail } from './supplier-order-outbound';

/** Where a link still has something to do: an order to answer, or accepted lines to ship. */
const OPEN_TO_THE_SUPPLIER = new Set(['SENT', 'ACKNOWLEDGED', 'PARTIALLY_SHIPPED']);

/**
 * "Reenviar link" (#54): the buyer's owner or admin sends the supplier without an account a new
 * answer link for one supplier order — after revoking the old ones, or when the e-mail went astray.
 * It carries the order's current link version, so a link revoked before stays revoked. Another
 * organization's order is a 404; a supplier with an account (it answers in the portal) or an order
 * with nothing left to answer or ship is a 409. The e-mail goes through the outbox, with the PDF.
 */
export async function resendOrderAnswerLink(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: { organizationId: string; purchaseOrderId: string; supplierOrderId: string },
) {
  const order = await supplierOrderForMail(db, input.supplierOrderId);
  if (!order || order.organizationId !== input.organizationId || order.purchaseOrderId !== input.purchaseOrderId)
    throw notFound('Pedido ao fornecedor não encontrado');
  if (order.hasAccount)
    throw new ApiError({
      code: 'CONFLICT',
      message: 'O fornecedor já tem conta: ele responde pelo portal do fornecedor',
    });
  if (!OPEN_TO_THE_SUPPLIER.has(order.status))
    throw new ApiError({ code: 'CONFLICT', message: 'Este pedido não tem mais nada a responder ou despachar' });
  const { url } = await orderUrl(cfg, order);
  const to = supplierAddress(order);
  const job: EmailJob = {
    kind: 'email',
    id: `supplier-order:${order.id}:link:v${order.answerLinkVersion}:${crypto.randomUUID()}`,
    to,
    template: 'notification',
    data: {
      title: `Novo link do pedido nº ${order.number} — ${order.buyerName}`,
      message: `${order.buyerName} enviou um novo link para o pedido nº ${order.number}: responda cada item ou informe o despacho com a NF-e por ele, do celular e sem precisar de conta. Links enviados antes podem não valer mais. O pedido de compra está em PDF no anexo.`,
      url,
      actionLabel: 'Abrir o pedido',
    },
    attachment: { kind: 'supplier-order-pdf', supplierId: order.supplierId, supplierOrderId: order.id },
  };
  await writeOutbox(db, dataEncryptionKey(cfg), [job]);
  return { supplierOrderId: order.id, answerLinkVersion: order.answerLinkVersion, sentTo: to };
}
