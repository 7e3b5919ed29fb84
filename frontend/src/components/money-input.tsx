import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * A field for an amount in reais (read with `parseReais` from `@/lib/money`). Every prop reaches the
 * <input> itself, so FormField's id, aria-invalid and aria-describedby, `form.register` and
 * value/onChange work as on any Input; the wrapper only carries the "R$" a person sees.
 */
export const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...props }, ref) => (
    <div className="relative">
      {/* The label already says reais: read aloud, "R$" would come twice. */}
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
      >
        R$
      </span>
      <Input
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn('pl-9', className)}
        {...props}
      />
    </div>
  ),
);
MoneyInput.displayName = 'MoneyInput';
