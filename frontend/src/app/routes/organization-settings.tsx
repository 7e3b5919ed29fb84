import { NavLink, Outlet, useLocation } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { cn } from '@/lib/cn';
import { useRevealOpenTab } from '@/lib/use-reveal-open-tab';
import { useOrganization } from '@/features/organizations/api/organization';

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
  const { pathname } = useLocation();
  // Again when the owner's tabs arrive with the organization.
  const strip = useRevealOpenTab<HTMLElement>('[aria-current="page"]', [pathname, tabs.length]);
  return (
    <TitledPage width="max-w-5xl" className="py-10" title="Configurações da organização" description={data?.name}>
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
    </TitledPage>
  );
}
