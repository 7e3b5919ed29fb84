import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { cn } from '@/lib/cn';
import { useOrganization } from '@/features/organizations/api/organization';

/**
 * Scrolls the strip, and only the strip, as little as shows the open tab whole: scrollIntoView would also
 * move the page to the strip when the reader has scrolled below it.
 */
function revealOpenTab(nav: HTMLElement) {
  const tab = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!tab) return;
  const strip = nav.getBoundingClientRect();
  const open = tab.getBoundingClientRect();
  if (open.left < strip.left) nav.scrollLeft += open.left - strip.left;
  else if (open.right > strip.right) nav.scrollLeft += Math.min(open.right - strip.right, open.left - strip.left);
}

export default function OrganizationSettingsLayout() {
  const { data } = useOrganization();
  const canManage = data?.role === 'owner' || data?.role === 'admin';
  const tabs = [
    { to: '/app/settings/organization', label: 'Geral', end: true },
    { to: '/app/settings/organization/members', label: 'Membros' },
    { to: '/app/settings/organization/addresses', label: 'Endereços' },
    { to: '/app/settings/organization/budgets', label: 'Orçamentos' },
    { to: '/app/settings/organization/approvals', label: 'Aprovações' },
    ...(canManage ? [{ to: '/app/settings/organization/api-keys', label: 'Chaves de API' }] : []),
    { to: '/app/settings/organization/billing', label: 'Cobrança' },
    ...(data?.role === 'owner' ? [{ to: '/app/settings/organization/audit', label: 'Auditoria' }] : []),
  ];
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip scrolls sideways: a tab at its end (Cobrança, Auditoria) would open off screen,
  // leaving no tab shown as the open one. Again when the owner's tabs arrive with the organization, and
  // whenever the strip's width changes (a phone turned, a window narrowed).
  useEffect(() => {
    const nav = strip.current;
    if (!nav) return;
    revealOpenTab(nav);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => revealOpenTab(nav));
    observer.observe(nav);
    return () => observer.disconnect();
  }, [pathname, tabs.length]);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title="Configurações da organização" description={data?.name} />
      <nav ref={strip} aria-label="Configurações" className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            end={t.end}
            className={({ isActive }) =>
              cn(
                'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                // The open tab is told by its background and weight as well as its colour and underline.
                isActive
                  ? 'rounded-t-md border-brand-700 bg-brand-50 font-semibold text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}
