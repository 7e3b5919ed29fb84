import { AMOUNTS } from '@/lib/amounts';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryContent } from '@/components/query-content';
import { useSpendBudgets } from '../api/spend';
import { CsvLink, DataTable, Empty, errorText, SpendSection, Td, Th } from './spend-bits';
import { COLORS, compactBRL, longMonth, money } from './spend-format';
import { thisMonth } from './period-picker';

/** Each budget of a month against what was reserved, committed and spent (the checkout's own figures). */
export function BudgetVsActual() {
  const [month, setMonth] = useState(thisMonth);
  const id = useId();
  const query = useSpendBudgets(month);
  return (
    <SpendSection
      title="Orçado × realizado"
      description="Por centro de custo, no mês: o orçamento ao lado do gasto, comprometido e reservado."
      actions={
        <>
          <label htmlFor={id} className="sr-only">
            Mês do orçamento
          </label>
          <input
            id={id}
            type="month"
            value={month}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
          />
          <CsvLink view="budgets" query={{ month }} label="orçado × realizado" />
        </>
      }
    >
      <QueryContent query={query} loading="Calculando…" error={errorText(query.error, 'Não foi possível calcular.')}>
        {(view) => {
          const rows = view.budgets.map((b) => ({
            ...b,
            label: `${b.costCentreName} · ${b.categoryName ?? 'geral'}`,
          }));
          if (rows.length === 0 && view.unbudgeted.length === 0)
            return <Empty>Nenhum orçamento nem gasto em {longMonth(view.month)}.</Empty>;
          return (
            <>
              {rows.length === 0 ? (
                <Empty>Nenhum orçamento cadastrado. Cadastre orçamentos por centro de custo nas configurações.</Empty>
              ) : (
                <div
                  style={{ height: Math.max(160, rows.length * 56 + 50) }}
                  role="img"
                  aria-label={`Gráfico de barras: orçamento e realizado por centro de custo em ${longMonth(view.month)}`}
                >
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
                      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
                      <XAxis type="number" tickFormatter={compactBRL} tick={{ fontSize: 11 }} />
                      <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={120} />
                      <Tooltip formatter={(v, name) => [money(Number(v)), name]} />
                      <Legend wrapperStyle={{ fontSize: 12 }} />
                      <Bar dataKey="budget" name="Orçamento" fill={COLORS.budget} />
                      <Bar dataKey="spent" name={AMOUNTS.spent.label} stackId="u" fill={COLORS.spent} />
                      <Bar dataKey="committed" name={AMOUNTS.committed.label} stackId="u" fill={COLORS.committed} />
                      <Bar dataKey="reserved" name={AMOUNTS.reserved.label} stackId="u" fill={COLORS.reserved} />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              )}
              <DataTable caption={`Orçado × realizado em ${longMonth(view.month)}`}>
                <thead>
                  <tr>
                    <Th>Centro de custo</Th>
                    <Th numeric>Orçamento</Th>
                    <Th numeric>{AMOUNTS.spent.label}</Th>
                    <Th numeric>{AMOUNTS.committed.label}</Th>
                    <Th numeric>{AMOUNTS.reserved.label}</Th>
                    <Th numeric>Disponível</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((b) => (
                    <tr key={b.budgetId}>
                      <Td>{b.label}</Td>
                      <Td numeric>{money(b.budget)}</Td>
                      <Td numeric>{money(b.spent)}</Td>
                      <Td numeric>{money(b.committed)}</Td>
                      <Td numeric>{money(b.reserved)}</Td>
                      <Td numeric>
                        <span className={b.remaining < 0 ? 'font-semibold text-red-700' : undefined}>
                          {money(b.remaining)}
                          {b.remaining < 0 && ' (estourou)'}
                        </span>
                      </Td>
                    </tr>
                  ))}
                  {view.unbudgeted.map((u) => (
                    <tr key={u.costCentreId ?? u.name}>
                      <Td>{u.name} · sem orçamento</Td>
                      <Td numeric>—</Td>
                      <Td numeric>{money(u.spent)}</Td>
                      <Td numeric>{money(u.committed)}</Td>
                      <Td numeric>{money(u.reserved)}</Td>
                      <Td numeric>—</Td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </>
          );
        }}
      </QueryContent>
    </SpendSection>
  );
}
