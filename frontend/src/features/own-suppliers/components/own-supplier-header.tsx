import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCnpj } from '@api/platform/cnpj';
import { deliveryTermsText } from '@api/suppliers/supplier-terms';
import { Card, CardContent } from '@/components/ui/card';
import { DeleteAction } from '@/components/delete-action';
import { EditButton } from '@/components/edit-button';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { formatBRL, formatQuantity } from '@/lib/format';
import { useChangeOwnSupplier, useRemoveOwnSupplier, type OwnSupplier } from '../api/own-suppliers';
import { OwnSupplierFields, type CityChoice } from './own-supplier-fields';
import {
  OWN_SUPPLIER_FIELDS,
  ownSupplierBody,
  ownSupplierFormSchema,
  ownSupplierValues,
  type OwnSupplierFormValues,
} from './own-supplier-form';
import { SupplierBadges } from './supplier-badges';
import { whatsappFromE164 } from './whatsapp';

function EditOwnSupplierDialog({
  supplier,
  cities,
  trigger,
}: {
  supplier: OwnSupplier;
  cities: CityChoice[];
  trigger: ReactElement;
}) {
  const change = useChangeOwnSupplier();
  const form = useForm<OwnSupplierFormValues>({
    resolver: zodResolver(ownSupplierFormSchema),
    values: ownSupplierValues(supplier),
  });
  const dialog = useFormDialog(form, {
    fields: OWN_SUPPLIER_FIELDS,
    save: (values) => change.mutateAsync({ id: supplier.id, ...ownSupplierBody(values) }),
    editing: true,
    created: 'Fornecedor adicionado',
    updated: 'Fornecedor atualizado',
  });
  return (
    <FormDialog dialog={dialog} trigger={trigger} title={`Editar ${supplier.name}`} label="Fornecedor" scrolls>
      <OwnSupplierFields form={form} cities={cities} />
    </FormDialog>
  );
}

/** What a purchase from this supplier follows: minimum, lead time, days, payment. */
function Terms({ supplier: s }: { supplier: OwnSupplier }) {
  const days = deliveryTermsText({ deliveryWeekdays: s.delivery_weekdays, orderCutoff: s.order_cutoff }).replace(
    /^entrega /,
    '',
  );
  const rows: Array<[string, string]> = [
    ['Pedido mínimo', s.minimum_order_value > 0 ? formatBRL(s.minimum_order_value) : 'Sem mínimo'],
    ['Prazo de entrega', s.lead_time_days === 0 ? 'No mesmo dia' : formatQuantity(s.lead_time_days, 'dia', 'dias')],
    ['Dias de entrega', days || 'Todos os dias'],
    ['Pagamento', s.payment_terms.join(', ') || 'A combinar'],
    ['Cidades', s.cities.map((c) => `${c.name}/${c.state}`).join(', ') || '—'],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" aria-label="Condições">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Until it has an account the supplier answers by the links its e-mails carry: said where the buyer looks. */
function HowItAnswers({ supplier: s }: { supplier: OwnSupplier }) {
  if (s.claimed)
    return (
      <p className="text-sm text-slate-600">{s.name} tem conta no Abastece e responde pelo portal do fornecedor.</p>
    );
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Sem conta no Abastece: seus pedidos e cotações chegam a <strong>{s.email}</strong> com um link para responder, sem
      senha. Quando {s.name} criar a conta de fornecedor, passa a responder pelo portal.
    </p>
  );
}

/** The supplier's own data (editable by the organization's managers) and how it answers. */
export function OwnSupplierHeader({
  supplier: s,
  cities,
  canManage,
}: {
  supplier: OwnSupplier;
  cities: CityChoice[];
  canManage: boolean;
}) {
  const remove = useRemoveOwnSupplier();
  const navigate = useNavigate();
  const contact = [s.contact_name, s.email, whatsappFromE164(s.whatsapp)].filter(Boolean).join(' · ');
  return (
    <Card>
      <CardContent className="space-y-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{s.name}</h1>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              CNPJ {formatCnpj(s.cnpj)} · {contact}
            </p>
            <SupplierBadges claimed={s.claimed} listed={s.listed} />
          </div>
          {canManage && (
            <div className="flex gap-1">
              <EditOwnSupplierDialog supplier={s} cities={cities} trigger={<EditButton label={`Editar ${s.name}`} />} />
              <DeleteAction
                label={`Remover ${s.name}`}
                title={`Remover ${s.name}?`}
                description="O fornecedor e a lista de preços que você mantém para ele saem da sua organização. Pedidos já feitos continuam no histórico."
                confirmLabel="Remover"
                success="Fornecedor removido"
                onConfirm={() => remove.mutateAsync(s.id).then(() => navigate('/app/fornecedores'))}
              />
            </div>
          )}
        </div>
        <HowItAnswers supplier={s} />
        <Terms supplier={s} />
      </CardContent>
    </Card>
  );
}
