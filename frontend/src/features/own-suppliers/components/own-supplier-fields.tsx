import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { MoneyInput } from '@/components/money-input';
import { ALL_WEEKDAYS, type OwnSupplierFormValues } from './own-supplier-form';
import { maskWhatsapp } from './whatsapp';

/** A city the form may offer (the platform's active cities). */
export type CityChoice = { id: string; name: string; state: string };

const WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const WEEKDAY_FULL = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/**
 * The cities grouped by UF, so a long list reads as the map does; the UFs of the cities chosen when
 * the form opened (the organization's own) come first, in view without scrolling.
 */
function useCitiesByState(cities: CityChoice[], chosen: readonly string[]) {
  return useMemo(() => {
    const groups = new Map<string, CityChoice[]>();
    for (const c of cities) groups.set(c.state, [...(groups.get(c.state) ?? []), c]);
    const first = new Set(cities.filter((c) => chosen.includes(c.id)).map((c) => c.state));
    return [...groups.entries()].sort(([a], [b]) => Number(first.has(b)) - Number(first.has(a)) || a.localeCompare(b));
  }, [cities, chosen]);
}

function CitiesField({ form, cities }: { form: UseFormReturn<OwnSupplierFormValues>; cities: CityChoice[] }) {
  const opened = form.formState.defaultValues?.city_ids;
  const byState = useCitiesByState(
    cities,
    (opened ?? []).filter((id) => id !== undefined),
  );
  const error = form.formState.errors.city_ids?.message;
  const names = (ids: string[]) =>
    cities
      .filter((c) => ids.includes(c.id))
      .map((c) => `${c.name}/${c.state}`)
      .join(', ');
  return (
    <Controller
      control={form.control}
      name="city_ids"
      render={({ field }) => (
        <fieldset className="space-y-2" aria-describedby={error ? 'own-supplier-cities-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">Cidades em que entrega</legend>
          <p className="text-xs text-slate-500">{names(field.value) || 'Nenhuma escolhida'}</p>
          <div className="max-h-40 space-y-3 overflow-y-auto rounded-md border border-slate-200 p-3">
            {byState.map(([state, list]) => (
              <div key={state}>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{state}</p>
                <div className="mt-1 grid grid-cols-2 gap-1">
                  {list.map((city) => (
                    <label key={city.id} className="inline-flex min-h-8 items-center gap-2 text-sm">
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
          {error && (
            <p id="own-supplier-cities-error" role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

function WeekdaysField({ form }: { form: UseFormReturn<OwnSupplierFormValues> }) {
  const error = form.formState.errors.delivery_weekdays?.message;
  return (
    <Controller
      control={form.control}
      name="delivery_weekdays"
      render={({ field }) => (
        <fieldset className="space-y-2" aria-describedby={error ? 'own-supplier-weekdays-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">Dias em que entrega</legend>
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {ALL_WEEKDAYS.map((day) => (
              <label key={day} className="inline-flex min-h-8 items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  aria-label={WEEKDAY_FULL[day]}
                  checked={field.value.includes(day)}
                  onChange={(e) =>
                    field.onChange(e.target.checked ? [...field.value, day] : field.value.filter((d) => d !== day))
                  }
                />
                {WEEKDAY_NAMES[day]}
              </label>
            ))}
          </div>
          {error && (
            <p id="own-supplier-weekdays-error" role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/** The fields of an own supplier, for adding one (after its CNPJ) and for editing it. */
export function OwnSupplierFields({
  form,
  cities,
}: {
  form: UseFormReturn<OwnSupplierFormValues>;
  cities: CityChoice[];
}) {
  const errors = form.formState.errors;
  return (
    <>
      <FormField label="Nome do fornecedor" error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField
        label="E-mail"
        error={errors.email?.message}
        hint="Obrigatório: é por ele que o fornecedor recebe seus pedidos e cotações, com o link para responder."
      >
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contato (opcional)" error={errors.contact_name?.message}>
          <Input autoComplete="name" {...form.register('contact_name')} />
        </FormField>
        <Controller
          control={form.control}
          name="whatsapp"
          render={({ field }) => (
            <FormField label="WhatsApp (opcional)" error={errors.whatsapp?.message}>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(11) 98765-4321"
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(maskWhatsapp(e.target.value))}
              />
            </FormField>
          )}
        />
      </div>
      <CitiesField form={form} cities={cities} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Pedido mínimo (R$)" error={errors.minimum_order_value?.message} hint="Vazio: sem mínimo">
          <MoneyInput {...form.register('minimum_order_value')} />
        </FormField>
        <FormField label="Prazo de entrega (dias)" error={errors.lead_time_days?.message}>
          <Input type="number" inputMode="numeric" min={0} max={365} {...form.register('lead_time_days')} />
        </FormField>
      </div>
      <WeekdaysField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Horário de corte (opcional)"
          error={errors.order_cutoff?.message}
          hint="Pedidos depois dele contam a partir do dia seguinte"
        >
          <Input type="time" {...form.register('order_cutoff')} />
        </FormField>
        <FormField
          label="Formas de pagamento"
          error={errors.payment_terms?.message}
          hint="Uma por linha, ex.: PIX à vista, Boleto 28 dias"
        >
          <Textarea rows={3} {...form.register('payment_terms')} />
        </FormField>
      </div>
    </>
  );
}
