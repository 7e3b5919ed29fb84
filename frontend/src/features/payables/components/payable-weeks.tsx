import { QueryContent } from '@/components/query-content';
import { cn } from '@/lib/cn';
import { formatBRL, formatQuantity } from '@/lib/format';
import { usePayableWeeks, type PayableWeeks } from '../api/payables';
import { shortDay } from './payable-words';

type Totals = PayableWeeks['overdue'];

/** A tile's bar against the tallest week: how the coming weeks compare, at a glance (decoration only). */
function Bar({ total, max, tone }: { total: number; max: number; tone: string }) {
  const width = max > 0 ? Math.max(total > 0 ? 4 : 0, Math.round((total / max) * 100)) : 0;
  return (
    <div aria-hidden className="mt-2 h-1.5 rounded-full bg-slate-100">
      <div className={cn('h-full rounded-full', tone)} style={{ width: `${width}%` }} />
    </div>
  );
}

function Tile({
  title,
  range,
  totals,
  max,
  alarm = false,
}: {
  title: string;
  range?: string;
  totals: Totals;
  max: number;
  /** The overdue tile turns red when anything is in it. */
  alarm?: boolean;
}) {
  const red = alarm && totals.count > 0;
  return (
    <li className={cn('min-w-0 rounded-xl border bg-white p-3', red ? 'border-red-300 bg-red-50' : 'border-slate-200')}>
      <h3 className={cn('text-sm font-semibold', red ? 'text-red-800' : 'text-slate-700')}>{title}</h3>
      {range && <p className="text-xs text-slate-500">{range}</p>}
      <p
        className={cn(
          'mt-1 text-base font-bold tabular-nums [overflow-wrap:anywhere] sm:text-lg',
          red && 'text-red-700',
        )}
      >
        {formatBRL(totals.total)}
      </p>
      <p className={cn('text-xs', red ? 'text-red-800' : 'text-slate-600')}>
        {totals.count === 0 ? 'Nenhuma conta' : formatQuantity(totals.count, 'conta', 'contas')}
      </p>
      {totals.inReviewTotal > 0 && (
        <p className="text-xs font-medium text-amber-800">{formatBRL(totals.inReviewTotal)} em conferência</p>
      )}
      <Bar total={totals.total} max={max} tone={red ? 'bg-red-500' : 'bg-brand-600'} />
    </li>
  );
}

/** What is overdue, then this week and the next four (Monday to Sunday): totals a pagar, credits taken off. */
export function PayableWeeksView({ weeks }: { weeks: PayableWeeks }) {
  const max = Math.max(weeks.overdue.total, ...weeks.weeks.map((w) => w.total));
  return (
    <ul aria-label="Vencimentos por semana" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <Tile title="Vencidas" totals={weeks.overdue} max={max} alarm />
      {weeks.weeks.map((w, i) => (
        <Tile
          key={w.start}
          title={i === 0 ? 'Esta semana' : `Semana de ${shortDay(w.start)}`}
          range={`${shortDay(w.start)} a ${shortDay(w.end)}`}
          totals={w}
          max={max}
        />
      ))}
    </ul>
  );
}

const NOTHING: Totals = { total: 0, count: 0, inReviewCount: 0, inReviewTotal: 0 };

/**
 * The six tiles' boxes while the weeks load: the same markup with its words hidden, so the list under
 * them does not move when the figures arrive.
 */
function PayableWeeksSkeleton() {
  return (
    <ul
      aria-hidden
      className="grid animate-pulse grid-cols-2 gap-3 text-transparent sm:grid-cols-3 xl:grid-cols-6 [&_*]:!text-transparent"
    >
      <Tile title="Vencidas" totals={NOTHING} max={0} />
      {['Esta semana', 'Semana 2', 'Semana 3', 'Semana 4', 'Semana 5'].map((title) => (
        <Tile key={title} title={title} range="00/00 a 00/00" totals={NOTHING} max={0} />
      ))}
    </ul>
  );
}

export function PayableWeeksSection() {
  const weeks = usePayableWeeks();
  return (
    <section aria-labelledby="payable-weeks-title" className="space-y-3">
      <h2 id="payable-weeks-title" className="text-lg font-semibold">
        O que vence
      </h2>
      {weeks.isPending ? (
        <>
          <p role="status" className="sr-only">
            Carregando os vencimentos…
          </p>
          <PayableWeeksSkeleton />
        </>
      ) : (
        <QueryContent
          query={weeks}
          loading="Carregando os vencimentos…"
          error="Não foi possível carregar os vencimentos."
        >
          {(data) => <PayableWeeksView weeks={data} />}
        </QueryContent>
      )}
    </section>
  );
}
