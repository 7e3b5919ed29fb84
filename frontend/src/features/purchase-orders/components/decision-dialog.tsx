import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { formatQuantity } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDecideItems, type ItemStatus } from '../api/orders';
import { LINE_STATE } from '../../../../../functions/order-states/state-vocabulary';
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
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={variant}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={`${formatQuantity(itemIds.length, 'item ficará', 'itens ficarão')} como ${(status === 'REJECTED' ? LINE_STATE.REJECTED_IN_APPROVAL : LINE_STATE.AWAITING_SUPPLIER).label.toLowerCase()}.`}
      >
        <div className="space-y-4">
          <FormField label={decisionNoteLabel(placer)}>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <Button
              variant={status === 'REJECTED' ? 'destructive' : 'default'}
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: orderId, items: itemIds.map((itemId) => ({ itemId, status, admin_notes: note || undefined })) },
                  {
                    onSuccess: () => {
                      toast.success('Decisão registrada');
                      setOpen(false);
                      setNote('');
                    },
                    onError: (e) => toastError(e),
                  },
                )
              }
            >
              Confirmar
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
