import { useState, type FormEventHandler, type ReactElement, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/cn';

/**
 * A create-or-edit dialog's open state and what follows a save: it says so, closes, and empties a
 * "new" form for the next record (an edit form keeps the values it was opened with).
 */
export function useSaveDialog(
  form: { reset: () => void },
  editing: boolean,
  said: { created: string; updated: string },
) {
  const [open, setOpen] = useState(false);
  const saved = () => {
    toast.success(editing ? said.updated : said.created);
    setOpen(false);
    if (!editing) form.reset();
  };
  return { open, setOpen, saved };
}

/**
 * A dialog holding one form: the trigger opens it, the server's message stands above the fields and
 * the submit button under them. `scrolls` keeps a long form inside the viewport (it scrolls in the
 * dialog); `after` is what follows the form in the dialog (a section with its own forms).
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  label,
  onSubmit,
  serverError,
  submitting,
  savingLabel = 'Salvar',
  scrolls = false,
  children,
  after,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  title: string;
  /** Names the form for assistive technology. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError?: string;
  submitting: boolean;
  /** The submit button's words while the save runs ("Salvar" unless given). */
  savingLabel?: string;
  scrolls?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title}>
        <form
          onSubmit={onSubmit}
          noValidate
          className={cn('space-y-4', scrolls && 'max-h-[70vh] overflow-y-auto pr-1')}
          aria-label={label}
        >
          <FormAlert message={serverError} />
          {children}
          <div className="flex justify-end">
            <Button type="submit" disabled={submitting}>
              {submitting ? savingLabel : 'Salvar'}
            </Button>
          </div>
        </form>
        {after}
      </DialogContent>
    </Dialog>
  );
}
