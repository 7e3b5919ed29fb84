import { Suspense, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import {
  ClipboardCheck,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Scale,
  ScanBarcode,
  Settings,
  ShieldCheck,
  ShoppingBasket,
  Users,
  Wrench,
} from 'lucide-react';
import { useMyMemberships } from '@/features/identity/api/switch-organization';
import { useSession, type SessionData } from '@/features/identity/api/get-session';
import { SessionGate } from '../components/session-gate';
import { OrganizationSwitcher } from '../components/organization-switcher';
import { MenuToggle } from '../components/menu-toggle';
import { UserMenu } from '../components/user-menu';
import { CartButton } from '../components/cart-button';
import { ListsButton } from '../components/lists-button';
import { SupplierPortalLink } from '../components/supplier-portal-link';
import { NotificationBell } from '@/features/notifications/components/bell';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/cn';
import { SystemStatus } from '@/features/system/components/system-status';

const NAV = [
  { to: '/app', label: 'Catálogo', icon: ShoppingBasket, end: true },
  { to: '/app/orders', label: 'Pedidos', icon: ClipboardList },
  { to: '/app/cotacoes', label: 'Cotações', icon: Scale },
  { to: '/app/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/leads', label: 'Leads', icon: Inbox },
  { to: '/app/tools', label: 'Ferramentas', icon: Wrench },
  { to: '/app/settings/organization', label: 'Configurações', icon: Settings },
];

/** Screens a signed-in user without an organization may still open. */
const WITHOUT_ORGANIZATION = [/^\/app\/organization\//, /^\/app\/profile/, /^\/app\/operator/];

export default function AppLayout() {
  const session = useSession();
  return <SessionGate session={session}>{(data) => <SignedInLayout data={data} />}</SessionGate>;
}

function SignedInLayout({ data }: { data: SessionData }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const memberships = useMyMemberships();
  const { user, session: current } = data;
  const role = memberships.data?.find((m) => m.organization.id === current.activeOrganizationId)?.role;
  const manager = role === 'owner' || role === 'admin';
  const nav = [
    ...NAV,
    ...(manager
      ? [
          { to: '/app/approvals', label: 'Aprovações', icon: ClipboardCheck, end: false },
          { to: '/app/clients', label: 'Clientes', icon: Users, end: false },
        ]
      : []),
    ...(user.isOperator ? [{ to: '/app/operator', label: 'Operador', icon: ShieldCheck, end: false }] : []),
  ];
  if (!current.activeOrganizationId && !WITHOUT_ORGANIZATION.some((pattern) => pattern.test(location.pathname))) {
    const home = user.isOperator ? '/app/operator' : current.activeSupplierId ? '/fornecedor' : '/get-started';
    return <Navigate to={home} replace />;
  }
  return (
    <div className="min-h-screen">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 xl:gap-4">
          <BrandMark />
          <nav aria-label="Principal" className="hidden items-center gap-0.5 lg:flex">
            {nav.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-1.5 rounded-md px-1.5 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 xl:px-2',
                    isActive && 'bg-brand-50 text-brand-800',
                  )
                }
              >
                {/* Ten entries fit one line at 1280px only without their icons. */}
                <Icon className="hidden h-4 w-4 2xl:block" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
          {/* Up to eight controls beside the brand: closer together on a phone so they fit 390 px. */}
          <div className="flex min-w-0 items-center gap-1 sm:gap-3 lg:gap-2 xl:gap-3">
            {/* On a phone the switcher is in the menu: the top bar has no room for it at 390 px. */}
            {/* Narrow: beside the ten-entry nav it must fit 1024 to 1536 px on one line. */}
            <OrganizationSwitcher
              activeOrganizationId={current.activeOrganizationId}
              className="hidden h-9 w-40 md:flex"
            />
            <SupplierPortalLink />
            <NotificationBell />
            <ListsButton />
            <CartButton />
            <UserMenu name={user.name} email={user.email} />
            <MenuToggle open={open} onToggle={() => setOpen((v) => !v)} controls="menu-movel" className="lg:hidden" />
          </div>
        </div>
        {open && (
          <nav id="menu-movel" aria-label="Principal (móvel)" className="border-t border-slate-200 px-4 py-2 lg:hidden">
            <OrganizationSwitcher
              activeOrganizationId={current.activeOrganizationId}
              className="my-2 h-9 w-full md:hidden"
              inMenu
            />
            {nav.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            ))}
            {/* Beside the cart from sm up (ListsButton); on phones, here. */}
            <NavLink
              to="/app/listas"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 sm:hidden"
            >
              <ListChecks className="h-4 w-4" aria-hidden />
              Listas de compras
            </NavLink>
            {/*
              Receiving happens at the door, phone in hand: here, in the phone's menu. A plain link, not a
              NavLink: the camera is allowed by that page's own Permissions-Policy, which applies to a
              document only as it loads, so the page must be loaded anew rather than drawn into this one.
            */}
            <a
              href="/app/receber"
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              <ScanBarcode className="h-4 w-4" aria-hidden />
              Receber mercadoria
            </a>
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
