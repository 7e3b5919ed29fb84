import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { LayoutDashboard, Menu, ShoppingBasket, User, Wrench, CreditCard, X } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/cn';
import { SystemStatus } from '@/features/system/components/system-status';

const NAV = [
  { to: '/app', label: 'Catálogo', icon: ShoppingBasket, end: true },
  { to: '/app/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/tools', label: 'Ferramentas', icon: Wrench },
  { to: '/app/settings/organization/billing', label: 'Cobrança', icon: CreditCard },
  { to: '/app/profile', label: 'Perfil', icon: User },
];

export default function AppLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandMark />
          <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn('inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900', isActive && 'bg-brand-50 text-brand-800')
                }
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
          <button
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden"
            aria-label={open ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={open}
            aria-controls="menu-movel"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
        {open && (
          <nav id="menu-movel" aria-label="Principal (móvel)" className="border-t border-slate-200 px-4 py-2 md:hidden">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} onClick={() => setOpen(false)} className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      <div id="conteudo">
        <Suspense fallback={<p className="p-8 text-slate-500">Carregando…</p>}>
          <Outlet />
        </Suspense>
      </div>
      <footer className="mx-auto flex max-w-7xl items-center justify-between px-4 py-8 text-xs text-slate-500 sm:px-6">
        <span>© Abastece · Mercado</span>
        <SystemStatus />
      </footer>
    </div>
  );
}
