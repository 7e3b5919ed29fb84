import { useEffect, useId, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { formatReaisInput, parseReais } from '@/lib/money';

/** Empty → no limit; NaN → not an amount (said inline, never applied). */
const parse = (text: string) => parseReais(text) ?? undefined;
const show = (value: number | undefined) => (value === undefined ? '' : formatReaisInput(value));

/** "De R$ … até R$ …": applied 500 ms after typing stops, refused inline while it makes no sense. */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min?: number;
  max?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(show(min));
  const [to, setTo] = useState(show(max));
  // A limit changed elsewhere (a link, "clear filters") replaces what was typed here.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    if (parse(from) !== min) setFrom(show(min));
    if (parse(to) !== max) setTo(show(max));
  }
  const low = parse(from);
  const high = parse(to);
  const error =
    Number.isNaN(low) || Number.isNaN(high)
      ? 'Use apenas números, como 12,50'
      : low !== undefined && high !== undefined && low > high
        ? 'O preço mínimo não pode ser maior que o máximo'
        : undefined;

  useEffect(() => {
    if (error || (low === min && high === max)) return;
    const handle = setTimeout(() => onChange(low, high), 500);
    return () => clearTimeout(handle);
  }, [low, high, min, max, error, onChange]);

  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">Preço (R$)</legend>
      <div className="flex items-center gap-2">
        <MoneyInput
          aria-label="Preço mínimo"
          placeholder="De"
          className="w-28"
          value={from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <span className="text-sm text-slate-500">até</span>
        <MoneyInput
          aria-label="Preço máximo"
          placeholder="Até"
          className="w-28"
          value={to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
