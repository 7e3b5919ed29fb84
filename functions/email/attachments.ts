import { supplierOrderDocument } from '../api/v1/supplier-orders/supplier-order-document';
import type { EmailAttachmentRef } from '../jobs/job';
import type { DbOrTx } from '../lib/db';
import { renderSupplierOrderPdf } from '../orders/supplier-order-pdf';
import type { EmailAttachment } from './transport';

/** Makes the file an e-mail job names, from the database as it is when the e-mail leaves. */
export async function renderAttachment(db: DbOrTx, ref: EmailAttachmentRef): Promise<EmailAttachment> {
  const document = await supplierOrderDocument(db, { supplierId: ref.supplierId }, ref.supplierOrderId);
  return {
    filename: `pedido-${document.number}.pdf`,
    contentType: 'application/pdf',
    content: await renderSupplierOrderPdf(document),
  };
}
