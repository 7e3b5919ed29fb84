import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';

/** The brand: "Abastece" with the subtitle "Mercado", always linking to /app. */
export function BrandMark() {
  return (
    <Link to="/app" className="inline-flex items-center gap-2 rounded-md" aria-label="Abastece Mercado — início">
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">
        <ShoppingBasket className="h-5 w-5" aria-hidden />
      </span>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-slate-900">Abastece</span>
        <span className="text-xs font-medium uppercase tracking-widest text-brand-700">Mercado</span>
      </span>
    </Link>
  );
}
