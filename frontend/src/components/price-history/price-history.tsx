import { lazy, Suspense } from 'react';
import { formatBRL } from '@/lib/format';
import { KIND_LABEL, longDay, pointsOf, type PriceHistoryData, type PricePoint } from './points';

// recharts loads with the chart only, when a history has points to draw.
const PriceHistoryChart = lazy(() => import('./price-history-chart').then((m) => ({ default: m.PriceHistoryChart })));

const lowest = (points: PricePoint[]) =>
  points.reduce<PricePoint | undefined>((low, p) => (!low || p.unitPrice < low.unitPrice ? p : low), undefined);

/** "Último pago R$ 10,00 em 27/11/2026 (Fornecedor) · Menor cotado R$ 9,80 (Fornecedor)": the chart in words. */
function Summary({ points, unit }: { points: PricePoint[]; unit: string }) {
  const lastPaid = points.filter((p) => p.kind === 'paid').at(-1);
  const bestQuote = lowest(points.filter((p) => p.kind === 'quoted'));
  const listPrice = points.filter((p) => p.kind === 'list').at(-1);
  return (
    <p className="text-sm text-slate-700">
      {listPrice && (
        <>
          Tabela: <strong>{formatBRL(listPrice.unitPrice)}</strong>/{unit} desde {longDay(listPrice.t)}
          {' · '}
        </>
      )}
      {lastPaid ? (
        <>
          Último pago: <strong>{formatBRL(lastPaid.unitPrice)}</strong>/{unit} em {longDay(lastPaid.t)} (
          {lastPaid.supplierName})
        </>
      ) : (
        'Nada pago no período'
      )}
      {' · '}
      {bestQuote ? (
        <>
          Menor cotado: <strong>{formatBRL(bestQuote.unitPrice)}</strong>/{unit} em {longDay(bestQuote.t)} (
          {bestQuote.supplierName})
        </>
      ) : (
        'Nada cotado no período'
      )}
    </p>
  );
}

/**
 * A product's price history for the organization: what it paid ("Pago"), what it was quoted
 * ("Cotado") and, on its own price list, each price the line held and who set it ("Tabela"), in words, drawn (lazily) and as a table that only screen readers read. Shared by the
 * product screen and the cotação comparison, each fetching through its own feature.
 */
export function PriceHistory({ history }: { history: PriceHistoryData }) {
  const points = pointsOf(history);
  const { name, unit } = history.product;
  const period = `nos últimos ${history.months} meses`;
  if (points.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        Sem histórico de preço ainda. As compras aprovadas, as cotações respondidas e as mudanças da sua lista de preços
        deste produto aparecem aqui.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Summary points={points} unit={unit} />
      <Suspense fallback={<p className="h-56 text-sm text-slate-500">Carregando gráfico…</p>}>
        <PriceHistoryChart
          points={points}
          unit={unit}
          label={`Gráfico do preço por ${unit} de ${name} ${period}: ${
            points.some((p) => p.kind === 'list') ? 'tabela, pago e cotado' : 'pago e cotado'
          }`}
        />
      </Suspense>
      {/* A table ignores overflow: the wrapper is what keeps its width off a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>
            Histórico de preços de {name} {period}
          </caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Tipo</th>
              <th scope="col">Preço por {unit}</th>
              <th scope="col">Fornecedor</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.kind}-${p.at}-${i}`}>
                <td>{longDay(p.t)}</td>
                <td>{KIND_LABEL[p.kind]}</td>
                <td>{formatBRL(p.unitPrice)}</td>
                <td>{p.supplierName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
