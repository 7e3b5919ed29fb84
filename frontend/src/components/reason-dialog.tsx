import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';

/**
 * Asks before a move the other side will read the reason of: cancelling an order or a part of it,
 * reopening an incident, closing a backorder.
 */
export function ReasonDialog({
  triggerLabel,
  title,
  description,
  success,
  reasonLabel = 'Motivo (obrigatório se o fornecedor já confirmou)',
  onConfirm,
}: {
  triggerLabel: string;
  title: string;
  description: string;
  success: string;
  reasonLabel?: string;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="space-y-4">
          <FormField label={reasonLabel}>
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Voltar</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => {
                setPending(true);
                onConfirm(reason.trim() || undefined)
                  .then(() => {
                    toast.success(success);
                    setOpen(false);
                  }, toastError)
                  .finally(() => setPending(false));
              }}
            >
              {triggerLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
