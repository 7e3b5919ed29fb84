import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryContent } from '@/components/query-content';
import { AMOUNTS } from '@/lib/amounts';
import { formatCount } from '@/lib/format';
import { useSpendMonths, type Period } from '../api/spend';
import { CsvLink, DataTable, Empty, errorText, SpendSection, Td, Th } from './spend-bits';
import { COLORS, compactBRL, longMonth, money, shortMonth } from './spend-format';

const CARDS = (['spent', 'committed', 'reserved'] as const).map((key) => ({ key, ...AMOUNTS[key] }));

/** The period's totals as cards, then spent + committed per month as stacked bars. */
export function MonthlySpend({ period }: { period: Period }) {
  const query = useSpendMonths(period);
  return (
    <QueryContent
      query={query}
      loading="Calculando os gastos…"
      error={errorText(query.error, 'Não foi possível calcular os gastos.')}
    >
      {(view) => (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {CARDS.map((card) => (
              <div
                key={card.key}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid={`spend-total-${card.key}`}
              >
                <dt className="text-xs text-slate-500">
                  {card.label} <span className="sr-only">({card.hint})</span>
                </dt>
                <dd className="text-xl font-bold tabular-nums">{money(view.totals[card.key])}</dd>
                <dd className="text-xs text-slate-500" aria-hidden>
                  {card.hint}
                </dd>
              </div>
            ))}
            <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="spend-total-orders">
              <dt className="text-xs text-slate-500">Pedidos</dt>
              <dd className="text-xl font-bold tabular-nums">{formatCount(view.totals.orders)}</dd>
              <dd className="text-xs text-slate-500">
                {longMonth(view.period.from)} a {longMonth(view.period.to)}
              </dd>
            </div>
          </dl>
          <SpendSection
            title="Gastos por mês"
            description="Gasto e comprometido, empilhados, por mês de São Paulo."
            actions={<CsvLink view="months" query={{ ...period }} label="gastos por mês" />}
          >
            {view.totals.spent + view.totals.committed + view.totals.reserved === 0 ? (
              <Empty>Nenhum gasto neste período.</Empty>
            ) : (
              <>
                <div
                  className="h-64"
                  role="img"
                  aria-label={`Gráfico de barras: gasto e comprometido por mês, de ${longMonth(view.period.from)} a ${longMonth(view.period.to)}`}
                >
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={view.months} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
                      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                      <XAxis dataKey="month" tickFormatter={shortMonth} tick={{ fontSize: 11 }} minTickGap={8} />
                      <YAxis tickFormatter={compactBRL} tick={{ fontSize: 11 }} width={72} />
                      <Tooltip
                        labelFormatter={(m) => longMonth(String(m))}
                        formatter={(v, name) => [money(Number(v)), name]}
                      />
                      <Legend wrapperStyle={{ fontSize: 12 }} />
                      <Bar dataKey="spent" name={AMOUNTS.spent.label} stackId="m" fill={COLORS.spent} />
                      <Bar dataKey="committed" name={AMOUNTS.committed.label} stackId="m" fill={COLORS.committed} />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <DataTable caption="Gastos por mês">
                  <thead>
                    <tr>
                      <Th>Mês</Th>
                      <Th numeric>{AMOUNTS.spent.label}</Th>
                      <Th numeric>{AMOUNTS.committed.label}</Th>
                      <Th numeric>{AMOUNTS.reserved.label}</Th>
                      <Th numeric>Pedidos</Th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {view.months.map((m) => (
                      <tr key={m.month}>
                        <Td>{longMonth(m.month)}</Td>
                        <Td numeric>{money(m.spent)}</Td>
                        <Td numeric>{money(m.committed)}</Td>
                        <Td numeric>{money(m.reserved)}</Td>
                        <Td numeric>{formatCount(m.orders)}</Td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              </>
            )}
          </SpendSection>
        </div>
      )}
    </QueryContent>
  );
}
