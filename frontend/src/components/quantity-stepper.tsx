import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Why a typed quantity cannot be used, or null when it can (pt-BR, shown under the field). */
export function quantityError(text: string, min: number, max?: number, unit?: string): string | null {
  const trimmed = text.trim();
  const suffix = unit ? ` ${unit}` : '';
  if (trimmed === '') return 'Informe uma quantidade';
  if (!/^\d+$/.test(trimmed)) return 'Informe um número inteiro';
  const n = Number(trimmed);
  if (n < min) return `Mínimo de ${min}${suffix}`;
  if (max !== undefined && n > max) return `Máximo de ${max}${suffix}`;
  return null;
}

/**
 * − [n] + with a floor (the minimum order). The field keeps what the person types (a draft): a valid
 * whole number ≥ min reaches `onChange`; anything else shows an inline error and is never rewritten —
 * not on each keystroke (typing "12" with a minimum of 5 must not become 52) and not on blur either:
 * silently putting back the old number would hide that what was typed was not taken. A new `value`
 * from outside (a save, another screen) replaces the draft.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  onValidityChange,
  label,
  unit,
  error: outsideError,
  disabled,
  showLabel,
}: {
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
  /** Told whenever what is typed turns valid or invalid (e.g. to disable "Adicionar"). */
  onValidityChange?: (valid: boolean) => void;
  label: string;
  /** Shown in the minimum's message: "Mínimo de 5 kg". */
  unit?: string;
  /** An error from elsewhere (the save failed), shown when the draft itself is fine. */
  error?: string | null;
  disabled?: boolean;
  /** In a form the label is shown above the field; on a product's line the product already names it. */
  showLabel?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new value replaces the draft, unless it is the echo of what was just typed ("012" stays).
  if (value !== shown) {
    setShown(value);
    if (Number(draft.trim()) !== value || quantityError(draft, min, max) !== null) setDraft(String(value));
  }
  const localError = quantityError(draft, min, max, unit);
  // A minimum or value changed from outside (a refetch) can make what is shown invalid, or valid again.
  const validNow = localError === null;
  const reportValidity = useRef(onValidityChange);
  useEffect(() => {
    reportValidity.current = onValidityChange;
  });
  useEffect(() => {
    reportValidity.current?.(validNow);
  }, [validNow]);
  const error = localError ?? outsideError ?? null;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;

  const edit = (text: string) => {
    setDraft(text);
    const problem = quantityError(text, min, max);
    onValidityChange?.(problem === null);
    if (problem === null && Number(text.trim()) !== value) onChange(Number(text.trim()));
  };
  // Steps start from what is typed when it is a number, else from the last valid value.
  const base = /^\d+$/.test(draft.trim()) ? Number(draft.trim()) : value;
  const clamp = (n: number) => Math.min(max ?? Number.MAX_SAFE_INTEGER, Math.max(min, n));
  const step = (delta: number) => edit(String(clamp(base + delta)));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div className="inline-flex flex-col gap-1">
      {showLabel && (
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
      )}
      <div
        className={cn(
          'inline-flex w-fit items-center rounded-md border',
          error ? 'border-red-500' : 'border-slate-300',
          disabled && 'opacity-60',
        )}
        role="group"
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? labelId : undefined}
      >
        <button
          type="button"
          className="p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          aria-label="Diminuir"
          disabled={disabled || base <= min}
          onClick={() => step(-1)}
        >
          <Minus className="h-3.5 w-3.5" aria-hidden />
        </button>
        <input
          className="w-14 border-x border-slate-300 py-1 text-center text-sm tabular-nums outline-offset-0"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label="Quantidade"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft}
          disabled={disabled}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
          aria-label="Aumentar"
          disabled={disabled || (max !== undefined && base >= max)}
          onClick={() => step(1)}
        >
          <Plus className="h-3.5 w-3.5" aria-hidden />
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="max-w-40 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
