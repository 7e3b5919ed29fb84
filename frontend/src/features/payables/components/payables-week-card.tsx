import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatQuantity } from '@/lib/format';
import { usePayableWeeks, type PayableWeeks } from '../api/payables';
import { shortDay } from './payable-words';

function ThisWeek({ weeks }: { weeks: PayableWeeks }) {
  const week = weeks.weeks[0]!;
  const { overdue } = weeks;
  return (
    <div className="space-y-2">
      <p className="text-3xl font-bold tabular-nums">{formatBRL(week.total)}</p>
      <p className="text-sm text-slate-600">
        {week.count === 0 ? 'Nenhuma conta' : formatQuantity(week.count, 'conta', 'contas')} até {shortDay(week.end)}
        {week.inReviewTotal > 0 && (
          <span className="text-amber-800"> · {formatBRL(week.inReviewTotal)} em conferência</span>
        )}
      </p>
      {overdue.count > 0 && (
        <p className="flex items-start gap-1.5 rounded-md bg-red-50 px-2 py-1.5 text-sm font-medium text-red-700">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {formatQuantity(overdue.count, 'vencida', 'vencidas')}: {formatBRL(overdue.total)}
        </p>
      )}
    </div>
  );
}

/** The dashboard's "A pagar nesta semana": this week's total (credits taken off) and what is already late. */
export function PayablesWeekCard() {
  const weeks = usePayableWeeks();
  return (
    <Card role="region" aria-labelledby="payables-week-card-title">
      <CardHeader className="pb-2">
        <CardTitle as="h2" id="payables-week-card-title">
          A pagar nesta semana
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <QueryContent
          query={weeks}
          loading="Carregando contas a pagar…"
          error="Não foi possível carregar as contas a pagar."
        >
          {(data) => <ThisWeek weeks={data} />}
        </QueryContent>
        <Link to="/app/contas-a-pagar" className="inline-block text-sm font-medium text-brand-700 hover:underline">
          Ver contas a pagar
        </Link>
      </CardContent>
    </Card>
  );
}
