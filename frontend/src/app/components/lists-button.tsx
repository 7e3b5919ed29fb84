import { NavLink } from 'react-router';
import { ListChecks } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * "Listas" beside the cart they fill, where the top bar has room for it: as a word from sm to lg (the
 * entries are in the menu ☰ then) and as an icon at xl. The entries fill the bar at lg (1024 px) and,
 * with their icons and the bar still 1280 px wide, at 2xl: there (measured, a 48 px button overflowed)
 * and under sm the account menu and the ☰ menu carry "Listas de compras" instead.
 */
export function ListsButton() {
  return (
    <NavLink
      to="/app/listas"
      aria-label="Listas de compras"
      title="Listas de compras"
      className={({ isActive }) =>
        cn(
          'hidden items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-flex lg:hidden xl:inline-flex 2xl:hidden',
          isActive && 'bg-brand-50 text-brand-800',
        )
      }
    >
      <ListChecks className="h-5 w-5" aria-hidden />
      <span className="lg:hidden">Listas</span>
    </NavLink>
  );
}
