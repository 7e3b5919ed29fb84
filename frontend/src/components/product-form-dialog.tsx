import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LabelledSwitch } from '@/components/ui/switch';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { PickList, type PickGroup } from '@/components/pick-list';
import { SelectField } from '@/components/select-field';
import { formatReaisInput, parseReais } from '@/lib/money';
import { gtinSchema, skuSchema } from '@api/catalogue/product-codes';

const UNITS = ['kg', 'g', 'un', 'cx', 'L', 'ml', 'fardo', 'dz', 'pct', 'maço'];

// The form's own shape (text inputs); the API validates the product again with its messages.
const schema = z.object({
  name: z.string().trim().min(1, 'Nome do produto é obrigatório'),
  // Empty: the platform gives the product a code of its own.
  sku: z.union([z.literal(''), skuSchema()]),
  gtin: z.union([z.literal(''), gtinSchema()]),
  price: z.string().refine((v) => (parseReais(v) ?? 0) > 0, 'Preço deve ser maior que zero'),
  unit: z.string().min(1, 'Unidade é obrigatória'),
  categoryId: z.string().min(1, 'Categoria é obrigatória'),
  supplierId: z.string(),
  minimumOrder: z.string().regex(/^[1-9]\d*$/, 'Pedido mínimo deve ser maior que zero'),
  description: z.string().max(2000),
  inStock: z.boolean(),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;
type Option = { value: string; label: string };
/** A supplier the operator may pick: whether it is active (absent: it is) and the cities it serves, in words. */
export type SupplierChoice = Option & { isActive?: boolean; cities?: string };

/**
 * The operator's suppliers, active ones first: an inactive supplier's products stay out of the buyers'
 * catalogue, so it is listed apart, still to be picked (the operator may prepare its catalogue). Each
 * shows the cities it serves, which tells apart two suppliers of the same kind.
 */
function supplierGroups(suppliers: SupplierChoice[]): PickGroup[] {
  const option = (s: SupplierChoice) => ({ value: s.value, label: s.label, description: s.cities });
  const byName = (a: SupplierChoice, b: SupplierChoice) => a.label.localeCompare(b.label, 'pt-BR');
  return [
    {
      label: 'Fornecedores ativos',
      options: suppliers
        .filter((s) => s.isActive !== false)
        .sort(byName)
        .map(option),
    },
    {
      label: 'Fornecedores inativos',
      options: suppliers
        .filter((s) => s.isActive === false)
        .sort(byName)
        .map(option),
    },
  ];
}

/** A product as the form starts from and as it hands it to `onSave`. */
export type ProductFormProduct = {
  name: string;
  sku?: string;
  gtin: string | null;
  price: number;
  unit: string;
  categoryId: string;
  supplierId: string;
  minimumOrder: number;
  description: string | null;
  inStock: boolean;
  isActive: boolean;
};

/**
 * One product form for whoever keeps a catalogue: the operator picks the supplier and may reactivate
 * (`suppliers` given), a supplier's people edit their own catalogue (no supplier, no activity switch:
 * removing is its own action there).
 */
export function ProductFormDialog({
  product,
  trigger,
  categories,
  suppliers,
  onSave,
}: {
  product?: ProductFormProduct & { id: string };
  trigger: ReactElement;
  categories: Option[];
  suppliers?: SupplierChoice[];
  onSave: (values: ProductFormProduct) => Promise<unknown>;
}) {
  const withSupplier = suppliers !== undefined;
  const form = useForm<Values>({
    resolver: zodResolver(
      withSupplier ? schema.extend({ supplierId: z.string().min(1, 'Fornecedor é obrigatório') }) : schema,
    ),
    defaultValues: {
      name: product?.name ?? '',
      sku: product?.sku ?? '',
      gtin: product?.gtin ?? '',
      price: product ? formatReaisInput(product.price) : '',
      unit: product?.unit ?? 'kg',
      categoryId: product?.categoryId ?? '',
      supplierId: product?.supplierId ?? '',
      minimumOrder: String(product?.minimumOrder ?? 1),
      description: product?.description ?? '',
      inStock: product?.inStock ?? true,
      isActive: product?.isActive ?? true,
    },
  });
  const dialog = useFormDialog(form, {
    fields: ['name', 'sku', 'gtin', 'price', 'unit', 'categoryId', 'supplierId', 'minimumOrder'],
    save: (v) =>
      onSave({
        ...v,
        sku: v.sku.trim() || undefined,
        gtin: v.gtin.trim() || null,
        price: parseReais(v.price)!,
        minimumOrder: Number(v.minimumOrder),
        description: v.description || null,
      }),
    editing: product !== undefined,
    created: 'Produto criado',
    updated: 'Produto atualizado',
  });
  const errors = form.formState.errors;
  const switches = withSupplier ? (['inStock', 'isActive'] as const) : (['inStock'] as const);
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={product ? `Editar ${product.name}` : 'Novo produto'}
      label="Produto"
      savingLabel="Salvando…"
      scrolls
    >
      <FormField label="Nome do produto" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="SKU (código do fornecedor)" error={errors.sku?.message}>
          <Input placeholder="Gerado se vazio" autoCapitalize="characters" {...form.register('sku')} />
        </FormField>
        <FormField label="GTIN/EAN (opcional)" error={errors.gtin?.message}>
          <Input inputMode="numeric" placeholder="7891234567895" {...form.register('gtin')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Preço (R$)" error={errors.price?.message}>
          <MoneyInput {...form.register('price')} />
        </FormField>
        <SelectField
          control={form.control}
          name="unit"
          label="Unidade"
          error={errors.unit?.message}
          options={UNITS.map((u) => ({ value: u, label: u }))}
          placeholder="Selecione"
        />
        <FormField label="Pedido mínimo" error={errors.minimumOrder?.message}>
          <Input inputMode="numeric" {...form.register('minimumOrder')} />
        </FormField>
      </div>
      <SelectField
        control={form.control}
        name="categoryId"
        label="Categoria"
        error={errors.categoryId?.message}
        options={categories}
        placeholder="Selecione"
      />
      {withSupplier && (
        <Controller
          control={form.control}
          name="supplierId"
          render={({ field }) => (
            <PickList
              label="Fornecedor"
              groups={supplierGroups(suppliers)}
              value={field.value}
              onChange={field.onChange}
              error={errors.supplierId?.message}
            />
          )}
        />
      )}
      <FormField label="Descrição" error={errors.description?.message}>
        <Input {...form.register('description')} />
      </FormField>
      <div className="flex flex-wrap gap-6">
        {switches.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <LabelledSwitch
                label={name === 'inStock' ? 'Em estoque' : 'Ativo'}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
    </FormDialog>
  );
}
