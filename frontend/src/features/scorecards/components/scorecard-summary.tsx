import { Link } from 'react-router';
import { useScorecard } from '../api/scorecards';
import { METRICS, show } from './metrics';

const SHOWN = ['fillRate', 'onTimeRate', 'incidentRate'];

/** The supplier card's figures over the buyer's own orders of the last 90 days (nothing until there are some). */
export function ScorecardSummary({ supplierId }: { supplierId: string }) {
  const query = useScorecard({ kind: 'buyer', supplierId }, '90');
  if (!query.data || query.data.totals.orders === 0) return null;
  const totals = query.data.totals;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" aria-label="Desempenho nos seus pedidos">
      {METRICS.filter((m) => SHOWN.includes(m.key)).map((m) => (
        <span key={m.key} className="rounded-md bg-slate-100 px-2 py-1">
          {m.label}: <strong>{show(m, totals)}</strong>
        </span>
      ))}
      <Link to={`/app/scorecards/${supplierId}`} className="text-brand-700 hover:underline">
        Desempenho nos seus {totals.orders} pedidos
      </Link>
    </div>
  );
}
