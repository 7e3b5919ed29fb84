import { Check, Circle, Minus, X } from 'lucide-react';
import { NoteDialog } from '@/components/note-dialog';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDecideApproval, type OrderDetail } from '../api/orders';
import { APPROVAL_STEP_STATE, APPROVER } from '@api/orders/state-vocabulary';

type SupplierOrder = OrderDetail['supplier_orders'][number];
type Step = SupplierOrder['approval']['steps'][number];

const STATUS = Object.fromEntries(
  Object.entries(APPROVAL_STEP_STATE).map(([status, word]) => [status, word.label]),
) as Record<Step['status'], string>;
const ICON: Record<Step['status'], typeof Check> = { pending: Circle, approved: Check, rejected: X, skipped: Minus };
const TONE: Record<Step['status'], string> = {
  pending: 'text-amber-600',
  approved: 'text-emerald-700',
  rejected: 'text-red-700',
  skipped: 'text-slate-400',
};

/**
 * Approve or reject the current step, with an optional note kept on the step and in the audit log;
 * `noteLabel` says who it is for (whoever placed the order).
 */
function StepDecision({
  orderId,
  part,
  decision,
  noteLabel,
}: {
  orderId: string;
  part: SupplierOrder;
  decision: 'approve' | 'reject';
  noteLabel: string;
}) {
  const decide = useDecideApproval();
  const approve = decision === 'approve';
  return (
    <NoteDialog
      triggerLabel={approve ? 'Aprovar etapa' : 'Recusar'}
      triggerVariant={approve ? 'default' : 'destructive'}
      title={`${approve ? 'Aprovar' : 'Recusar'} o pedido ${part.number}`}
      description={
        approve
          ? 'Se esta for a última etapa, o pedido segue para o fornecedor.'
          : `Os itens de ${part.supplier_name} serão recusados na aprovação e as próximas etapas, dispensadas.`
      }
      noteLabel={noteLabel}
      maxLength={500}
      backLabel="Cancelar"
      confirmLabel="Confirmar"
      confirmVariant={approve ? 'default' : 'destructive'}
      pending={decide.isPending}
      onConfirm={(note, done) =>
        // A promise, not mutate's callbacks: the decision may remove these buttons before those run.
        decide.mutateAsync({ id: orderId, supplierOrderId: part.id, decision, note: note.trim() || undefined }).then(
          () => {
            toast.success(approve ? 'Etapa aprovada' : 'Pedido recusado na aprovação');
            done();
          },
          (e: unknown) => toastError(e),
        )
      }
    />
  );
}

/** A supplier order's approval steps in sequence, who decided each and when; buttons where the viewer decides. */
export function ApprovalSteps({
  orderId,
  part,
  noteLabel,
}: {
  orderId: string;
  part: SupplierOrder;
  noteLabel: string;
}) {
  const { steps, can_decide: canDecide, sole_decider: soleDecider } = part.approval;
  if (steps.length === 0) return null;
  return (
    <div className="rounded-md bg-slate-50 p-3" aria-label={`Aprovação do pedido ${part.number}`}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Aprovação</p>
      <ol className="space-y-2 text-sm">
        {steps.map((s) => {
          const Icon = ICON[s.status];
          return (
            <li key={s.position} className="flex gap-2">
              <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${TONE[s.status]}`} aria-hidden />
              <div className="min-w-0">
                <p>
                  <span className="font-medium">
                    {s.position}. {APPROVER[s.approver].label}
                  </span>{' '}
                  <span className={TONE[s.status]}>· {STATUS[s.status]}</span>
                </p>
                <p className="break-words text-xs text-slate-600">{s.reason}</p>
                {s.decided_at && (
                  <p className="text-xs text-slate-500">
                    {s.decided_by?.name ?? (s.approver === 'system' ? 'Sistema' : 'Pessoa removida')} ·{' '}
                    {formatDateTime(s.decided_at)}
                    {s.note ? ` · “${s.note}”` : ''}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {canDecide && part.status === 'AWAITING_APPROVAL' && (
        <div className="mt-3 space-y-2">
          {soleDecider && (
            <p className="text-xs text-slate-600">
              Você é a única pessoa da organização que pode decidir esta etapa: pode aprovar mesmo um pedido que fez.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <StepDecision orderId={orderId} part={part} decision="approve" noteLabel={noteLabel} />
            <StepDecision orderId={orderId} part={part} decision="reject" noteLabel={noteLabel} />
          </div>
        </div>
      )}
    </div>
  );
}
