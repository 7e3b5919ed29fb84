import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { toast } from '@/components/ui/toaster';
import { useRenameList } from '../api/shopping-lists';

export const listNameSchema = z.object({
  name: z.string().trim().min(1, 'Nome da lista é obrigatório').max(80, 'Máximo de 80 caracteres'),
});
type Values = z.infer<typeof listNameSchema>;

/** Asks for a list's name (new, renamed, or saved from an order); a name in use (409) shows above the field. */
export function ListNameDialog({
  trigger,
  title,
  description,
  initialName = '',
  submitLabel,
  onSubmit: save,
}: {
  trigger: ReactElement;
  title: string;
  description?: string;
  initialName?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(listNameSchema), defaultValues: { name: initialName } });
  const { onSubmit, serverError } = useFormSubmit(form, ['name'], async ({ name }) => {
    await save(name);
    setOpen(false);
    form.reset({ name: initialName });
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ name: initialName });
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert message={serverError} />
          <FormField label="Nome da lista" error={form.formState.errors.name?.message}>
            <Input autoComplete="off" placeholder="Compra da semana" {...form.register('name')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Salvando…' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Renomear lista", from the index or the list itself. */
export function RenameListDialog({ list, trigger }: { list: { id: string; name: string }; trigger: ReactElement }) {
  const rename = useRenameList();
  return (
    <ListNameDialog
      title="Renomear lista"
      initialName={list.name}
      submitLabel="Salvar nome"
      onSubmit={async (name) => {
        await rename.mutateAsync({ id: list.id, name });
        toast.success('Lista renomeada');
      }}
      trigger={trigger}
    />
  );
}
