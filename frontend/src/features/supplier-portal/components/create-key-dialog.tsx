import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormAlert } from '@/components/form-alert';
import { SecretReveal, useSecretDialog } from '@/components/secret-reveal';
import { endOfDayIso } from '@/lib/dates';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useCreateOwnSupplierKey, useCreateSupplierKey, useSupplierOptions, type KeyScope } from '../api/supplier-api';

const schema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da chave'),
  supplierId: z.string(),
  description: z.string().max(500),
  expiresAt: z.string(),
});
const operatorSchema = schema.extend({ supplierId: z.string().min(1, 'Selecione o fornecedor') });

/**
 * A new supplier key; the whole key is shown once. The operator picks the supplier, the portal's
 * admins create for their own.
 */
export function CreateKeyDialog({ scope }: { scope: KeyScope }) {
  const forOperator = scope.kind === 'operator';
  const suppliers = useSupplierOptions(forOperator);
  const createForSupplier = useCreateSupplierKey();
  const createOwn = useCreateOwnSupplierKey();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(forOperator ? operatorSchema : schema),
    defaultValues: { name: '', supplierId: '', description: '', expiresAt: '' },
  });
  const dialog = useSecretDialog(() => form.reset());
  const secret = dialog.secret;
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'supplierId', 'expiresAt'], async (v) => {
    const fields = {
      name: v.name,
      description: v.description || null,
      neverExpires: !v.expiresAt,
      expiresAt: endOfDayIso(v.expiresAt),
    };
    // The operator's key names its supplier; the portal's is always for the signed-in one.
    const created = forOperator
      ? await createForSupplier.mutateAsync({ ...fields, supplierId: v.supplierId })
      : await createOwn.mutateAsync(fields);
    dialog.setSecret(created.key);
  });
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound className="h-4 w-4" aria-hidden /> Nova chave
        </Button>
      </DialogTrigger>
      <DialogContent title={secret ? 'Chave criada' : forOperator ? 'Nova chave de fornecedor' : 'Nova chave de API'}>
        {secret ? (
          <SecretReveal secret={secret} onDone={dialog.done} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert message={serverError} />
            {forOperator && (
              <Controller
                control={form.control}
                name="supplierId"
                render={({ field }) => (
                  <FormField label="Fornecedor" error={form.formState.errors.supplierId?.message}>
                    <Select
                      value={field.value}
                      onValueChange={field.onChange}
                      placeholder="Selecione"
                      options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                    />
                  </FormField>
                )}
              />
            )}
            <FormField label="Nome" error={form.formState.errors.name?.message}>
              <Input placeholder="ERP da loja" {...form.register('name')} />
            </FormField>
            <FormField label="Descrição (opcional)">
              <Input {...form.register('description')} />
            </FormField>
            <FormField
              label="Expira em (opcional)"
              hint="Em branco: sem validade"
              error={form.formState.errors.expiresAt?.message}
            >
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
