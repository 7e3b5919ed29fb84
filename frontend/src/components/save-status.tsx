import { Check, Loader2 } from 'lucide-react';
import type { AutosaveState } from '@/lib/use-autosave';

/** Beside a field that saves itself: "Salvando…" on the way, "Salvo" once it landed. */
export function SaveStatus({ state }: { state: AutosaveState }) {
  return (
    <p role="status" className="min-h-4 text-xs text-slate-500">
      {state.kind === 'saving' && (
        <span className="inline-flex items-center gap-1">
          <Loader2 className="h-3 w-3 animate-spin" aria-hidden /> Salvando…
        </span>
      )}
      {state.kind === 'saved' && (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <Check className="h-3 w-3" aria-hidden /> Salvo
        </span>
      )}
    </p>
  );
}
