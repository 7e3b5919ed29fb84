import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The brand: "Abastece" with the subtitle "Mercado", linking to /app (the public catalogue's header
 * links home and shows only the mark on a phone).
 */
export function BrandMark({ to = '/app', compactOnPhone = false }: { to?: string; compactOnPhone?: boolean }) {
  return (
    // The name is the visible words (plus "— início" for screen readers): an aria-label differing from
    // the visible text fails voice control (axe label-content-name-mismatch).
    <Link to={to} className="inline-flex items-center gap-2 rounded-md">
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">
        <ShoppingBasket className="h-5 w-5" aria-hidden />
      </span>
      <span className={cn('flex-col leading-none', compactOnPhone ? 'sr-only sm:not-sr-only sm:flex' : 'flex')}>
        <span className="text-lg font-bold tracking-tight text-slate-900">Abastece</span>{' '}
        <span className="text-xs font-medium uppercase tracking-widest text-brand-700">Mercado</span>
      </span>
      <span className="sr-only"> — início</span>
    </Link>
  );
}
