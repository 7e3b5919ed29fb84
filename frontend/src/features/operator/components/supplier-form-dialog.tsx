import { useMemo, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createSupplierSchema } from '@api/suppliers/suppliers.schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LabelledSwitch } from '@/components/ui/switch';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { maskCnpj } from '@/lib/cnpj-mask';
import { useAdminCities, useSaveSupplier, type AdminSupplier } from '../api/operator';
import { SupplierPeopleSection } from './supplier-people-section';

type Values = z.input<typeof createSupplierSchema>;

export function SupplierFormDialog({ supplier, trigger }: { supplier?: AdminSupplier; trigger: ReactElement }) {
  const cities = useAdminCities();
  const save = useSaveSupplier();
  const form = useForm<Values, unknown, z.output<typeof createSupplierSchema>>({
    resolver: zodResolver(createSupplierSchema),
    defaultValues: {
      name: supplier?.name ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      cnpj: supplier ? supplier.cnpjFormatted : '',
      color: supplier?.color ?? '#15803d',
      rating: supplier?.rating ?? null,
      isActive: supplier?.isActive ?? true,
      logo: supplier?.logo ?? null,
      cityIds: supplier?.cities.map((c) => c.id) ?? [],
    },
  });
  const dialog = useFormDialog(form, {
    fields: ['name', 'email', 'cnpj', 'color', 'cityIds'],
    save: (values) =>
      save.mutateAsync({
        ...values,
        id: supplier?.id,
        phone: values.phone ?? null,
        rating: values.rating ?? null,
        isActive: values.isActive ?? true,
      }),
    editing: supplier !== undefined,
    created: 'Fornecedor criado',
    updated: 'Fornecedor atualizado',
  });
  const byState = useMemo(() => {
    const groups = new Map<string, Array<{ id: string; name: string }>>();
    for (const c of cities.data ?? []) groups.set(c.state, [...(groups.get(c.state) ?? []), c]);
    return [...groups.entries()];
  }, [cities.data]);
  const errors = form.formState.errors;
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={supplier ? `Editar ${supplier.name}` : 'Novo fornecedor'}
      label="Fornecedor"
      savingLabel="Salvando…"
      scrolls
      after={supplier && <SupplierPeopleSection supplierId={supplier.id} supplierName={supplier.name} />}
    >
      <FormField label="Nome" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </FormField>
        <FormField label="Telefone" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="cnpj"
          render={({ field }) => (
            <FormField label="CNPJ" error={errors.cnpj?.message}>
              <Input
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(maskCnpj(e.target.value))}
                placeholder="00.000.000/0000-00"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <FormField label="Cor" error={errors.color?.message}>
              <Input
                type="color"
                className="h-10 p-1"
                value={field.value ?? '#15803d'}
                onChange={(e) => field.onChange(e.target.value)}
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="cityIds"
        render={({ field }) => (
          <fieldset className="space-y-2" aria-describedby={errors.cityIds ? 'cidades-erro' : undefined}>
            <legend className="text-sm font-medium">Cidades atendidas</legend>
            <div className="max-h-48 space-y-3 overflow-y-auto rounded-md border border-slate-200 p-3">
              {byState.map(([state, list]) => (
                <div key={state}>
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{state}</p>
                  <div className="mt-1 grid grid-cols-2 gap-1">
                    {list.map((city) => (
                      <label key={city.id} className="inline-flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={field.value.includes(city.id)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, city.id] : field.value.filter((id) => id !== city.id),
                            )
                          }
                        />
                        {city.name}
                      </label>
                    ))}
                  </div>
                </div>
              ))}
            </div>
            {errors.cityIds && (
              <p id="cidades-erro" role="alert" className="text-xs font-medium text-red-600">
                {errors.cityIds.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <LabelledSwitch label="Fornecedor ativo" checked={field.value ?? true} onCheckedChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
