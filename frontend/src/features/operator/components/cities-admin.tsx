import { useDeferredValue, type ReactElement } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createCitySchema, updateCitySchema } from '@api/cities/cities.schemas';
import { BRAZILIAN_STATES, ibgeCodeOfUf } from '@api/platform/brazilian-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { EditButton } from '@/components/edit-button';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { NewButton } from '@/components/new-button';
import { toastError } from '@/lib/toast-error';
import { useAddCity, useChangeCity, useDeleteCity, useManagedCities, type ManagedCity } from '../api/cities';

/** The form holds what an update may hold; a new city's schema requires every field of it. */
type Values = z.input<typeof updateCitySchema>;

const UF_OPTIONS = BRAZILIAN_STATES.map((s) => ({ value: s.uf, label: `${s.uf} — ${s.name}` }));

/** An empty code is no code: a city from before codes were asked keeps none until the operator types one. */
const blankAsMissing = (value: string) => (value.trim() === '' ? undefined : value);

/** Add a city, or edit one: the API's own schema checks the form, so its words are the inline errors. */
function CityFormDialog({ city, trigger }: { city?: ManagedCity; trigger: ReactElement }) {
  const add = useAddCity();
  const change = useChangeCity();
  // Only a city that never had a code may be saved without one.
  const schema = city && !city.ibgeCode ? updateCitySchema : createCitySchema;
  const form = useForm<Values, unknown, z.output<typeof updateCitySchema>>({
    resolver: zodResolver(schema as typeof updateCitySchema),
    defaultValues: { name: city?.name ?? '', state: city?.state ?? '', ibgeCode: city?.ibgeCode ?? '' },
  });
  const dialog = useFormDialog(form, {
    fields: ['name', 'state', 'ibgeCode'],
    save: (values) =>
      city
        ? change.mutateAsync({ id: city.id, ...values })
        : add.mutateAsync({ name: values.name!, state: values.state!, ibgeCode: values.ibgeCode! }),
    editing: city !== undefined,
    created: 'Cidade cadastrada',
    updated: 'Cidade atualizada',
  });
  const errors = form.formState.errors;
  const ufCode = ibgeCodeOfUf(useWatch({ control: form.control, name: 'state' }) ?? '');
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={city ? `Editar ${city.name}/${city.state}` : 'Nova cidade'}
      label="Cidade"
      savingLabel="Salvando…"
    >
      <FormField label="Nome" error={errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <FormField label="UF" error={errors.state?.message}>
              <Select
                value={field.value ?? ''}
                onValueChange={field.onChange}
                options={UF_OPTIONS}
                placeholder="Escolha a UF"
              />
            </FormField>
          )}
        />
        <FormField
          label="Código IBGE"
          error={errors.ibgeCode?.message}
          hint={ufCode ? `7 dígitos, começando com ${ufCode}` : '7 dígitos, começando com o código da UF'}
        >
          <Input
            inputMode="numeric"
            maxLength={7}
            autoComplete="off"
            {...form.register('ibgeCode', { setValueAs: blankAsMissing })}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}

/** Deactivating keeps the city for whoever uses it and stops offering it; reactivating offers it again. */
function ActiveToggle({ city }: { city: ManagedCity }) {
  const change = useChangeCity();
  const label = `${city.isActive ? 'Desativar' : 'Reativar'} ${city.name}/${city.state}`;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      disabled={change.isPending}
      onClick={() =>
        change
          .mutateAsync({ id: city.id, isActive: !city.isActive })
          .then(() => toast.success(city.isActive ? 'Cidade desativada' : 'Cidade reativada'), toastError)
      }
    >
      {city.isActive ? 'Desativar' : 'Reativar'}
    </Button>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "2 fornecedores, 1 organização": who keeps a city from being deleted. */
const usage = (c: ManagedCity) =>
  `${count(c.supplierCount, 'fornecedor', 'fornecedores')}, ${count(c.organizationCount, 'organização', 'organizações')}`;

/** The platform's cities, active or not, with the suppliers and organizations that use each. */
export function CitiesAdmin() {
  const list = useSearchedPages();
  const query = useManagedCities({ page: list.page, search: useDeferredValue(list.search) });
  const remove = useDeleteCity();
  return (
    <ListScreen
      title="Cidades"
      description="Só as ativas são oferecidas a fornecedores e endereços de entrega. Uma cidade em uso não pode ser excluída: desative-a."
      label="Cidades"
      tools={
        <>
          <ListSearch list={list} label="Buscar cidades" placeholder="Buscar por nome, UF ou código IBGE" />
          <CityFormDialog trigger={<NewButton>Nova cidade</NewButton>} />
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando cidades…"
      error="Não foi possível carregar as cidades."
      empty="Nenhuma cidade encontrada."
      rowKey={(c) => c.id}
      columns={[
        { header: 'Cidade', cell: (c) => c.name },
        { header: 'UF', cell: (c) => c.state },
        { header: 'Código IBGE', cell: (c) => c.ibgeCode ?? '—' },
        {
          header: 'Situação',
          cell: (c) => <Badge variant={c.isActive ? 'default' : 'secondary'}>{c.isActive ? 'Ativa' : 'Inativa'}</Badge>,
        },
        { header: 'Fornecedores', cell: (c) => c.supplierCount },
        { header: 'Organizações', cell: (c) => c.organizationCount },
      ]}
      actions={(c) => (
        <>
          <CityFormDialog city={c} trigger={<EditButton label={`Editar ${c.name}/${c.state}`} />} />
          <ActiveToggle city={c} />
          <DeleteAction
            label={`Excluir ${c.name}/${c.state}`}
            title={`Excluir ${c.name}/${c.state}?`}
            description={
              c.supplierCount + c.organizationCount > 0
                ? `Em uso (${usage(c)}): a exclusão será recusada. Desative-a.`
                : 'A cidade sai da lista. Isto não pode ser desfeito.'
            }
            confirmLabel="Excluir"
            success="Cidade excluída"
            onConfirm={() => remove.mutateAsync(c.id)}
          />
        </>
      )}
    />
  );
}
