import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatBRL, formatDay } from '@/lib/format';
import type { Payable } from '../api/payables';
import { PayDialog } from './pay-dialog';
import { PayableStatusBadge } from './payable-status-badge';
import { IN_REVIEW_HINT, payableTitle } from './payable-words';

const EDGE: Record<Payable['status'], string> = {
  OPEN: 'border-l-slate-300',
  OVERDUE: 'border-l-red-500',
  EM_CONFERENCIA: 'border-l-amber-500',
  PAID: 'border-l-emerald-500',
};

/** The credits taken off this payable, each with the incident it came from. */
function Credits({ payable }: { payable: Payable }) {
  return (
    <div className="space-y-1 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <ul aria-label="Créditos abatidos" className="space-y-0.5">
        {payable.credits.map((c) => (
          <li key={c.incidentId}>
            Crédito abatido: {formatBRL(c.amount)} (ocorrência de {c.productName}, pedido {c.supplierOrderNumber})
          </li>
        ))}
      </ul>
      <p className="font-semibold">
        {payable.status === 'PAID' ? 'Pago' : 'A pagar'}: {formatBRL(payable.amountDue)}
      </p>
    </div>
  );
}

/**
 * One payable as a card (a phone and a wide screen alike): who, which note and installment, when, how
 * much, what was credited, its state and what can be done with it. Named by its supplier and note.
 */
export function PayableCard({ payable: p, canPay }: { payable: Payable; canPay: boolean }) {
  const id = useId();
  const card = useRef<HTMLElement>(null);
  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={`${id}-supplier ${id}-title`}
      className={cn(
        'space-y-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 [overflow-wrap:anywhere]',
        EDGE[p.status],
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-supplier`} className="font-semibold">
            {p.supplier.name}
          </h3>
          <p id={`${id}-title`} className="text-sm text-slate-600">
            {payableTitle(p)}
          </p>
        </div>
        <PayableStatusBadge payable={p} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p>
          Vencimento: <strong className={cn(p.status === 'OVERDUE' && 'text-red-700')}>{formatDay(p.dueDate)}</strong>
        </p>
        <p>
          Valor: <strong className="tabular-nums">{formatBRL(p.amount)}</strong>
        </p>
        {p.suggested && (
          <p className="inline-flex items-center gap-1 text-emerald-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            Sugerida para pagamento
          </p>
        )}
      </div>
      {p.status === 'EM_CONFERENCIA' && (
        <p className="flex gap-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>Em conferência: {IN_REVIEW_HINT}.</span>
        </p>
      )}
      {p.credited > 0 && <Credits payable={p} />}
      {p.status === 'PAID' && (p.paidByName || p.note) && (
        <p className="text-sm text-slate-600">
          {p.paidByName && `Registrado por ${p.paidByName}`}
          {p.paidByName && p.note && ' · '}
          {p.note && `Observação: ${p.note}`}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Link
          to={`/app/orders/${p.supplierOrder.purchaseOrderId}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Ver pedido {p.supplierOrder.number}
        </Link>
        {canPay && p.status !== 'PAID' && <PayDialog payable={p} onPaid={() => card.current?.focus()} />}
      </div>
    </article>
  );
}
