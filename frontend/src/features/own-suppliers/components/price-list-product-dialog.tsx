import { useEffect, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { gtinSchema, skuSchema } from '@api/catalogue/product-codes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { SelectField } from '@/components/select-field';
import { formatReaisInput, parseReais } from '@/lib/money';
import {
  useAddPriceListProduct,
  useChangePriceListProduct,
  type NewPriceListProduct,
  type PriceListProduct,
} from '../api/price-list';

export const UNITS = ['kg', 'g', 'un', 'cx', 'L', 'ml', 'fardo', 'dz', 'pct', 'maço', 'bandeja', 'saco'];

/** A category the product may be put in. */
export type CategoryChoice = { value: string; label: string };

// The form's own shape (text as typed); the API checks the product again with its messages.
const schema = z.object({
  name: z.string().trim().min(1, 'Nome do produto é obrigatório'),
  unit: z.string().min(1, 'Unidade é obrigatória'),
  price: z.string().refine((v) => (parseReais(v) ?? 0) > 0, 'Preço deve ser maior que zero'),
  category_id: z.string().min(1, 'Categoria é obrigatória'),
  // Empty: the platform gives the product a code of its own.
  sku: z.union([z.literal(''), skuSchema()]),
  gtin: z.union([z.literal(''), gtinSchema()]),
  price_valid_until: z.string(),
  minimum_order: z.string().regex(/^[1-9]\d*$/, 'Pedido mínimo deve ser maior que zero'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'unit', 'price', 'category_id', 'sku', 'gtin', 'price_valid_until', 'minimum_order'] as const;

const valuesOf = (p: PriceListProduct | undefined, categoryId: string): Values => ({
  name: p?.name ?? '',
  unit: p?.unit ?? 'kg',
  price: p ? formatReaisInput(p.price) : '',
  category_id: p?.categoryId ?? categoryId,
  sku: p?.sku ?? '',
  gtin: p?.gtin ?? '',
  price_valid_until: p?.price_valid_until ?? '',
  minimum_order: String(p?.minimumOrder ?? 1),
});

const bodyOf = (v: Values): NewPriceListProduct => ({
  name: v.name.trim(),
  unit: v.unit,
  price: parseReais(v.price)!,
  category_id: v.category_id,
  sku: v.sku.trim() || undefined,
  gtin: v.gtin.trim() || null,
  price_valid_until: v.price_valid_until || null,
  minimum_order: Number(v.minimum_order),
});

/** A line of the price list, new or edited: name, unit, price and its validity, codes. */
export function PriceListProductDialog({
  supplierId,
  product,
  categories,
  defaultCategoryId = '',
  trigger,
}: {
  supplierId: string;
  product?: PriceListProduct;
  categories: CategoryChoice[];
  /** A new line's category until one is chosen (none: the buyer chooses). */
  defaultCategoryId?: string;
  trigger: ReactElement;
}) {
  const add = useAddPriceListProduct(supplierId);
  const change = useChangePriceListProduct(supplierId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(product, defaultCategoryId),
  });
  const dialog = useFormDialog(form, {
    fields: FIELDS,
    save: (v) => (product ? change.mutateAsync({ productId: product.id, ...bodyOf(v) }) : add.mutateAsync(bodyOf(v))),
    editing: product !== undefined,
    created: 'Produto adicionado à lista de preços',
    updated: 'Produto atualizado',
  });
  // The usual category arrives with the list: a new line opened without one takes it.
  useEffect(() => {
    if (!product && defaultCategoryId && !form.getValues('category_id'))
      form.setValue('category_id', defaultCategoryId);
  }, [product, defaultCategoryId, form, dialog.open]);
  const errors = form.formState.errors;
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
        />
        <FormField label="Pedido mínimo" error={errors.minimum_order?.message}>
          <Input inputMode="numeric" {...form.register('minimum_order')} />
        </FormField>
      </div>
      <FormField
        label="Preço válido até (opcional)"
        error={errors.price_valid_until?.message}
        hint="Até quando o fornecedor garante este preço"
      >
        <Input type="date" {...form.register('price_valid_until')} />
      </FormField>
      <SelectField
        control={form.control}
        name="category_id"
        label="Categoria"
        error={errors.category_id?.message}
        options={categories}
        placeholder="Selecione"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="SKU (opcional)" error={errors.sku?.message}>
          <Input placeholder="Gerado se vazio" autoCapitalize="characters" {...form.register('sku')} />
        </FormField>
        <FormField label="GTIN/EAN (opcional)" error={errors.gtin?.message}>
          <Input inputMode="numeric" placeholder="7891234567895" {...form.register('gtin')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
