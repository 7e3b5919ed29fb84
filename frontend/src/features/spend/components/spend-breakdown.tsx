import { AMOUNTS } from '@/lib/amounts';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { DIMENSIONS, useSpendBreakdown, type Dimension, type Period } from '../api/spend';
import { CsvLink, Empty, errorText, SpendSection, Td, Th } from './spend-bits';
import { COLORS, compactBRL, money, share } from './spend-format';

/** Bars for the largest ten; the table lists every row. */
const CHART_ROWS = 10;
const clip = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** Spend split by supplier, category, cost centre or member, as bars or as a table. */
export function SpendBreakdown({ period }: { period: Period }) {
  const [dimension, setDimension] = useState<Dimension>('suppliers');
  const [asTable, setAsTable] = useState(false);
  const query = useSpendBreakdown(dimension, period);
  const current = DIMENSIONS.find((d) => d.value === dimension)!;
  return (
    <SpendSection
      title={`Gastos por ${current.label.toLowerCase()}`}
      description="Do maior ao menor (gasto + comprometido); a participação é sobre o total do período."
      actions={
        <>
          <div className="inline-flex rounded-md border border-slate-300 p-0.5" role="group" aria-label="Mostrar como">
            <Button
              type="button"
              size="sm"
              variant={asTable ? 'ghost' : 'secondary'}
              aria-pressed={!asTable}
              onClick={() => setAsTable(false)}
            >
              Gráfico
            </Button>
            <Button
              type="button"
              size="sm"
              variant={asTable ? 'secondary' : 'ghost'}
              aria-pressed={asTable}
              onClick={() => setAsTable(true)}
            >
              Tabela
            </Button>
          </div>
          <CsvLink view={dimension} query={{ ...period }} label={`gastos por ${current.label.toLowerCase()}`} />
        </>
      }
    >
      <div className="mb-3 flex flex-wrap gap-1" role="group" aria-label="Agrupar por">
        {DIMENSIONS.map((d) => (
          <Button
            key={d.value}
            type="button"
            size="sm"
            variant={d.value === dimension ? 'default' : 'outline'}
            aria-pressed={d.value === dimension}
            onClick={() => setDimension(d.value)}
          >
            {d.label}
          </Button>
        ))}
      </div>
      <QueryContent query={query} loading="Calculando…" error={errorText(query.error, 'Não foi possível calcular.')}>
        {(view) =>
          view.data.length === 0 ? (
            <Empty>Nenhum gasto neste período.</Empty>
          ) : asTable ? (
            <BreakdownTable column={current.column} rows={view.data} />
          ) : (
            <>
              <div
                style={{ height: Math.max(140, Math.min(view.data.length, CHART_ROWS) * 40 + 50) }}
                role="img"
                aria-label={`Gráfico de barras: gastos por ${current.label.toLowerCase()}; os dados estão na tabela (botão Tabela)`}
              >
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={view.data.slice(0, CHART_ROWS)}
                    layout="vertical"
                    margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
                    <XAxis type="number" tickFormatter={compactBRL} tick={{ fontSize: 11 }} />
                    <YAxis type="category" dataKey="name" tickFormatter={clip} tick={{ fontSize: 11 }} width={120} />
                    <Tooltip formatter={(v, name) => [money(Number(v)), name]} />
                    <Legend wrapperStyle={{ fontSize: 12 }} />
                    <Bar dataKey="spent" name={AMOUNTS.spent.label} stackId="s" fill={COLORS.spent} />
                    <Bar dataKey="committed" name={AMOUNTS.committed.label} stackId="s" fill={COLORS.committed} />
                    <Bar dataKey="reserved" name={AMOUNTS.reserved.label} stackId="s" fill={COLORS.reserved} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              {view.data.length > CHART_ROWS && (
                <p className="mt-2 text-xs text-slate-500">
                  Os {CHART_ROWS} maiores de {view.data.length}; a tabela mostra todos.
                </p>
              )}
            </>
          )
        }
      </QueryContent>
    </SpendSection>
  );
}

type Row = {
  id: string | null;
  name: string;
  spent: number;
  committed: number;
  reserved: number;
  share: number | null;
};

function BreakdownTable({ column, rows }: { column: string; rows: Row[] }) {
  return (
    <div className="w-full overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Gastos por {column.toLowerCase()}</caption>
        <thead>
          <tr>
            <Th>{column}</Th>
            <Th numeric>{AMOUNTS.spent.label}</Th>
            <Th numeric>{AMOUNTS.committed.label}</Th>
            <Th numeric>{AMOUNTS.reserved.label}</Th>
            <Th numeric>Participação</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id ?? r.name}>
              <Td>{r.name}</Td>
              <Td numeric>{money(r.spent)}</Td>
              <Td numeric>{money(r.committed)}</Td>
              <Td numeric>{money(r.reserved)}</Td>
              <Td numeric>{share(r.share)}</Td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
