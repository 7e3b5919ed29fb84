import { Suspense, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ListChecks } from 'lucide-react';
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
import { SystemStatus } from '@/features/system/components/system-status';
import { DesktopNavigation, PhoneNavigation } from '../components/main-navigation';
import { navigationFor } from '../components/navigation-entries';
import { CONTENT, TOP_BAR, TOP_BAR_ROW } from '../opening-shell';
import { openingPageFor } from '../opening-pages';
import { TitledPage } from '@/components/page-header';

/** Screens a signed-in user without an organization may still open. */
const WITHOUT_ORGANIZATION = [/^\/app\/organization\//, /^\/app\/profile/, /^\/app\/operator/];

export default function AppLayout() {
  const session = useSession();
  return (
    <SessionGate session={session} loading={<FrameWhileLoading />}>
      {(data) => <SignedInLayout data={data} />}
    </SessionGate>
  );
}

/**
 * Until the session is known: the bar with the brand and, where the screen will be, its title and
 * description if it is an opening page (the static shell index.html painted, app/opening-shell.ts,
 * which this replaces box for box), else the status line.
 */
function FrameWhileLoading() {
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen">
      <header className={TOP_BAR}>
        <div className={TOP_BAR_ROW}>
          <BrandMark />
        </div>
      </header>
      <div className={CONTENT}>
        <ScreenWhileLoading pathname={pathname} />
      </div>
    </div>
  );
}

/** A screen whose code is on its way: an opening page's title and description, else the status line. */
function ScreenWhileLoading({ pathname }: { pathname: string }) {
  const page = openingPageFor(pathname);
  if (!page) {
    return (
      <p role="status" className="p-8 text-slate-500">
        Carregando…
      </p>
    );
  }
  return (
    <TitledPage width={page.width} title={page.title} description={page.description}>
      <p role="status" className="sr-only">
        Carregando…
      </p>
    </TitledPage>
  );
}

function SignedInLayout({ data }: { data: SessionData }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const memberships = useMyMemberships();
  const { user, session: current } = data;
  const role = memberships.data?.find((m) => m.organization.id === current.activeOrganizationId)?.role;
  const navigation = navigationFor({
    role,
    isOperator: user.isOperator,
    hasOrganization: Boolean(current.activeOrganizationId),
  });
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
      <header className={TOP_BAR}>
        <div className={TOP_BAR_ROW}>
          <BrandMark />
          <DesktopNavigation navigation={navigation} />
          {/* Up to eight controls beside the brand: closer together on a phone so they fit 390 px. */}
          <div className="flex min-w-0 items-center gap-1 sm:gap-3 lg:gap-2 xl:gap-3">
            {/* On a phone the switcher is in the menu: the top bar has no room for it at 390 px. */}
            {/* Narrow: beside the bar's eight entries it must fit 1024 to 1536 px on one line. */}
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
          <PhoneNavigation
            navigation={navigation}
            onNavigate={() => setOpen(false)}
            top={
              <OrganizationSwitcher
                activeOrganizationId={current.activeOrganizationId}
                className="my-2 h-9 w-full md:hidden"
                inMenu
              />
            }
            extra={
              // Beside the cart from sm up (ListsButton); on phones, here.
              <NavLink
                to="/app/listas"
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 sm:hidden"
              >
                <ListChecks className="h-4 w-4" aria-hidden />
                Listas de compras
              </NavLink>
            }
          />
        )}
      </header>
      <div id="conteudo" className={CONTENT}>
        <Suspense fallback={<ScreenWhileLoading pathname={location.pathname} />}>
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
