import { supplierOrderDocument } from './supplier-order-document';
import type { EmailAttachmentRef } from '../../email/email.payload';
import type { DbOrTx } from '../../platform/db';
import { renderSupplierOrderPdf } from './supplier-order-pdf';
import type { EmailAttachment } from '../../platform/email-transport';

/** Makes the file an e-mail job names, from the database as it is when the e-mail leaves. */
export async function renderAttachment(db: DbOrTx, ref: EmailAttachmentRef): Promise<EmailAttachment> {
  const document = await supplierOrderDocument(db, { supplierId: ref.supplierId }, ref.supplierOrderId);
  return {
    filename: `pedido-${document.number}.pdf`,
    contentType: 'application/pdf',
    content: await renderSupplierOrderPdf(document),
  };
}
