import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { EditButton } from '@/components/edit-button';
import { FormAlert } from '@/components/form-alert';
import { PickList } from '@/components/pick-list';
import { RowListCard } from '@/components/row-list-card';
import { NewButton } from '@/components/new-button';
import { toastError } from '@/lib/toast-error';
import { useFormSubmit } from '@/lib/use-form-submit';
import { fetchCep, type CepAnswer } from '../api/cep';
import {
  useCreateAddress,
  useDeleteAddress,
  useDeliveryAddresses,
  usePlatformCities,
  useUpdateAddress,
  type DeliveryAddress,
  type NewAddress,
  type PlatformCity,
} from '../api/delivery-addresses';
import { useCepFill } from './use-cep-fill';

const schema = z.object({
  label: z.string().trim().max(60),
  cep: z
    .string()
    .trim()
    .refine((v) => /^\d{8}$/.test(v.replace(/[.\-\s]/g, '')), 'CEP deve ter 8 dígitos'),
  street: z.string().trim().min(1, 'Logradouro é obrigatório').max(200),
  number: z.string().trim().min(1, 'Número é obrigatório (use "s/n" se não houver)').max(20),
  complement: z.string().trim().max(100),
  district: z.string().trim().min(1, 'Bairro é obrigatório').max(100),
  cityId: z.string().min(1, 'Cidade é obrigatória'),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['label', 'cep', 'street', 'number', 'complement', 'district', 'cityId'] as const;

const formatCep = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

/** "Av. Paulista, 1000 — Loja 2 · Bela Vista · São Paulo/SP · CEP 01310-100" */
export const addressLine = (a: DeliveryAddress) =>
  [
    `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''}`,
    a.district,
    `${a.city.name}/${a.city.state}`,
    `CEP ${formatCep(a.cep)}`,
  ].join(' · ');

/** The cities an address may be in, as their query has them (still loading, or failed). */
type Cities = { data?: PlatformCity[]; isPending: boolean; isError: boolean };
/** What the form sends: the fields as the API takes them, the empty optional ones as null. */
export type AddressFields = Omit<NewAddress, 'isDefault'>;

/**
 * An address's fields, checked as the API checks them; `onSave`'s refusal lands on the fields it names.
 * The CEP fills the rest through `lookupCep` (useCepFill); the city is searched among the cities served.
 */
export function AddressForm({
  address,
  cities,
  onSave,
  lookupCep,
}: {
  address?: DeliveryAddress;
  cities: Cities;
  onSave: (fields: AddressFields) => Promise<unknown>;
  lookupCep: (cep: string) => Promise<CepAnswer>;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      label: address?.label ?? '',
      cep: address ? formatCep(address.cep) : '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? '',
      district: address?.district ?? '',
      cityId: address?.city.id ?? '',
    },
  });
  const { onSubmit, serverError } = useFormSubmit(form, FIELDS, (v) =>
    onSave({ ...v, label: v.label || null, complement: v.complement || null }),
  );
  const cepFill = useCepFill(form, lookupCep);
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={serverError} />
      <p role="status" className="sr-only">
        {cepFill.note}
      </p>
      <FormField label="Apelido (opcional)" error={errors.label?.message}>
        <Input placeholder="Cozinha central" {...form.register('label')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="CEP" error={errors.cep?.message} hint={cepFill.note}>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="01310-100"
            {...form.register('cep', { onChange: (event) => cepFill.onCepChange(event.target.value) })}
          />
        </FormField>
        <FormField label="Logradouro" error={errors.street?.message}>
          <Input autoComplete="address-line1" placeholder="Avenida Paulista" {...form.register('street')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="Número" error={errors.number?.message}>
          <Input placeholder="1000" {...form.register('number')} />
        </FormField>
        <FormField label="Complemento (opcional)" error={errors.complement?.message}>
          <Input autoComplete="address-line2" placeholder="Loja 2, doca dos fundos" {...form.register('complement')} />
        </FormField>
      </div>
      <FormField label="Bairro" error={errors.district?.message}>
        <Input {...form.register('district')} />
      </FormField>
      <Controller
        control={form.control}
        name="cityId"
        render={({ field }) => (
          <PickList
            label="Cidade"
            value={field.value}
            onChange={field.onChange}
            error={errors.cityId?.message}
            hint={cities.isError ? 'Não foi possível carregar as cidades' : undefined}
            placeholder={cities.isPending ? 'Carregando cidades…' : 'Digite para buscar a cidade'}
            groups={[{ options: (cities.data ?? []).map((c) => ({ value: c.id, label: `${c.name}/${c.state}` })) }]}
          />
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Salvando…' : 'Salvar endereço'}
        </Button>
      </div>
    </form>
  );
}

/** The form in its dialog, with the API behind it: each opening starts from the saved address. */
function AddressDialog({ address, trigger }: { address?: DeliveryAddress; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const cities = usePlatformCities();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={address ? 'Editar endereço' : 'Novo endereço de entrega'}
        description="Os fornecedores entregam aqui. Digite o CEP: a cidade, o logradouro e o bairro vêm dele."
      >
        <AddressForm
          address={address}
          cities={cities}
          lookupCep={(cep) => fetchCep(cep)}
          onSave={async (fields) => {
            await (address ? update.mutateAsync({ id: address.id, ...fields }) : create.mutateAsync(fields));
            toast.success(address ? 'Endereço atualizado' : 'Endereço cadastrado');
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The organization's delivery addresses: owner and admin keep them; everyone picks one at checkout. */
export function AddressesPanel({ canManage }: { canManage: boolean }) {
  const query = useDeliveryAddresses();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  return (
    <RowListCard
      title="Endereços de entrega"
      action={canManage && <AddressDialog trigger={<NewButton>Novo endereço</NewButton>} />}
      query={query}
      loading="Carregando endereços…"
      error="Não foi possível carregar os endereços."
      empty={
        canManage
          ? 'Nenhum endereço ainda. Cadastre onde a organização recebe as mercadorias.'
          : 'Nenhum endereço ainda. Peça a um administrador para cadastrar.'
      }
      rows={(d) => d}
      rowKey={(a) => a.id}
      rowClassName="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
    >
      {(a) => (
        <>
          <div className="flex min-w-0 gap-3">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {a.label ?? 'Endereço'} {a.isDefault && <Badge className="ml-1 align-middle">Padrão</Badge>}
              </p>
              <p className="break-words text-sm text-slate-600">{addressLine(a)}</p>
            </div>
          </div>
          {canManage && (
            <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
              {!a.isDefault && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    update.mutate(
                      { id: a.id, isDefault: true },
                      {
                        onSuccess: () => toast.success('Endereço padrão alterado'),
                        onError: (e) => toastError(e),
                      },
                    )
                  }
                >
                  Tornar padrão
                </Button>
              )}
              <AddressDialog address={a} trigger={<EditButton label={`Editar ${a.label ?? addressLine(a)}`} />} />
              <DeleteAction
                label={`Excluir ${a.label ?? addressLine(a)}`}
                title="Excluir endereço?"
                description="Pedidos já feitos guardam o endereço de quando foram enviados."
                confirmLabel="Excluir"
                success="Endereço excluído"
                onConfirm={() => remove.mutateAsync(a.id)}
              />
            </div>
          )}
        </>
      )}
    </RowListCard>
  );
}
