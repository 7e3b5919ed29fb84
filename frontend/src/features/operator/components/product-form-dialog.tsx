import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useAdminCategories, useAdminSuppliers, useSaveProduct, type AdminProduct } from '../api/operator';

const UNITS = ['kg', 'g', 'un', 'cx', 'L', 'ml', 'fardo', 'dz', 'pct'];

// The form's own shape (text inputs); the API validates the product with the spec's messages.
const schema = z.object({
  name: z.string().trim().min(1, 'Nome do produto é obrigatório'),
  price: z
    .string()
    .trim()
    .regex(/^\d+([.,]\d{1,2})?$/, 'Preço deve ser maior que zero'),
  unit: z.string().min(1, 'Unidade é obrigatória'),
  categoryId: z.string().min(1, 'Categoria é obrigatória'),
  supplierId: z.string().min(1, 'Fornecedor é obrigatório'),
  minimumOrder: z.string().regex(/^[1-9]\d*$/, 'Pedido mínimo deve ser maior que zero'),
  description: z.string().max(2000),
  inStock: z.boolean(),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

export function ProductFormDialog({ product, trigger }: { product?: AdminProduct; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const categories = useAdminCategories();
  const suppliers = useAdminSuppliers();
  const save = useSaveProduct();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: product?.name ?? '',
      price: product ? product.price.toFixed(2).replace('.', ',') : '',
      unit: product?.unit ?? 'kg',
      categoryId: product?.categoryId ?? '',
      supplierId: product?.supplierId ?? '',
      minimumOrder: String(product?.minimumOrder ?? 1),
      description: product?.description ?? '',
      inStock: product?.inStock ?? true,
      isActive: product?.isActive ?? true,
    },
  });
  const { onSubmit, serverError } = useFormSubmit(
    form,
    ['name', 'price', 'unit', 'categoryId', 'supplierId', 'minimumOrder'],
    async (v) => {
      await save.mutateAsync({
        id: product?.id,
        ...v,
        price: Number(v.price.replace(',', '.')),
        minimumOrder: Number(v.minimumOrder),
        description: v.description || null,
      });
      toast.success(product ? 'Produto atualizado' : 'Produto criado');
      setOpen(false);
      if (!product) form.reset();
    },
  );
  const errors = form.formState.errors;
  const select = (
    name: 'categoryId' | 'supplierId' | 'unit',
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={errors[name]?.message}>
          <Select value={field.value} onValueChange={field.onChange} options={options} placeholder="Selecione" />
        </FormField>
      )}
    />
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={product ? `Editar ${product.name}` : 'Novo produto'}>
        <form
          onSubmit={onSubmit}
          noValidate
          className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
          aria-label="Produto"
        >
          <FormAlert message={serverError} />
          <FormField label="Nome do produto" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Preço (R$)" error={errors.price?.message}>
              <Input inputMode="decimal" placeholder="0,00" {...form.register('price')} />
            </FormField>
            {select(
              'unit',
              'Unidade',
              UNITS.map((u) => ({ value: u, label: u })),
            )}
            <FormField label="Pedido mínimo" error={errors.minimumOrder?.message}>
              <Input inputMode="numeric" {...form.register('minimumOrder')} />
            </FormField>
          </div>
          {select(
            'categoryId',
            'Categoria',
            (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          )}
          {select(
            'supplierId',
            'Fornecedor',
            (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          )}
          <FormField label="Descrição" error={errors.description?.message}>
            <Input {...form.register('description')} />
          </FormField>
          <div className="flex flex-wrap gap-6">
            {(['inStock', 'isActive'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <label className="inline-flex items-center gap-2 text-sm">
                    <Switch
                      label={name === 'inStock' ? 'Em estoque' : 'Ativo'}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                    {name === 'inStock' ? 'Em estoque' : 'Ativo'}
                  </label>
                )}
              />
            ))}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Salvando…' : 'Salvar'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
