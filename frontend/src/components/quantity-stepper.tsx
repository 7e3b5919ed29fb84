import { Minus, Plus } from 'lucide-react';

/** − [n] + with a floor (the minimum order); typing a number works too. */
export function QuantityStepper({
  value,
  min,
  onChange,
  label,
  disabled,
}: {
  value: number;
  min: number;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const set = (next: number) => onChange(Math.max(min, Number.isFinite(next) ? Math.floor(next) : min));
  return (
    <div className="inline-flex items-center rounded-md border border-slate-300" role="group" aria-label={label}>
      <button
        type="button"
        className="p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
        aria-label="Diminuir"
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        <Minus className="h-3.5 w-3.5" aria-hidden />
      </button>
      <input
        className="w-12 border-x border-slate-300 py-1 text-center text-sm"
        inputMode="numeric"
        aria-label="Quantidade"
        value={value}
        disabled={disabled}
        onChange={(e) => set(Number(e.target.value.replace(/\D/g, '')) || min)}
      />
      <button
        type="button"
        className="p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
        aria-label="Aumentar"
        disabled={disabled}
        onClick={() => set(value + 1)}
      >
        <Plus className="h-3.5 w-3.5" aria-hidden />
      </button>
    </div>
  );
}
