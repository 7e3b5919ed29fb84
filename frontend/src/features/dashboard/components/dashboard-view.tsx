import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowDownRight, ArrowUpRight, CheckCircle2, Circle, Minus } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { cn } from '@/lib/cn';
import { formatBRL, formatPercent } from '@/lib/format';
import { useDashboardStats, useOnboarding, type Metric } from '../api/dashboard';

const ActivityChart = lazy(() => import('./activity-chart').then((m) => ({ default: m.ActivityChart })));

function StatCard({
  title,
  metric,
  format = String,
}: {
  title: string;
  metric: Metric;
  format?: (n: number) => string;
}) {
  const up = metric.change > 0;
  const down = metric.change < 0;
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
        <p
          className={cn(
            'mt-1 inline-flex items-center gap-1 text-sm',
            up ? 'text-brand-700' : down ? 'text-red-600' : 'text-slate-500',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {`${metric.change > 0 ? '+' : ''}${formatPercent(metric.change / 100)}`}
          <span className="text-slate-500"> vs. 30 dias anteriores ({format(metric.previous)})</span>
        </p>
      </CardContent>
    </Card>
  );
}

const STEPS = [
  { key: 'createBrand', label: 'Adicione o logo da organização', to: '/app/settings/organization' },
  { key: 'inviteMembers', label: 'Convide alguém da equipe', to: '/app/settings/organization/members' },
  { key: 'configureIntegrations', label: 'Ative uma integração', to: '/app/tools' },
  { key: 'upgradePlan', label: 'Conheça o plano Pro', to: '/app/upgrade' },
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
              </CardContent>
            </Card>
          ) : null
        }
      </QueryContent>
      <QueryContent query={stats} loading="Carregando indicadores…" error="Não foi possível carregar os indicadores.">
        {(s) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard title="Leads" metric={s.leads} />
              <StatCard title="Envios" metric={s.submissions} />
              <StatCard title="Pedidos" metric={s.purchaseOrders} />
              <StatCard title="Gastos" metric={s.spend} format={formatBRL} />
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Atividade por dia</CardTitle>
              </CardHeader>
              <CardContent>
                <Suspense fallback={<p className="text-sm text-slate-500">Carregando gráfico…</p>}>
                  <ActivityChart data={s.series} />
                </Suspense>
              </CardContent>
            </Card>
          </>
        )}
      </QueryContent>
    </div>
  );
}
