import { NavLink } from 'react-router';
import { ListChecks } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * "Listas" beside the cart they fill, where the top bar has room for it: as a word from sm to lg (the
 * entries are in the menu ☰ then) and as an icon from xl (the bar's entries are words only, and the
 * header stops widening at 1280 px). The entries fill the bar at lg (1024 px): there and under sm the
 * account menu and the ☰ menu carry "Listas de compras" instead.
 */
export function ListsButton() {
  return (
    <NavLink
      to="/app/listas"
      aria-label="Listas de compras"
      title="Listas de compras"
      className={({ isActive }) =>
        cn(
          'hidden items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-flex lg:hidden xl:inline-flex',
          isActive && 'bg-brand-50 text-brand-800',
        )
      }
    >
      <ListChecks className="h-5 w-5" aria-hidden />
      <span className="lg:hidden">Listas</span>
    </NavLink>
  );
}
