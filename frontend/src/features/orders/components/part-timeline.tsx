import { SUPPLIER_ORDER_EVENT } from '../../../../../functions/orders/state-vocabulary';
import { formatDateTime, formatDay } from '@/lib/format';
import type { OrderDetail } from '../api/orders';
import { refusalLabel } from './refusal-label';

type Part = OrderDetail['supplier_orders'][number];

/**
 * A supplier order's moves: sent, confirmed with the promised date, refused lines, cancelled, received
 * (with why its installments follow the payment term, when they do).
 */
export function PartTimeline({ part }: { part: Part }) {
  return (
    <ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
      {part.timeline.map((e, i) => {
        const refused =
          (e.data.refused as { product: string; reason: string; note: string | null }[] | undefined) ?? [];
        return (
          <li key={i}>
            <span className="font-medium">{SUPPLIER_ORDER_EVENT[e.action] ?? e.to_status}</span>
            {e.action === 'acknowledge' && typeof e.data.promisedDate === 'string' && (
              <span> · entrega prometida para {formatDay(e.data.promisedDate)}</span>
            )}
            {e.actor_name && <span className="text-slate-600"> · {e.actor_name}</span>}
            <span className="text-slate-500"> · {formatDateTime(e.created_at)}</span>
            {/* A due date the NF-e gave that does not exist: the receipt's payables follow the payment term. */}
            {e.action === 'receive' && typeof e.data.dueDatesNotice === 'string' && (
              <p className="mt-1 text-amber-800">{e.data.dueDatesNotice}</p>
            )}
            {refused.length > 0 && (
              <ul className="mt-1 text-red-700">
                {refused.map((r) => (
                  <li key={r.product}>
                    Recusou {r.product}: {refusalLabel(r.reason)}
                    {r.note ? ` — ${r.note}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
      {part.timeline.length === 0 && <li className="text-slate-500">Aguardando a aprovação dos itens.</li>}
    </ol>
  );
}
