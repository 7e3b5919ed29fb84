import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** A dialog form's last lines: the server's message, "Voltar" and the submit button. */
export function DialogFormFooter({
  error,
  pending,
  submitLabel,
  pendingLabel = submitLabel,
}: {
  error?: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
}) {
  // Sticky: in a long form that scrolls inside its dialog (a phone), the buttons stay in view.
  return (
    <div className="sticky bottom-0 space-y-2 border-t border-slate-100 bg-white pt-3">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline" type="button">
            Voltar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </div>
  );
}
