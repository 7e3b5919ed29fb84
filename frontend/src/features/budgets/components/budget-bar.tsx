import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/cn';

export interface BudgetFigures {
  amount: number;
  spent: number;
  committed: number;
  reserved: number;
  remaining: number;
}

const SEGMENTS = [
  { key: 'spent', label: 'Gasto', className: 'bg-brand-700' },
  { key: 'committed', label: 'Comprometido', className: 'bg-sky-500' },
  { key: 'reserved', label: 'Reservado', className: 'bg-amber-400' },
] as const;

/**
 * A budget's month as one bar (spent, committed, reserved, then what remains) with the same figures
 * in text: the bar is decoration for sighted readers, the list is what screen readers get.
 */
export function BudgetBar({ figures, compact = false }: { figures: BudgetFigures; compact?: boolean }) {
  const used = figures.spent + figures.committed + figures.reserved;
  const scale = Math.max(figures.amount, used) || 1;
  const over = figures.remaining < 0;
  return (
    <div className="space-y-1.5">
      <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-slate-100">
        {SEGMENTS.map((s) =>
          figures[s.key] > 0 ? (
            <div
              key={s.key}
              className={cn(s.className, over && 'bg-red-500')}
              style={{ width: `${(figures[s.key] / scale) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600', compact && 'gap-x-3')}>
        {SEGMENTS.map((s) => (
          <div key={s.key} className="flex items-center gap-1">
            <span aria-hidden className={cn('inline-block h-2 w-2 rounded-full', s.className)} />
            <dt>{s.label}:</dt>
            <dd className="font-medium text-slate-800">{formatBRL(figures[s.key])}</dd>
          </div>
        ))}
        <div className="flex items-center gap-1">
          <dt>{over ? 'Acima em' : 'Resta'}:</dt>
          <dd className={cn('font-semibold', over ? 'text-red-700' : 'text-slate-900')}>
            {formatBRL(Math.abs(figures.remaining))}
          </dd>
        </div>
      </dl>
    </div>
  );
}
