import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowDownRight, ArrowUpRight, CheckCircle2, Circle, Minus } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { cn } from '@/lib/cn';
import { AMOUNTS } from '@/lib/amounts';
import { formatBRL, formatDay, formatPercent } from '@/lib/format';
import { useDashboardStats, useOnboarding, type DashboardStats, type Metric } from '../api/dashboard';

const ActivityChart = lazy(() => import('./activity-chart').then((m) => ({ default: m.ActivityChart })));

/** The chart's days with any activity, as a table (São Paulo days, most recent first): readable without the picture. */
function ActivityTable({ series }: { series: DashboardStats['series'] }) {
  const days = series.filter((d) => d.leads + d.submissions + d.orders > 0).reverse();
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Ver os dias em tabela</summary>
      {days.length === 0 ? (
        <p className="mt-2 text-slate-500">Nenhuma atividade nos últimos 30 dias.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Atividade por dia</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Dia
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Pedidos
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {AMOUNTS.spent.label}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Leads
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Envios
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDay(d.date)}
                  </th>
                  <td className="py-1 pr-3 text-right">{d.orders}</td>
                  <td className="py-1 pr-3 text-right">{formatBRL(d.spend)}</td>
                  <td className="py-1 pr-3 text-right">{d.leads}</td>
                  <td className="py-1 text-right">{d.submissions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function StatCard({
  title,
  metric,
  none,
  format = String,
  extra,
}: {
  title: string;
  metric: Metric;
  /** What the previous period had when it had nothing ("sem pedidos"): a change against zero is no figure. */
  none: string;
  format?: (n: number) => string;
  extra?: React.ReactNode;
}) {
  const againstNothing = metric.previous === 0;
  const up = !againstNothing && metric.change > 0;
  const down = !againstNothing && metric.change < 0;
  const Icon = up ? ArrowUpRight : down ? ArrowDownRight : Minus;
  return (
    <Card aria-label={title}>
      <CardHeader className="pb-2">
        <CardDescription>{title} · últimos 30 dias</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold" data-testid={`stat-${title}`}>
          {format(metric.current)}
        </p>
        {extra}
        <p
          className={cn(
            'mt-1 inline-flex items-center gap-1 text-sm',
            up ? 'text-brand-700' : down ? 'text-red-600' : 'text-slate-500',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {againstNothing ? (
            `${none} no período anterior`
          ) : (
            <>
              {`${metric.change > 0 ? '+' : ''}${formatPercent(metric.change / 100)}`}
              <span className="text-slate-500"> vs. 30 dias anteriores ({format(metric.previous)})</span>
            </>
          )}
        </p>
      </CardContent>
    </Card>
  );
}

/** What leads to a first order, in order; the logo and an integration come later. */
const STEPS = [
  { key: 'deliveryAddress', label: 'Cadastre o endereço de entrega', to: '/app/settings/organization/addresses' },
  { key: 'inviteMembers', label: 'Convide quem compra com você (o chef)', to: '/app/settings/organization/members' },
  { key: 'firstOrder', label: 'Faça o primeiro pedido', to: '/app' },
] as const;
const LATER = [
  { key: 'createBrand', label: 'Adicione o logo da organização', to: '/app/settings/organization' },
  { key: 'configureIntegrations', label: 'Ative uma integração', to: '/app/tools' },
] as const;

export function DashboardView() {
  const stats = useDashboardStats();
  const onboarding = useOnboarding();
  return (
    <div className="space-y-6">
      <QueryContent
        query={onboarding}
        loading="Carregando primeiros passos…"
        error="Não foi possível carregar os primeiros passos."
      >
        {(o) =>
          o.completed < o.total ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  Primeiros passos · {o.completed} de {o.total}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {STEPS.map((s) => (
                    <li key={s.key} className="flex items-center gap-2 text-sm">
                      {o.steps[s.key] ? (
                        <CheckCircle2 className="h-4 w-4 text-brand-700" aria-label="feito" />
                      ) : (
                        <Circle className="h-4 w-4 text-slate-300" aria-label="pendente" />
                      )}
                      <Link
                        to={s.to}
                        className={cn('hover:underline', o.steps[s.key] && 'text-slate-500 line-through')}
                      >
                        {s.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-xs text-slate-500">
                  Depois:{' '}
                  {LATER.map((s, i) => (
                    <span key={s.key}>
                      {i > 0 && ' · '}
                      <Link to={s.to} className={cn('hover:underline', o.steps[s.key] && 'line-through')}>
                        {s.label.toLowerCase()}
                      </Link>
                    </span>
                  ))}
                </p>
              </CardContent>
            </Card>
          ) : null
        }
      </QueryContent>
      <QueryContent query={stats} loading="Carregando indicadores…" error="Não foi possível carregar os indicadores.">
        {(s) => (
          <>
            <h2 className="text-lg font-semibold">Últimos 30 dias</h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard title="Pedidos" metric={s.purchaseOrders} none="sem pedidos" />
              <StatCard
                title={AMOUNTS.spent.label}
                metric={s.spend}
                none="nada recebido"
                format={formatBRL}
                extra={
                  <p className="text-sm text-slate-600" title={AMOUNTS.committed.hint}>
                    {AMOUNTS.spent.hint.toLowerCase()} · {formatBRL(s.committed.current)}{' '}
                    {AMOUNTS.committed.label.toLowerCase()}
                  </p>
                }
              />
              {/* Leads and envios (the specification's) after what was bought. */}
              <StatCard title="Leads" metric={s.leads} none="sem leads" />
              <StatCard title="Envios" metric={s.submissions} none="sem envios" />
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Atividade por dia</CardTitle>
              </CardHeader>
              <CardContent>
                <Suspense fallback={<p className="text-sm text-slate-500">Carregando gráfico…</p>}>
                  <ActivityChart data={s.series} />
                </Suspense>
                <ActivityTable series={s.series} />
              </CardContent>
            </Card>
          </>
        )}
      </QueryContent>
    </div>
  );
}
