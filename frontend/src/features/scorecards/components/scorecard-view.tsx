import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { PERIODS, useScorecard, type Figures, type Period, type ScorecardScope } from '../api/scorecards';
import { METRICS, ORDER_METRICS, QUOTE_METRICS, show } from './metrics';

const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

export function PeriodSelect({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return (
    <Select
      aria-label="Período"
      className="w-36"
      value={value}
      onValueChange={(v) => onChange(v as Period)}
      options={PERIODS}
    />
  );
}

function MetricCard({ metric: m, totals }: { metric: (typeof METRICS)[number]; totals: Figures }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3" data-testid={`metric-${m.key}`}>
      <dt className="text-xs text-slate-500" title={m.hint}>
        {m.label}
      </dt>
      <dd className="text-xl font-bold">{show(m, totals)}</dd>
    </div>
  );
}

/** One supplier's figures over the period (its orders, then its cotações), then each metric's chart over time. */
export function ScorecardView({ scope, title }: { scope: ScorecardScope; title: string }) {
  const [days, setDays] = useState<Period>('90');
  const query = useScorecard(scope, days);
  return (
    <section className="space-y-4" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{title}</h1>
        <PeriodSelect value={days} onChange={setDays} />
      </div>
      <QueryContent query={query} loading="Calculando o desempenho…" error="Não foi possível calcular o desempenho.">
        {(card) =>
          card.totals.orders === 0 && card.totals.counts.quotesInvited === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              Nenhum pedido nem cotação enviados neste período.
            </p>
          ) : (
            <>
              <h2 className="text-sm font-semibold text-slate-700">Nos pedidos</h2>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
                {ORDER_METRICS.map((m) => (
                  <MetricCard key={m.key} metric={m} totals={card.totals} />
                ))}
              </dl>
              <p className="text-xs text-slate-500">
                {card.totals.orders} pedidos · {card.totals.counts.unitsReceivedOk} de {card.totals.counts.unitsOrdered}{' '}
                unidades recebidas em ordem · {card.totals.counts.ordersOnTime} de {card.totals.counts.ordersDue} no
                prazo
              </p>
              <h2 className="text-sm font-semibold text-slate-700">Nas cotações</h2>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
                {QUOTE_METRICS.map((m) => (
                  <MetricCard key={m.key} metric={m} totals={card.totals} />
                ))}
              </dl>
              <p className="text-xs text-slate-500">
                {card.totals.counts.quotesAnswered} de {card.totals.counts.quotesInvited} cotações respondidas ·{' '}
                {card.totals.counts.quotesWon} de {card.totals.counts.quotesAwarded} vencidas (das respondidas e com
                vencedores escolhidos)
              </p>
              <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {METRICS.map((m) => (
                  <Card key={m.key}>
                    <CardHeader>
                      <CardTitle className="text-sm">
                        {m.label} por {card.bucket === 'week' ? 'semana' : 'mês'}
                      </CardTitle>
                    </CardHeader>
                    <CardContent>
                      <div
                        className="h-40"
                        role="img"
                        aria-label={`${m.label} por ${card.bucket === 'week' ? 'semana' : 'mês'}`}
                      >
                        <ResponsiveContainer width="100%" height="100%">
                          <LineChart data={card.series} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
                            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                            <XAxis dataKey="from" tickFormatter={shortDate} tick={{ fontSize: 11 }} minTickGap={12} />
                            <YAxis
                              tick={{ fontSize: 11 }}
                              tickFormatter={(v: number) => m.format(v)}
                              width={60}
                              domain={m.domain ?? [0, 'auto']}
                            />
                            <Tooltip
                              labelFormatter={(l) => `Desde ${shortDate(String(l))}`}
                              formatter={(v) => [typeof v === 'number' ? m.format(v) : '—', m.label]}
                            />
                            <Line type="monotone" dataKey={m.key} stroke={m.color} strokeWidth={2} connectNulls />
                          </LineChart>
                        </ResponsiveContainer>
                      </div>
                    </CardContent>
                  </Card>
                ))}
              </div>
            </>
          )
        }
      </QueryContent>
    </section>
  );
}
