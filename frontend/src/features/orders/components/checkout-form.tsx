import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { formatBRL, formatDay } from '@/lib/format';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useCheckout } from '../api/orders';
import { deliveryTermsText } from '../../../../../functions/suppliers/supplier-terms';

/** One supplier's part of the cart, with what that supplier asks (from the cart's summary). */
export interface CheckoutGroup {
  supplierId: string;
  name: string;
  subtotal: number;
  missingForMinimum: number;
  leadTimeDays: number;
  earliestDeliveryDate: string;
  deliveryWeekdays: number[];
  orderCutoff: string | null;
  paymentTerms: string[];
  /** The cities the supplier serves (empty: it declared none, so nothing to warn about). */
  cityIds: string[];
  warnings: string[];
}

const schema = z.object({
  description: z.string().trim().max(500, 'Máximo de 500 caracteres'),
  notes: z.string().trim().max(2000),
  deliveryAddressId: z.string(),
  suppliers: z.array(
    z.object({
      supplierId: z.string(),
      requestedDeliveryDate: z.string(),
      paymentTerm: z.string(),
      notes: z.string().trim().max(1000),
    }),
  ),
});
type Values = z.infer<typeof schema>;

/**
 * The checkout: per supplier a delivery date (from its lead time), a payment term it offers and
 * notes; one delivery address for the whole order. A supplier below its minimum stays in the cart and
 * the others leave; an address one of them does not serve is said as soon as it is chosen.
 */
