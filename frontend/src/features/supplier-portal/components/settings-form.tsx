import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/money-input';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatReaisInput, parseReais } from '@/lib/money';
import { useSaveSettings, type SupplierSettings } from '../api/portal';

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** How buyers order from this supplier: where orders go, minimum, lead time, delivery days, payment terms. */
export function SettingsForm({ settings, canEdit }: { settings: SupplierSettings; canEdit: boolean }) {
  const save = useSaveSettings();
  const [orderEmail, setOrderEmail] = useState(settings.orderEmail ?? '');
  const [minimum, setMinimum] = useState(formatReaisInput(settings.minimumOrderValue));
  const [leadTime, setLeadTime] = useState(String(settings.leadTimeDays));
  const [terms, setTerms] = useState(settings.paymentTerms.join('\n'));
  const [weekdays, setWeekdays] = useState<number[]>(settings.deliveryWeekdays);
  const [cutoff, setCutoff] = useState(settings.orderCutoff ?? '');
  const [error, setError] = useState<string>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Como você recebe pedidos</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-xl gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            save.mutate(
              {
                orderEmail: orderEmail.trim() || null,
                minimumOrderValue: parseReais(minimum) ?? 0,
                leadTimeDays: Number(leadTime),
                deliveryWeekdays: weekdays,
                orderCutoff: cutoff || null,
                paymentTerms: terms
                  .split('\n')
                  .map((t) => t.trim())
                  .filter(Boolean),
              },
              {
                onSuccess: () => toast.success('Configurações salvas'),
                onError: (e) => setError(e instanceof ApiClientError ? e.message : 'Não foi possível salvar.'),
              },
            );
          }}
        >
          <fieldset disabled={!canEdit} className="grid gap-4">
            <FormField label="E-mail que recebe os pedidos" hint={`Vazio: ${settings.email}`}>
              <Input type="email" value={orderEmail} onChange={(e) => setOrderEmail(e.target.value)} />
            </FormField>
            <FormField label="Pedido mínimo por entrega (R$)">
              <MoneyInput value={minimum} onChange={(e) => setMinimum(e.target.value)} />
            </FormField>
            <FormField label="Prazo mínimo de entrega (dias)">
              <Input type="number" min={0} max={365} value={leadTime} onChange={(e) => setLeadTime(e.target.value)} />
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Dias em que entrega</legend>
              <div className="flex flex-wrap gap-3">
                {WEEKDAYS.map((name, day) => (
                  <label key={name} className="inline-flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={weekdays.includes(day)}
                      onChange={(e) =>
                        setWeekdays((all) => (e.target.checked ? [...all, day].sort() : all.filter((d) => d !== day)))
                      }
                    />
                    {name}
                  </label>
                ))}
              </div>
              <p className="text-xs text-slate-500">
                A primeira data de entrega que o comprador pode pedir cai num destes dias.
              </p>
            </fieldset>
            <FormField
              label="Horário de corte dos pedidos (opcional)"
              hint="Pedidos depois deste horário (de São Paulo) contam a partir do dia seguinte"
            >
              <Input type="time" value={cutoff} onChange={(e) => setCutoff(e.target.value)} />
            </FormField>
            <FormField label="Formas de pagamento aceitas" hint="Uma por linha, como o comprador vai ler">
              <Textarea rows={4} value={terms} onChange={(e) => setTerms(e.target.value)} />
            </FormField>
            <p className="text-sm text-slate-600">
              Cidades atendidas: {settings.cities.map((c) => `${c.name}/${c.state}`).join(', ') || 'nenhuma'}
            </p>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {canEdit ? (
            <Button type="submit" disabled={save.isPending} className="justify-self-start">
              Salvar
            </Button>
          ) : (
            <p className="text-sm text-slate-500">Só administradores do fornecedor mudam estas configurações.</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
