import { Menu, X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The phone's menu button: opens and closes the navigation it controls. */
export function MenuToggle({
  open,
  onToggle,
  controls,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the navigation it opens. */
  controls: string;
  /** Where it hides (the width from which the full navigation shows). */
  className: string;
}) {
  return (
    <button
      type="button"
      className={cn('rounded-md p-2 text-slate-600 hover:bg-slate-100', className)}
      aria-label={open ? 'Fechar menu' : 'Abrir menu'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
    </button>
  );
}
