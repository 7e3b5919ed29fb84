import { useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { isValidCnpj, normalizeCnpj } from '@api/platform/cnpj';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { ApiClientError } from '@/lib/api-client';
import { maskCnpj } from '@/lib/cnpj-mask';
import { ownSuppliersKeys } from '@/lib/query-keys/own-suppliers';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useAddOwnSupplier, useCnpjLookup, type CnpjLookup } from '../api/own-suppliers';
import { OwnSupplierFields, type CityChoice } from './own-supplier-fields';
import {
  newOwnSupplierValues,
  OWN_SUPPLIER_FIELDS,
  ownSupplierBody,
  ownSupplierFormSchema,
  type OwnSupplierFormValues,
} from './own-supplier-form';

/** The CNPJ typed so far: complete (14 characters) and with right check digits, or why not. */
function cnpjState(masked: string): { cnpj: string | null; error?: string } {
  const raw = normalizeCnpj(masked);
  if (raw.length < 14) return { cnpj: null };
  return isValidCnpj(raw) ? { cnpj: raw } : { cnpj: null, error: 'CNPJ inválido: confira os dígitos.' };
}

/** A CNPJ already known: the marketplace supplier to use instead, or the one this organization added. */
function KnownSupplier({ lookup, onLeave }: { lookup: CnpjLookup; onLeave: () => void }) {
  if (lookup.marketplace) {
    const { id, name, cities } = lookup.marketplace;
    return (
      <div role="status" className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm">
        <p className="font-semibold text-brand-900">Este fornecedor já está no Abastece</p>
        <p>
          <span className="font-medium">{name}</span>
          {cities.length > 0 && ` · entrega em ${cities.map((c) => `${c.name}/${c.state}`).join(', ')}`}
        </p>
        <p className="text-slate-700">
          Não é preciso adicioná-lo: compre pelo catálogo dele, com os preços que ele publica.
        </p>
        <Link to={`/app/suppliers/${id}`} onClick={onLeave} className="font-medium text-brand-700 hover:underline">
          Ver o catálogo de {name}
        </Link>
      </div>
    );
  }
  if (lookup.already_added && lookup.own_supplier_id) {
    return (
      <div role="status" className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
        <p className="font-semibold">Você já adicionou este fornecedor</p>
        <Link
          to={`/app/fornecedores/${lookup.own_supplier_id}`}
          onClick={onLeave}
          className="font-medium text-brand-700 hover:underline"
        >
          Abrir o fornecedor e sua lista de preços
        </Link>
      </div>
    );
  }
  return null;
}

/** The rest of the form, once the CNPJ is known to be new here; saving opens the new supplier's page. */
function NewSupplierForm({
  cnpj,
  cities,
  defaultCityId,
  onSaved,
}: {
  cnpj: string;
  cities: CityChoice[];
  defaultCityId?: string;
  onSaved: (supplierId: string) => void;
}) {
  const add = useAddOwnSupplier();
  const queryClient = useQueryClient();
  const form = useForm<OwnSupplierFormValues>({
    resolver: zodResolver(ownSupplierFormSchema),
    defaultValues: newOwnSupplierValues(defaultCityId),
  });
  const { onSubmit, serverError } = useFormSubmit(form, OWN_SUPPLIER_FIELDS, async (values) => {
    try {
      const created = await add.mutateAsync({ cnpj, ...ownSupplierBody(values) });
      onSaved(created.id);
    } catch (error) {
      // Someone listed or added this CNPJ meanwhile: the lookup says what it is now.
      if (error instanceof ApiClientError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: ownSuppliersKeys.lookup(cnpj) });
      throw error;
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Dados do fornecedor">
      <FormAlert message={serverError} />
      <OwnSupplierFields form={form} cities={cities} />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Adicionando…' : 'Adicionar fornecedor'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Adds a supplier the organization already buys from: the CNPJ first (a marketplace supplier is
 * offered instead, one already added is pointed to), then its contact, cities and terms.
 */
export function AddOwnSupplierDialog({
  trigger,
  cities,
  defaultCityId,
}: {
  trigger: ReactElement;
  cities: CityChoice[];
  defaultCityId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const { cnpj, error } = cnpjState(typed);
  const lookup = useCnpjLookup(cnpj);
  const close = () => (setOpen(false), setTyped(''));
  const known = lookup.data && (lookup.data.marketplace || lookup.data.already_added);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Adicionar fornecedor"
        description="Um fornecedor de quem você já compra: só a sua organização o vê, com a lista de preços que você mantém."
      >
        <div className="space-y-4">
          <FormField
            label="CNPJ"
            error={error ?? (lookup.isError ? lookup.error.message : undefined)}
            hint="Começamos pelo CNPJ: se ele já está no Abastece, você não precisa cadastrá-lo."
          >
            <Input
              value={typed}
              onChange={(e) => setTyped(maskCnpj(e.target.value))}
              placeholder="00.000.000/0000-00"
              autoComplete="off"
              autoFocus
            />
          </FormField>
          {cnpj && lookup.isPending && (
            <p role="status" className="text-sm text-slate-500">
              Consultando o CNPJ…
            </p>
          )}
          {lookup.data && known && <KnownSupplier lookup={lookup.data} onLeave={close} />}
          {cnpj && lookup.data && !known && (
            <NewSupplierForm
              key={cnpj}
              cnpj={cnpj}
              cities={cities}
              defaultCityId={defaultCityId}
              onSaved={(id) => {
                toast.success('Fornecedor adicionado');
                close();
                void navigate(`/app/fornecedores/${id}`);
              }}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
