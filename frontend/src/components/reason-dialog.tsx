import { useState } from 'react';
import { NoteDialog } from '@/components/note-dialog';
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
  const [pending, setPending] = useState(false);
  return (
    <NoteDialog
      triggerLabel={triggerLabel}
      triggerVariant="outline"
      title={title}
      description={description}
      noteLabel={reasonLabel}
      backLabel="Voltar"
      confirmLabel={triggerLabel}
      confirmVariant="destructive"
      pending={pending}
      onConfirm={(reason, done) => {
        setPending(true);
        onConfirm(reason.trim() || undefined)
          .then(() => {
            toast.success(success);
            done();
          }, toastError)
          .finally(() => setPending(false));
      }}
    />
  );
}
