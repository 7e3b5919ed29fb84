import { NoteDialog } from '@/components/note-dialog';
import { toast } from '@/components/ui/toaster';
import { formatQuantity } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDecideItems, type ItemStatus } from '../api/orders';
import { LINE_STATE } from '../../../../../functions/orders/state-vocabulary';
import { decisionNoteLabel, type Placer } from './decision-note';

/** Approve or reject a set of items with an optional note for whoever placed the order. */
export function DecisionDialog({
  label,
  title,
  status,
  itemIds,
  orderId,
  variant,
  placer,
}: {
  label: string;
  title: string;
  status: ItemStatus;
  itemIds: string[];
  orderId: string;
  variant: 'default' | 'destructive' | 'outline';
  placer: Placer;
}) {
  const decide = useDecideItems();
  return (
    <NoteDialog
      triggerLabel={label}
      triggerVariant={variant}
      title={title}
      description={`${formatQuantity(itemIds.length, 'item ficará', 'itens ficarão')} como ${(status === 'REJECTED' ? LINE_STATE.REJECTED_IN_APPROVAL : LINE_STATE.AWAITING_SUPPLIER).label.toLowerCase()}.`}
      noteLabel={decisionNoteLabel(placer)}
      backLabel="Cancelar"
      confirmLabel="Confirmar"
      confirmVariant={status === 'REJECTED' ? 'destructive' : 'default'}
      pending={decide.isPending}
      onConfirm={(note, done) =>
        decide.mutate(
          { id: orderId, items: itemIds.map((itemId) => ({ itemId, status, admin_notes: note || undefined })) },
          {
            onSuccess: () => {
              toast.success('Decisão registrada');
              done();
            },
            onError: (e) => toastError(e),
          },
        )
      }
    />
  );
}
