import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { SecretReveal, useSecretDialog } from '@/components/secret-reveal';
import { SelectField } from '@/components/select-field';
import { endOfDayIso } from '@/lib/dates';
import { useFormSubmit } from '@/lib/use-form-submit';

/** What a new key is made of, in the API's own field names so its refusals land on their fields. */
export type NewKey = {
  name: string;
  description: string | null;
  supplierId: string;
  neverExpires: boolean;
  expiresAt: string | null;
};

const base = z.object({ name: z.string(), description: z.string(), supplierId: z.string(), expiresAt: z.string() });
// An organization's key is known by its description; a supplier's by a name, with an optional note.
const organizationSchema = base.extend({
  description: z.string().trim().min(1, 'A descrição é obrigatória').max(200),
});
const supplierSchema = base.extend({
  name: z.string().trim().min(1, 'Informe o nome da chave'),
  description: z.string().max(500),
});
const operatorSchema = supplierSchema.extend({ supplierId: z.string().min(1, 'Selecione o fornecedor') });

/**
 * "Nova chave": the form, then the whole key shown once with a copy button. An organization's key
 * asks for a description; a supplier's for a name and an optional description, and the operator's
 * for the supplier too (`suppliers` given).
 */
export function KeyCreateDialog({
  kind,
  title,
  description,
  suppliers,
  onCreate,
}: {
  kind: 'organization' | 'supplier';
  title: string;
  description?: string;
  suppliers?: { value: string; label: string }[];
  /** Creates the key and answers its secret. */
  onCreate: (key: NewKey) => Promise<string>;
}) {
  const schema = kind === 'organization' ? organizationSchema : suppliers ? operatorSchema : supplierSchema;
  const form = useForm<z.infer<typeof base>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', supplierId: '', expiresAt: '' },
  });
  const dialog = useSecretDialog(() => form.reset());
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'description', 'supplierId', 'expiresAt'], async (v) =>
    dialog.setSecret(
      await onCreate({
        name: v.name,
        description: v.description || null,
        supplierId: v.supplierId,
        neverExpires: !v.expiresAt,
        expiresAt: endOfDayIso(v.expiresAt),
      }),
    ),
  );
  const errors = form.formState.errors;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound className="h-4 w-4" aria-hidden /> Nova chave
        </Button>
      </DialogTrigger>
      <DialogContent
        title={dialog.secret ? 'Copie sua chave agora' : title}
        description={dialog.secret ? undefined : description}
      >
        {dialog.secret ? (
          <SecretReveal secret={dialog.secret} onDone={dialog.done} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert message={serverError} />
            {suppliers && (
              <SelectField
                control={form.control}
                name="supplierId"
                label="Fornecedor"
                error={errors.supplierId?.message}
                placeholder="Selecione"
                options={suppliers}
              />
            )}
            {kind === 'organization' ? (
              <FormField label="Descrição" error={errors.description?.message}>
                <Input placeholder="Formulário do site" {...form.register('description')} />
              </FormField>
            ) : (
              <>
                <FormField label="Nome" error={errors.name?.message}>
                  <Input placeholder="ERP da loja" {...form.register('name')} />
                </FormField>
                <FormField label="Descrição (opcional)" error={errors.description?.message}>
                  <Input {...form.register('description')} />
                </FormField>
              </>
            )}
            <FormField label="Expira em (opcional)" hint="Em branco: sem validade" error={errors.expiresAt?.message}>
              <Input type="date" {...form.register('expiresAt')} />
            </FormField>
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Criar chave
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
