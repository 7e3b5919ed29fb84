import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteAction } from '@/components/delete-action';
import { QueryContent } from '@/components/query-content';
import { FormAlert } from '@/components/form-alert';
import { SecretReveal, useSecretDialog } from '@/components/secret-reveal';
import { endOfDayIso } from '@/lib/dates';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useApiKeys, useCreateApiKey, useDeleteApiKey, useUpdateApiKey } from '../api/api-keys';

const createSchema = z.object({
  description: z.string().trim().min(1, 'A descrição é obrigatória').max(200),
  expiresAt: z.string().optional(),
});
type CreateValues = z.infer<typeof createSchema>;

function CreateKeyDialog() {
  const create = useCreateApiKey();
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: { description: '', expiresAt: '' },
  });
  const dialog = useSecretDialog(() => form.reset());
  const created = dialog.secret;
  const { onSubmit, serverError } = useFormSubmit(
    form,
    ['description', 'expiresAt'],
    async ({ description, expiresAt }) => {
      const key = await create.mutateAsync({
        description,
        neverExpires: !expiresAt,
        expiresAt: endOfDayIso(expiresAt ?? ''),
      });
      dialog.setSecret(key.key);
    },
  );
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound className="h-4 w-4" aria-hidden /> Nova chave
        </Button>
      </DialogTrigger>
      <DialogContent
        title={created ? 'Copie sua chave agora' : 'Nova chave de API'}
        description={created ? undefined : 'Use a chave para enviar leads e formulários do seu site.'}
      >
        {created ? (
          <SecretReveal secret={created} onDone={dialog.done} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert message={serverError} />
            <FormField label="Descrição" error={form.formState.errors.description?.message}>
              <Input placeholder="Formulário do site" {...form.register('description')} />
            </FormField>
            <FormField
              label="Expira em (opcional)"
              error={form.formState.errors.expiresAt?.message}
              hint="Deixe em branco para uma chave sem validade"
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

export function ApiKeysPanel() {
  const query = useApiKeys();
  const update = useUpdateApiKey();
  const remove = useDeleteApiKey();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Chaves de API</CardTitle>
        <CreateKeyDialog />
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando chaves…"
          error="Não foi possível carregar as chaves."
          empty="Nenhuma chave criada ainda."
          isEmpty={(d) => d.length === 0}
          className="p-5 text-sm"
        >
          {(data) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Descrição</TableHead>
                  <TableHead>Chave</TableHead>
                  <TableHead>Validade</TableHead>
                  <TableHead>Situação</TableHead>
                  <TableHead>Ativa</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((k) => (
                  <TableRow key={k.id}>
                    <TableCell className="font-medium">{k.description}</TableCell>
                    <TableCell>
                      <code className="text-xs">{k.keyPreview}</code>
                    </TableCell>
                    <TableCell>
                      {k.neverExpires || !k.expiresAt ? 'Sem validade' : formatDateTime(k.expiresAt)}
                    </TableCell>
                    <TableCell>
                      <Badge variant={k.valid ? 'default' : 'destructive'}>{k.valid ? 'Válida' : 'Inválida'}</Badge>
                    </TableCell>
                    <TableCell>
                      <Switch
                        label={`Ativar ${k.description}`}
                        checked={k.enabled}
                        onCheckedChange={(enabled) =>
                          update.mutate({ id: k.id, enabled }, { onError: (e) => toastError(e) })
                        }
                      />
                    </TableCell>
                    <TableCell className="text-right">
                      <DeleteAction
                        label={`Excluir ${k.description}`}
                        title="Excluir chave?"
                        description="Integrações que usam esta chave param de funcionar imediatamente."
                        confirmLabel="Excluir"
                        success="Chave excluída"
                        onConfirm={() => remove.mutateAsync(k.id)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
