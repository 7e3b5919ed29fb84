import { useMemo, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryContent } from '@/components/query-content';
import { formatDay } from '@/lib/format';
import { useSpendPrices, type Period, type SpendPrices } from '../api/spend';
import { CsvLink, DataTable, Empty, errorText, SpendSection, Td, Th } from './spend-bits';
import { COLORS, money, shortWeek } from './spend-format';

const TOP = 5;

/** "How much did we pay for tomatoes each week?": the weighted average price of the top products. */
export function PriceOverTime({ period }: { period: Period }) {
  const query = useSpendPrices(period, TOP);
  return (
    <SpendSection
      title="Preço pago por semana"
      description={`Os ${TOP} produtos de maior gasto no período: preço médio por semana, ponderado pelas unidades.`}
      actions={<CsvLink view="prices" query={{ ...period, top: TOP }} label="preço pago por semana" />}
    >
      <QueryContent query={query} loading="Calculando…" error={errorText(query.error, 'Não foi possível calcular.')}>
        {(view) =>
          view.products.length === 0 ? (
            <Empty>Nenhuma compra aprovada neste período.</Empty>
          ) : (
            <PriceChart products={view.products} />
          )
        }
      </QueryContent>
    </SpendSection>
  );
}

type Product = SpendPrices['products'][number];
const labelOf = (p: Product) => `${p.name} (${p.unit})`;

function PriceChart({ products }: { products: Product[] }) {
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const shown = products.filter((p) => !hidden.has(p.key));
  // One row per week, one column per product (p0, p1…: recharts reads dots in a key as a path).
  const rows = useMemo(() => {
    const weeks = [...new Set(products.flatMap((p) => p.weeks.map((w) => w.week)))].sort();
    return weeks.map((week) => ({
      week,
      ...Object.fromEntries(products.map((p, i) => [`p${i}`, p.weeks.find((w) => w.week === week)?.averagePrice])),
    }));
  }, [products]);
  const toggle = (key: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <>
      <fieldset className="mb-3 min-w-0">
        <legend className="mb-1 text-xs font-medium text-slate-600">Produtos no gráfico</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {products.map((p, i) => (
            <label key={p.key} className="inline-flex min-w-0 max-w-full items-center gap-1.5 text-sm">
              <input type="checkbox" checked={!hidden.has(p.key)} onChange={() => toggle(p.key)} />
              <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: COLORS.lines[i] }} aria-hidden />
              <span className="truncate">
                {labelOf(p)} · {money(p.averagePrice)} em média
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {shown.length === 0 ? (
        <Empty>Escolha ao menos um produto.</Empty>
      ) : (
        <div
          className="h-64"
          role="img"
          aria-label="Gráfico de linhas: preço médio pago por semana dos produtos escolhidos"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="week" tickFormatter={shortWeek} tick={{ fontSize: 11 }} minTickGap={12} />
              <YAxis
                tickFormatter={(v: number) => money(v)}
                tick={{ fontSize: 11 }}
                width={80}
                domain={['auto', 'auto']}
              />
              <Tooltip
                labelFormatter={(w) => `Semana de ${formatDay(String(w))}`}
                formatter={(v, name) => [money(Number(v)), name]}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {products.map((p, i) =>
                hidden.has(p.key) ? null : (
                  <Line
                    key={p.key}
                    type="monotone"
                    dataKey={`p${i}`}
                    name={labelOf(p)}
                    stroke={COLORS.lines[i]}
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    connectNulls
                  />
                ),
              )}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      <DataTable caption="Preço médio pago por semana">
        <thead>
          <tr>
            <Th>Produto</Th>
            <Th>Semana de</Th>
            <Th numeric>Preço médio</Th>
            <Th numeric>Unidades</Th>
            <Th numeric>Valor</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.flatMap((p) =>
            p.weeks.map((w) => (
              <tr key={`${p.key}-${w.week}`}>
                <Td>
                  {labelOf(p)} · {p.supplierName}
                </Td>
                <Td>{formatDay(w.week)}</Td>
                <Td numeric>{money(w.averagePrice)}</Td>
                <Td numeric>{w.units}</Td>
                <Td numeric>{money(w.amount)}</Td>
              </tr>
            )),
          )}
        </tbody>
      </DataTable>
    </>
  );
}
