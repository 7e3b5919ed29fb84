import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LabelledSwitch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteAction } from '@/components/delete-action';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { QueryContent } from '@/components/query-content';
import { EditButton } from '@/components/edit-button';
import { NewButton } from '@/components/new-button';
import { useAdminCategories, useDeleteCategory, useSaveCategory, type AdminCategory } from '../api/operator';

const schema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório'),
  icon: z.string().trim(),
  color: z.string(),
  isActive: z.boolean(),
});

function CategoryFormDialog({ category, trigger }: { category?: AdminCategory; trigger: ReactElement }) {
  const save = useSaveCategory();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: category?.name ?? '',
      icon: category?.icon ?? '',
      color: category?.color ?? '#15803d',
      isActive: category?.isActive ?? true,
    },
  });
  const dialog = useFormDialog(form, {
    fields: ['name'],
    save: (v) =>
      save.mutateAsync({
        id: category?.id,
        name: v.name,
        icon: v.icon || null,
        color: v.color || null,
        isActive: v.isActive,
      }),
    editing: category !== undefined,
    created: 'Categoria criada',
    updated: 'Categoria atualizada',
  });
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={category ? `Editar ${category.name}` : 'Nova categoria'}
      label="Categoria"
    >
      <FormField label="Nome" error={form.formState.errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Ícone (lucide)" hint="Ex.: carrot, beef, milk">
          <Input {...form.register('icon')} />
        </FormField>
        <FormField label="Cor">
          <Input type="color" className="h-10 p-1" {...form.register('color')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <LabelledSwitch label="Categoria ativa" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}

export function CategoriesAdmin() {
  const query = useAdminCategories();
  const remove = useDeleteCategory();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Categorias</CardTitle>
        <CategoryFormDialog trigger={<NewButton>Nova categoria</NewButton>} />
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando categorias…"
          error="Não foi possível carregar as categorias."
          empty="Nenhuma categoria."
          isEmpty={(d) => d.length === 0}
          className="p-5 text-sm"
        >
          {(rows) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Nome</TableHead>
                  <TableHead>Produtos</TableHead>
                  <TableHead>Situação</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="font-medium">
                      <span className="inline-flex items-center gap-2">
                        <span
                          className="h-3 w-3 rounded-full"
                          style={{ backgroundColor: c.color ?? '#94a3b8' }}
                          aria-hidden
                        />
                        {c.name}
                      </span>
                    </TableCell>
                    <TableCell>{c.productCount ?? 0}</TableCell>
                    <TableCell>
                      <Badge variant={c.isActive ? 'default' : 'secondary'}>{c.isActive ? 'Ativa' : 'Inativa'}</Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      <CategoryFormDialog category={c} trigger={<EditButton label={`Editar ${c.name}`} />} />
                      <DeleteAction
                        label={`Excluir ${c.name}`}
                        title={`Excluir ${c.name}?`}
                        description="Só é possível excluir categorias sem produtos."
                        confirmLabel="Excluir"
                        success="Categoria excluída"
                        onConfirm={() => remove.mutateAsync(c.id)}
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
