import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { BarChart3, KeyRound, RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction } from '@/components/delete-action';
import { FormAlert } from '@/components/form-alert';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { SecretReveal, useSecretDialog } from '@/components/secret-reveal';
import { endOfDayIso } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useFormSubmit } from '@/lib/use-form-submit';
import {
  useCreateSupplierKey,
  useDeleteSupplierKey,
  useRegenerateSupplierKey,
  useSupplierKeys,
  useSupplierOptions,
  useUpdateSupplierKey,
} from '../api/supplier-api';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  supplierId: z.string().min(1, 'Selecione o fornecedor'),
  description: z.string().max(500),
  expiresAt: z.string(),
});

function CreateKeyDialog() {
  const suppliers = useSupplierOptions();
  const create = useCreateSupplierKey();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', supplierId: '', description: '', expiresAt: '' },
  });
  const dialog = useSecretDialog(() => form.reset());
  const secret = dialog.secret;
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'supplierId'], async (v) => {
    const created = await create.mutateAsync({
      name: v.name,
      supplierId: v.supplierId,
      description: v.description || null,
      neverExpires: !v.expiresAt,
      expiresAt: endOfDayIso(v.expiresAt),
    });
    dialog.setSecret(created.key);
  });
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound className="h-4 w-4" aria-hidden /> Nova chave
        </Button>
      </DialogTrigger>
      <DialogContent title={secret ? 'Chave criada' : 'Nova chave de fornecedor'}>
        {secret ? (
          <SecretReveal secret={secret} onDone={dialog.done} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert message={serverError} />
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
            <FormField label="Nome" error={form.formState.errors.name?.message}>
              <Input placeholder="ERP da loja" {...form.register('name')} />
            </FormField>
            <FormField label="Descrição (opcional)">
              <Input {...form.register('description')} />
            </FormField>
            <FormField label="Expira em (opcional)" hint="Em branco: sem validade">
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

export function SupplierKeysAdmin() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useSupplierKeys({ page, search: useDeferredValue(search) });
  const update = useUpdateSupplierKey();
  const regenerate = useRegenerateSupplierKey();
  const remove = useDeleteSupplierKey();
  const [regenerated, setRegenerated] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Chaves de API dos fornecedores</CardTitle>
        <div className="flex gap-2">
          <Input
            type="search"
            aria-label="Buscar chaves"
            placeholder="Nome, descrição ou fornecedor"
            className="w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <CreateKeyDialog />
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <Dialog open={regenerated !== null} onOpenChange={(open) => !open && setRegenerated(null)}>
          <DialogContent title="Nova chave gerada">
            {regenerated && <SecretReveal secret={regenerated} onDone={() => setRegenerated(null)} />}
          </DialogContent>
        </Dialog>
        <QueryContent
          query={query}
          loading="Carregando chaves…"
          error="Não foi possível carregar as chaves."
          empty="Nenhuma chave ainda."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(result) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Nome</TableHead>
                    <TableHead>Fornecedor</TableHead>
                    <TableHead>Chave</TableHead>
                    <TableHead>Situação</TableHead>
                    <TableHead>Chamadas</TableHead>
                    <TableHead>Ativa</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell className="font-medium">
                        <Link to={`/app/operator/keys/${k.id}`} className="text-brand-700 hover:underline">
                          {k.name}
                        </Link>
                      </TableCell>
                      <TableCell>{k.supplier.name}</TableCell>
                      <TableCell>
                        <code className="text-xs">{k.keyPreview}</code>
                      </TableCell>
                      <TableCell>
                        <Badge variant={k.valid ? 'default' : 'destructive'}>{k.valid ? 'Válida' : 'Inválida'}</Badge>
                        {k.expiresAt && !k.neverExpires && (
                          <span className="ml-1 text-xs text-slate-500">até {formatDateTime(k.expiresAt)}</span>
                        )}
                      </TableCell>
                      <TableCell>{k._count.usageLogs}</TableCell>
                      <TableCell>
                        <Switch
                          label={`Ativar ${k.name}`}
                          checked={k.enabled}
                          onCheckedChange={(enabled) =>
                            update.mutate({ id: k.id, enabled }, { onError: (e) => toastError(e) })
                          }
                        />
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-right">
                        <Button variant="ghost" size="icon" asChild>
                          <Link
                            to={`/app/operator/suppliers/${k.supplierId}/analytics`}
                            aria-label={`Analytics de ${k.supplier.name}`}
                          >
                            <BarChart3 className="h-4 w-4" aria-hidden />
                          </Link>
                        </Button>
                        <ConfirmDialog
                          title={`Gerar nova chave para ${k.name}?`}
                          description="A chave atual para de funcionar imediatamente."
                          confirmLabel="Gerar nova chave"
                          onConfirm={() => regenerate.mutateAsync(k.id).then((r) => setRegenerated(r.key), toastError)}
                          trigger={
                            <Button variant="ghost" size="icon" aria-label={`Gerar nova chave para ${k.name}`}>
                              <RefreshCw className="h-4 w-4" aria-hidden />
                            </Button>
                          }
                        />
                        <DeleteAction
                          label={`Excluir ${k.name}`}
                          title={`Excluir ${k.name}?`}
                          description="A integração que usa esta chave para de funcionar, e o histórico de chamadas é apagado."
                          confirmLabel="Excluir"
                          success="API Key deleted successfully"
                          onConfirm={() => remove.mutateAsync(k.id)}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PaginationBar
                page={result.pagination.page}
                totalPages={result.pagination.totalPages}
                total={result.pagination.total}
                onPage={setPage}
              />
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
