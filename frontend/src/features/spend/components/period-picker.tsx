import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { saoPauloMonth } from '@/lib/dates';
import type { Period } from '../api/spend';

/** This month in São Paulo, 'AAAA-MM' (what the API calls "now" too). */
export const thisMonth = () => saoPauloMonth();
export function addMonths(month: string, n: number) {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
export const lastMonths = (n: number): Period => ({ from: addMonths(thisMonth(), -(n - 1)), to: thisMonth() });

const PRESETS = [
  { label: '3 meses', period: () => lastMonths(3) },
  { label: '12 meses', period: () => lastMonths(12) },
  { label: 'Este ano', period: () => ({ from: `${thisMonth().slice(0, 4)}-01`, to: thisMonth() }) },
];

/** From/to months (native month inputs, labelled), plus a few presets; applied only when valid. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const [draft, setDraft] = useState(value);
  const [last, setLast] = useState(value);
  if (last !== value) {
    // The period changed from outside (a preset): the inputs follow it.
    setLast(value);
    setDraft(value);
  }
  const id = useId();
  const error =
    !draft.from || !draft.to
      ? 'Informe os dois meses.'
      : draft.from > draft.to
        ? 'O mês inicial deve vir antes do final.'
        : null;
  const change = (next: Period) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">Período</legend>
      <div>
        <label htmlFor={`${id}-from`} className="block text-xs font-medium text-slate-600">
          De
        </label>
        <input
          id={`${id}-from`}
          type="month"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => change({ ...draft, from: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-xs font-medium text-slate-600">
          Até
        </label>
        <input
          id={`${id}-to`}
          type="month"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => change({ ...draft, to: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Períodos prontos">
        {PRESETS.map((preset) => {
          const period = preset.period();
          const active = period.from === value.from && period.to === value.to;
          return (
            <Button
              key={preset.label}
              type="button"
              size="sm"
              variant={active ? 'secondary' : 'ghost'}
              aria-pressed={active}
              onClick={() => onChange(period)}
            >
              {preset.label}
            </Button>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
