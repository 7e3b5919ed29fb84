import { NavLink, Outlet, useNavigate } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/bell';
import { useState } from 'react';
import {
  ChevronsUpDown,
  FileText,
  Gauge,
  Inbox,
  KeyRound,
  Megaphone,
  Package,
  Plug,
  Settings,
  ShoppingBasket,
  Store,
  Users,
} from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/cn';
import { toastError } from '@/lib/toast-error';
import { useSession, type SessionData } from '@/features/identity/api/get-session';
import { SessionGate } from '../components/session-gate';
import {
  useMyMemberships,
  useMySupplierMemberships,
  useSwitchOrganization,
  useSwitchToSupplier,
  type MySupplierMembership,
} from '@/features/identity/api/switch-organization';
import { MenuToggle } from '../components/menu-toggle';
import { UserMenu } from '../components/user-menu';
import { AccountChoiceButton, AccountChoiceList } from '../components/account-choice';

const NAV = [
  { to: '/fornecedor', label: 'Pedidos', icon: Inbox, end: true },
  { to: '/fornecedor/cotacoes', label: 'Cotações', icon: FileText, end: false },
  { to: '/fornecedor/clientes', label: 'Clientes', icon: Store, end: false },
  { to: '/fornecedor/produtos', label: 'Produtos', icon: Package, end: false },
  { to: '/fornecedor/desempenho', label: 'Desempenho', icon: Gauge, end: false },
  { to: '/fornecedor/api', label: 'API', icon: KeyRound, end: false },
  { to: '/fornecedor/anunciar', label: 'Anunciar', icon: Megaphone, end: false },
  { to: '/fornecedor/configuracoes', label: 'Configurações', icon: Settings, end: false },
  { to: '/fornecedor/equipe', label: 'Equipe', icon: Users, end: false },
  { to: '/fornecedor/integracoes', label: 'Integrações', icon: Plug, end: false, adminOnly: true },
];

/** The supplier portal's frame: who is working for which supplier, and the way back to buying. */
export default function SupplierLayout() {
  const session = useSession();
  const suppliers = useMySupplierMemberships();
  return (
    <SessionGate session={session} pending={suppliers.isPending}>
      {(data) => <Portal data={data} suppliers={suppliers.data ?? []} />}
    </SessionGate>
  );
}

function Portal({ data, suppliers }: { data: SessionData; suppliers: MySupplierMembership[] }) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const organizations = useMyMemberships();
  const toSupplier = useSwitchToSupplier();
  const toOrganization = useSwitchOrganization();
  const { user, session: current } = data;
  const mine = suppliers;
  const active = mine.find((s) => s.supplierId === current.activeSupplierId);
  if (!active) {
    return (
      <main className="mx-auto max-w-lg space-y-4 p-8">
        <BrandMark />
        <h1 className="text-xl font-semibold">Portal do fornecedor</h1>
        {mine.length === 0 ? (
          <p className="text-slate-600">
            Sua conta não atende por nenhum fornecedor. Peça um convite ao fornecedor ou à equipe do Abastece.
          </p>
        ) : (
          <AccountChoiceList
            choices={mine.map((s) => ({ id: s.supplierId, label: `Entrar como ${s.name}` }))}
            pending={toSupplier.isPending}
            onChoose={(supplierId) => toSupplier.mutate(supplierId, { onError: (e) => toastError(e) })}
          />
        )}
      </main>
    );
  }
  // The integrations (webhooks, the ERP) are the supplier's admins' alone: no entry for its salespeople.
  const nav = NAV.filter((entry) => !entry.adminOnly || active.role === 'admin');
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <div className="flex items-center gap-3">
            <BrandMark />
            {mine.length > 1 ? (
              <AccountChoiceButton
                title="Trabalhar para qual fornecedor?"
                className="h-auto whitespace-normal rounded-full bg-slate-100 py-1 text-left text-xs font-medium text-slate-700"
                choices={mine.map((s) => ({
                  id: s.supplierId,
                  label: s.name,
                  current: s.supplierId === active.supplierId,
                }))}
                pending={toSupplier.isPending}
                onChoose={(supplierId) =>
                  toSupplier.mutate(supplierId, {
                    onSuccess: () => navigate('/fornecedor'),
                    onError: (e) => toastError(e),
                  })
                }
              >
                Fornecedor · {active.name} <ChevronsUpDown className="ml-1 h-3 w-3" aria-hidden />
                <span className="sr-only">(trocar de fornecedor)</span>
              </AccountChoiceButton>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                Fornecedor · {active.name}
              </span>
            )}
          </div>
          <div className="flex items-center gap-2">
            <AccountChoiceButton
              title="Comprar para qual organização?"
              choices={(organizations.data ?? []).map((m) => ({ id: m.organization.id, label: m.organization.name }))}
              pending={toOrganization.isPending}
              onChoose={(organizationId) =>
                toOrganization.mutate(organizationId, {
                  onSuccess: () => navigate('/app'),
                  onError: (e) => toastError(e),
                })
              }
            >
              <ShoppingBasket className="mr-1 h-4 w-4" aria-hidden /> Área de compras
            </AccountChoiceButton>
            <NotificationBell />
            <UserMenu name={user.name} email={user.email} />
            <MenuToggle
              open={menuOpen}
              onToggle={() => setMenuOpen((v) => !v)}
              controls="menu-fornecedor"
              className="md:hidden"
            />
          </div>
        </div>
        {/* On a phone every section is in the menu: a sideways strip hid API, Configurações, Equipe and Integrações. */}
        {menuOpen && (
          <nav
            id="menu-fornecedor"
            aria-label="Portal do fornecedor (móvel)"
            className="border-t border-slate-200 px-4 py-2 md:hidden"
          >
            {nav.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
                    isActive && 'bg-brand-50 text-brand-800',
                  )
                }
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
        )}
        <nav
          aria-label="Portal do fornecedor"
          className="mx-auto hidden max-w-6xl gap-1 overflow-x-auto px-4 pb-2 sm:px-6 md:flex"
        >
          {nav.map(({ to, label, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100',
                  isActive && 'bg-brand-50 text-brand-800',
                )
              }
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="conteudo" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <Outlet context={{ role: active.role }} />
      </main>
    </div>
  );
}
