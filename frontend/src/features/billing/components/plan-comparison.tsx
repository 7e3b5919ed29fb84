import { useState, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { formatCents, useBilling, usePlans, useStartPlanChange, type Cycle, type Plan } from '../api/billing';

function featureLine(f: Plan['features'][number], seats: number) {
  if (f.limit === null) return f.name.charAt(0).toUpperCase() + f.name.slice(1);
  if (f.slug === 'seats') return `${formatCount(f.limit * seats)} ${seats * f.limit === 1 ? 'pessoa' : 'pessoas'}`;
  return `${formatCount(f.limit)} ${f.name} por mês`;
}

/** What a buyer does on every plan, without a count: said after the people, before the quotas. */
const BUYING = ['Cotações sem limite', 'Pedidos de compra sem limite', 'XML e DANFE das notas guardados'];

function FeatureItem({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return (
    <li className={cn('flex items-center gap-2', !enabled && 'text-slate-500')}>
      {enabled ? <Check aria-hidden className="size-4 text-brand-700" /> : <X aria-hidden className="size-4" />}
      <span>
        {children}
        {!enabled && <span className="sr-only"> (não incluso)</span>}
      </span>
    </li>
  );
}

/**
 * A plan's features as a buyer weighs them: people, cotações, orders and documents first; then the
 * specification's quotas (leads, submissions), support and integrations, under their own heading.
 */
function PlanFeatures({ plan, seats }: { plan: Plan; seats: number }) {
  const people = plan.features.filter((f) => f.slug === 'seats');
  const rest = plan.features.filter((f) => f.slug !== 'seats');
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-2" aria-label={`Para comprar no plano ${plan.name}`}>
        {people.map((f) => (
          <FeatureItem key={f.slug} enabled={f.enabled}>
            {featureLine(f, seats)}
          </FeatureItem>
        ))}
        {BUYING.map((line) => (
          <FeatureItem key={line} enabled>
            {line}
          </FeatureItem>
        ))}
      </ul>
      <p className="pt-1 text-xs font-medium uppercase tracking-wide text-slate-500">Captação de clientes e suporte</p>
      <ul className="space-y-2" aria-label={`Captação de clientes e suporte no plano ${plan.name}`}>
        {rest.map((f) => (
          <FeatureItem key={f.slug} enabled={f.enabled}>
            {featureLine(f, seats)}
          </FeatureItem>
        ))}
      </ul>
    </div>
  );
}

/** Free and Pro side by side, monthly or yearly, in BRL; starting Pro goes to the provider's checkout. */
export function PlanComparison({ canManage }: { canManage: boolean }) {
  const plans = usePlans();
  const billing = useBilling();
  const start = useStartPlanChange();
  const [cycle, setCycle] = useState<Cycle>('month');
  const [seats, setSeats] = useState<number | null>(null);
  const seatsInUse = billing.data?.features.find((f) => f.slug === 'seats')?.usage ?? 1;
  // The trial's room is not bought: during it, start from the people there today.
  const bought = billing.data?.subscription?.status === 'trialing' ? 1 : (billing.data?.subscription?.quantity ?? 1);
  const chosenSeats = seats ?? Math.max(1, bought, seatsInUse);
  const currentSlug = billing.data?.plan.slug;
  // During the trial of Pro, Gratuito is where the organization goes unpaid: nothing to choose there.
  const trialing = billing.data?.subscription?.status === 'trialing';
  const currentCycle = billing.data?.subscription?.cycle ?? 'month';

  const choose = async (plan: Plan) => {
    try {
      const { url } = await start.mutateAsync({ plan: plan.slug, cycle, seats: plan.slug === 'pro' ? chosenSeats : 1 });
      window.location.assign(url);
    } catch (error) {
      toastError(error, 'Não foi possível iniciar a assinatura.');
    }
  };

  return (
    <div className="space-y-6">
      <div
        role="radiogroup"
        aria-label="Ciclo de cobrança"
        className="inline-flex rounded-lg border border-slate-200 bg-white p-1"
      >
        {(['month', 'year'] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={cycle === c}
            onClick={() => setCycle(c)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium',
              cycle === c ? 'bg-brand-700 text-white' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {c === 'month' ? 'Mensal' : 'Anual'}
            {c === 'year' && <span className="ml-1 text-xs opacity-80">(2 meses grátis)</span>}
          </button>
        ))}
      </div>
      <QueryContent query={plans} loading="Carregando planos…" error="Não foi possível carregar os planos.">
        {({ data }) => (
          <div className="grid gap-6 md:grid-cols-2">
            {data.map((plan) => {
              const price = plan.prices.find((p) => p.interval === cycle);
              // Trying Pro is not having it: "Assinar Pro" stays on offer during the trial.
              const trying = plan.slug === currentSlug && trialing;
              const isCurrent =
                !trying && plan.slug === currentSlug && (plan.slug === 'free' || currentCycle === cycle);
              const pro = plan.slug === 'pro';
              return (
                <Card
                  key={plan.id}
                  className={cn('flex flex-col', pro && 'border-brand-600 ring-1 ring-brand-600')}
                  aria-label={`Plano ${plan.name}`}
                >
                  <CardHeader>
                    <div className="flex items-center gap-2">
                      <CardTitle>{plan.name}</CardTitle>
                      {pro && <Badge>Recomendado</Badge>}
                      {isCurrent && <Badge variant="secondary">Plano atual</Badge>}
                      {trying && <Badge variant="secondary">Em teste</Badge>}
                    </div>
                    <CardDescription>{plan.description}</CardDescription>
                    <p className="pt-2 text-3xl font-bold tabular-nums">
                      {price ? formatCents(price.amount * (pro ? chosenSeats : 1)) : '—'}
                      <span className="text-base font-normal text-slate-500">/{cycle === 'month' ? 'mês' : 'ano'}</span>
                    </p>
                    {pro && price && chosenSeats > 1 && (
                      <p className="text-xs text-slate-500">{formatCents(price.amount)} por pessoa</p>
                    )}
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-4">
                    <PlanFeatures plan={plan} seats={pro ? chosenSeats : 1} />
                    {pro && canManage && (
                      <label className="block text-sm">
                        <span className="font-medium">Pessoas</span>
                        <input
                          type="number"
                          min={1}
                          max={1000}
                          value={chosenSeats}
                          onChange={(e) => setSeats(Math.max(1, Math.min(1000, Number(e.target.value) || 1)))}
                          className="mt-1 block w-28 rounded-md border border-slate-300 px-3 py-1.5"
                        />
                        <span className="mt-1 block text-xs text-slate-500">
                          Em uso hoje: {seatsInUse} (membros e convites pendentes)
                        </span>
                      </label>
                    )}
                    <div className="mt-auto">
                      {!canManage ? (
                        <p className="text-sm text-slate-500">
                          Peça a um proprietário ou administrador para mudar o plano.
                        </p>
                      ) : isCurrent ? (
                        <Button className="w-full" variant="outline" disabled>
                          Plano atual
                        </Button>
                      ) : plan.slug === 'free' && (currentSlug === 'free' || trialing) ? null : (
                        <Button
                          className="w-full"
                          variant={pro ? 'default' : 'outline'}
                          disabled={start.isPending}
                          onClick={() => void choose(plan)}
                        >
                          {start.isPending
                            ? 'Redirecionando…'
                            : pro
                              ? `Assinar ${plan.name}`
                              : `Mudar para ${plan.name}`}
                        </Button>
                      )}
                    </div>
                  </CardContent>
                </Card>
              );
            })}
          </div>
        )}
      </QueryContent>
      <p className="text-xs text-slate-500">
        Valores em reais (BRL). O pagamento é processado pelo provedor de pagamentos; você pode cancelar quando quiser.
      </p>
    </div>
  );
}
