import { Link2Off, Send } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useResendAnswerLink, useRevokeAnswerLink, type OrderDetail } from '../api/orders';

type Part = OrderDetail['supplier_orders'][number];

/** Where a link still has something to do (the API's rule): an order to answer, or accepted lines to ship. */
const OPEN_TO_THE_SUPPLIER: readonly Part['status'][] = ['SENT', 'ACKNOWLEDGED', 'PARTIALLY_SHIPPED'];

/**
 * A supplier without an account answers by the link its e-mail carries (#54): the part says so, and
 * when its links were revoked; while the supplier still has something to answer or ship, the owner or
 * admin (`canManage`) sends a new link or revokes the ones sent. Nothing for a supplier in the portal.
 */
export function AnswerLink({ orderId, part, canManage }: { orderId: string; part: Part; canManage: boolean }) {
  const resend = useResendAnswerLink();
  const revoke = useRevokeAnswerLink();
  if (!part.answers_by_link) return null;
  const ref = { id: orderId, supplierOrderId: part.id };
  const open = canManage && OPEN_TO_THE_SUPPLIER.includes(part.status);
  return (
    // Wraps: on a phone the line and both buttons do not fit on one row.
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-xs text-slate-600">
        Responde pelo link do e-mail
        {part.answer_link_revoked_at && ` · links revogados em ${formatDateTime(part.answer_link_revoked_at)}`}
      </p>
      {open && (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            tone="default"
            title="Reenviar o link?"
            description={`Enviar de novo o e-mail com o PDF e um link novo para ${part.supplier_name}?`}
            confirmLabel="Reenviar"
            onConfirm={() =>
              resend.mutateAsync(ref).then((sent) => toast.success(`Link enviado para ${sent.sent_to}`), toastError)
            }
            trigger={
              <Button variant="outline" size="sm">
                <Send className="h-4 w-4" aria-hidden /> Reenviar link
              </Button>
            }
          />
          <ConfirmDialog
            title="Revogar os links?"
            description="Os links já enviados param de abrir. Você pode reenviar um novo depois."
            confirmLabel="Revogar"
            onConfirm={() => revoke.mutateAsync(ref).then(() => toast.success('Links revogados'), toastError)}
            trigger={
              <Button variant="outline" size="sm">
                <Link2Off className="h-4 w-4" aria-hidden /> Revogar link
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
}