export function CheckoutForm({
  groups,
  total,
  addresses,
  linesOf,
  onPlaced,
  costCentreId,
  approvedAtCreation = false,
}: {
  groups: CheckoutGroup[];
  total: number;
  /** label: short ("Cozinha central — São Paulo/SP"); detail: the whole address, shown under the choice. */
  addresses: { id: string; label: string; detail: string; isDefault: boolean; city: { id: string; name: string } }[];
  linesOf: (supplierId: string) => ReactNode;
  onPlaced: (orderId: string) => void;
  /** The cost centre chosen beside the form (budgets); undefined leaves the buyer's default. */
  costCentreId?: string | null;
  /** The owner's own order, which no rule holds (decision 0055): it leaves for the suppliers at once. */
  approvedAtCreation?: boolean;
}) {
  const checkout = useCheckout();
  // The groups at their minimum leave; the others stay in the cart.
  const ready = groups.filter((g) => g.missingForMinimum === 0);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      description: '',
      notes: '',
      deliveryAddressId: addresses.find((a) => a.isDefault)?.id ?? '',
      suppliers: groups.map((g) => ({
        supplierId: g.supplierId,
        requestedDeliveryDate: '',
        paymentTerm: g.paymentTerms[0] ?? '',
        notes: '',
      })),
    },
  });
  const { onSubmit, serverError } = useFormSubmit(form, ['description', 'notes'], async (v) => {
    const order = await checkout.mutateAsync({
      // Not described: the server names the order by its suppliers.
      ...(v.description ? { description: v.description } : {}),
      notes: v.notes || null,
      ...(costCentreId !== undefined ? { costCentreId } : {}),
      suppliers: v.suppliers
        .filter((s) => ready.some((g) => g.supplierId === s.supplierId))
        .map((s) => ({
          supplierId: s.supplierId,
          ...(v.deliveryAddressId ? { deliveryAddressId: v.deliveryAddressId } : {}),
          ...(s.requestedDeliveryDate ? { requestedDeliveryDate: s.requestedDeliveryDate } : {}),
          ...(s.paymentTerm ? { paymentTerm: s.paymentTerm } : {}),
          ...(s.notes ? { notes: s.notes } : {}),
        })),
    });
    onPlaced(order.id);
  });
  const held = groups.filter((g) => g.missingForMinimum > 0);
  const sentTotal = ready.reduce((sum, g) => sum + g.subtotal, 0);
  const errors = form.formState.errors;
  const chosenId = useWatch({ control: form.control, name: 'deliveryAddressId' });
  const chosenAddress = addresses.find((a) => a.id === chosenId);
  const notServing = chosenAddress
    ? ready.filter((g) => g.cityIds.length > 0 && !g.cityIds.includes(chosenAddress.city.id))
    : [];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Enviar pedido" className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div className="space-y-4">
        {groups.map((group, i) => (
          <Card key={group.supplierId} aria-label={`Pedido para ${group.name}`}>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>{group.name}</CardTitle>
              <span className="text-sm">Subtotal: {formatBRL(group.subtotal)}</span>
            </CardHeader>
            <CardContent className="space-y-4">
              {group.warnings.length > 0 && (
                <ul
                  role="alert"
                  className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  {group.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              )}
              {linesOf(group.supplierId)}
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="Entrega desejada (opcional)"
                  hint={`A partir de ${formatDay(group.earliestDeliveryDate)} (${[
                    `prazo de ${group.leadTimeDays} ${group.leadTimeDays === 1 ? 'dia' : 'dias'}`,
                    deliveryTermsText(group),
                  ]
                    .filter(Boolean)
                    .join('; ')})`}
                >
                  <Input
                    type="date"
                    min={group.earliestDeliveryDate}
                    {...form.register(`suppliers.${i}.requestedDeliveryDate`)}
                  />
                </FormField>
                {group.paymentTerms.length > 0 ? (
                  <Controller
                    control={form.control}
                    name={`suppliers.${i}.paymentTerm`}
                    render={({ field }) => (
                      <FormField label="Forma de pagamento">
                        <Select
                          value={field.value}
                          onValueChange={field.onChange}
                          options={group.paymentTerms.map((t) => ({ value: t, label: t }))}
                        />
                      </FormField>
                    )}
                  />
                ) : (
                  <p className="self-end text-sm text-slate-500">Forma de pagamento: a combinar com o fornecedor</p>
                )}
              </div>
              <FormField label={`Observações para ${group.name} (opcional)`}>
                <Textarea rows={2} {...form.register(`suppliers.${i}.notes`)} />
              </FormField>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>Total {formatBRL(held.length ? sentTotal : total)}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormAlert message={serverError} />
          {addresses.length > 0 ? (
            <Controller
              control={form.control}
              name="deliveryAddressId"
              render={({ field }) => (
                <FormField
                  label="Endereço de entrega"
                  hint={addresses.find((a) => a.id === field.value)?.detail}
                  error={
                    notServing.length && chosenAddress
                      ? `${notServing.map((g) => g.name).join(', ')} não ${notServing.length === 1 ? 'entrega' : 'entregam'} em ${chosenAddress.city.name}: escolha outro endereço`
                      : undefined
                  }
                >
                  <Select
                    value={field.value}
                    onValueChange={field.onChange}
                    options={addresses.map((a) => ({ value: a.id, label: a.label }))}
                  />
                </FormField>
              )}
            />
          ) : (
            <p role="alert" className="text-sm text-amber-900">
              Cadastre um endereço de entrega para enviar o pedido: o fornecedor precisa saber onde entregar.{' '}
              <Link className="font-medium underline" to="/app/settings/organization/addresses">
                Cadastrar endereço
              </Link>{' '}
              (administradores e o dono).
            </p>
          )}
          <FormField label="Descrição do pedido (opcional)" error={errors.description?.message}>
            <Input placeholder="Compra semanal de hortifrúti" {...form.register('description')} />
          </FormField>
          <FormField label="Observações (opcional)" error={errors.notes?.message}>
            <Textarea {...form.register('notes')} />
          </FormField>
          {held.length > 0 && (
            <p role="status" className="text-sm text-amber-900">
              {ready.length === 0
                ? `Complete o pedido mínimo de ${held.map((g) => g.name).join(', ')} no carrinho para enviar.`
                : `${held.map((g) => `${g.name} (faltam ${formatBRL(g.missingForMinimum)} para o mínimo)`).join(', ')} ${held.length === 1 ? 'fica' : 'ficam'} no carrinho; ${ready.map((g) => g.name).join(', ')} ${ready.length === 1 ? 'segue' : 'seguem'} agora.`}
            </p>
          )}
          {approvedAtCreation && (
            <p className="text-sm text-slate-700">
              Pedido do dono: aprovado na criação, segue direto aos fornecedores.
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={form.formState.isSubmitting || ready.length === 0 || addresses.length === 0}
          >
            {form.formState.isSubmitting
              ? 'Enviando…'
              : approvedAtCreation
                ? 'Enviar pedido aos fornecedores'
                : 'Enviar pedido para aprovação'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
