import { useState, type FormEventHandler, type ReactElement, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/cn';
import { useFormSubmit } from '@/lib/use-form-submit';

/** What a create-or-edit dialog's form is: the dialog's open state and its submit. */
export type FormDialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string;
  submitting: boolean;
};

/**
 * A create-or-edit dialog's state: the submit runs `save` (the API's field errors land on `fields`,
 * any other failure in the form's alert); once saved it says so, closes, and empties a "new" form for
 * the next record (an edit form keeps the values it was opened with).
 */
export function useFormDialog<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  {
    fields,
    save,
    editing,
    created,
    updated,
  }: {
    fields: readonly Path<TInput>[];
    save: (values: TOutput) => Promise<unknown>;
    editing: boolean;
    created: string;
    updated: string;
  },
): FormDialogState {
  const [open, setOpen] = useState(false);
  const { onSubmit, serverError } = useFormSubmit(form, fields, async (values) => {
    await save(values);
    toast.success(editing ? updated : created);
    setOpen(false);
    if (!editing) form.reset();
  });
  return { open, setOpen, onSubmit, serverError, submitting: form.formState.isSubmitting };
}

/**
 * A dialog holding one form: the trigger opens it and the submit button closes the form. Without
 * `withBack` the server's message stands above the fields and "Salvar" alone under them; with it the
 * form ends in the dialog footer (the message, "Voltar" and "Salvar", kept in view). `scrolls` keeps a
 * long form inside the viewport; `after` is what follows the form (a section with its own forms).
 */
export function FormDialog({
  dialog,
  trigger,
  title,
  description,
  label,
  withBack = false,
  savingLabel = 'Salvar',
  scrolls = false,
  children,
  after,
}: {
  dialog: FormDialogState;
  trigger: ReactElement;
  title: string;
  description?: string;
  /** Names the form for assistive technology. */
  label?: string;
  withBack?: boolean;
  /** The submit button's words while the save runs ("Salvar" unless given). */
  savingLabel?: string;
  scrolls?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form
          onSubmit={dialog.onSubmit}
          noValidate
          className={cn('space-y-4', scrolls && 'max-h-[70vh] overflow-y-auto pr-1')}
          aria-label={label}
        >
          {!withBack && <FormAlert message={dialog.serverError} />}
          {children}
          {withBack ? (
            <DialogFormFooter
              error={dialog.serverError}
              pending={dialog.submitting}
              submitLabel="Salvar"
              pendingLabel={savingLabel}
            />
          ) : (
            <div className="flex justify-end">
              <Button type="submit" disabled={dialog.submitting}>
                {dialog.submitting ? savingLabel : 'Salvar'}
              </Button>
            </div>
          )}
        </form>
        {after}
      </DialogContent>
    </Dialog>
  );
}
