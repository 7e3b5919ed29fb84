import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StateBadge } from '@/components/state-badge';
import { formatBRL } from '@/lib/format';
import type { OrderDetail } from '../api/orders';
import { LINE_STATE, lineLabel, lineState } from '../../../../../functions/orders/state-vocabulary';
import { refusalLabel } from './refusal-label';

type Line = OrderDetail['items'][number];

/** A line as the vocabulary reads it: approval, then the supplier's answer. */
export const lineFacts = (i: Line) => ({
  status: i.status,
  supplierStatus: i.supplier_status,
  acceptedQuantity: i.accepted_quantity,
  quantity: i.quantity,
});

/**
 * A supplier's lines: what was asked, its price, the approver's note and the supplier's answer. A line
 * may be refused on its own while it is still the viewer's to decide (`refusable`); approving is the part's.
 */
export function PartLines({
  lines,
  refusable,
  onRefuse,
}: {
  lines: Line[];
  refusable: (line: Line) => boolean;
  onRefuse: (line: Line) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={i.product_name}>
          <div className="min-w-0">
            <p className="font-medium [overflow-wrap:anywhere]">{i.product_name}</p>
            <p className="text-xs text-slate-500">
              {i.quantity} {i.product_unit} × {formatBRL(i.unit_price)} = {formatBRL(i.total_price)}
            </p>
            {i.admin_notes && <p className="mt-1 text-sm text-slate-700">Nota: {i.admin_notes}</p>}
            {i.supplier_status === 'ACCEPTED' && (
              <p className="mt-1 text-sm text-emerald-700">
                Fornecedor confirmou {i.accepted_quantity ?? i.quantity} de {i.quantity} {i.product_unit}
              </p>
            )}
            {i.supplier_status === 'REFUSED' && (
              <p className="mt-1 text-sm text-red-700">
                Fornecedor recusou: {refusalLabel(i.refusal_reason ?? 'OUTRO')}
                {i.supplier_note ? ` — ${i.supplier_note}` : ''}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <StateBadge word={{ ...LINE_STATE[lineState(lineFacts(i))], label: lineLabel(lineFacts(i)) }} />
            {refusable(i) && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Recusar ${i.product_name}`}
                disabled={i.status === 'REJECTED'}
                onClick={() => onRefuse(i)}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
