import { formatCount, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { FeatureUsage } from '../api/billing';

/** One counted feature: usage against the limit, and when the count starts over. */
export function UsageBar({ feature }: { feature: FeatureUsage }) {
  const limit = feature.limit ?? 0;
  const usage = feature.usage ?? 0;
  const ratio = limit > 0 ? Math.min(1, usage / limit) : 1;
  const tone = ratio >= 1 ? 'bg-red-600' : ratio >= 0.8 ? 'bg-amber-500' : 'bg-brand-600';
  const id = `usage-${feature.slug}`;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium">
          {feature.name.charAt(0).toUpperCase() + feature.name.slice(1)}
        </span>
        <span className="tabular-nums text-slate-600">
          {formatCount(usage)} de {formatCount(limit)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={usage}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full transition-all', tone)}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {feature.nextReset ? `Reinicia em ${formatDateTime(feature.nextReset)}` : 'Membros e convites pendentes'}
        {ratio >= 1 && ' · limite atingido'}
      </p>
    </div>
  );
}
