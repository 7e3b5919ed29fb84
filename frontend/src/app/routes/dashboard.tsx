import { Gauge, PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { DashboardView } from '@/features/organizations/components/dashboard-view';
import { useOrganization } from '@/features/organizations/api/organization';
import { PayablesWeekCard } from '@/features/payables/components/payables-week-card';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50';

export default function DashboardPage() {
  const organization = useOrganization();
  // Spend analytics is for owners and admins; its link lives here, with the other analytics, since
  // the main navigation has no room left between 1024 and 1279 px.
  const manager = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Dashboard"
        description="Leads, envios, pedidos e gastos dos últimos 30 dias."
        actions={
          <div className="flex flex-wrap gap-2">
            {manager && (
              <Link to="/app/gastos" className={linkClass}>
                <PiggyBank className="h-4 w-4" aria-hidden /> Gastos
              </Link>
            )}
            <Link to="/app/scorecards" className={linkClass}>
              <Gauge className="h-4 w-4" aria-hidden /> Desempenho dos fornecedores
            </Link>
          </div>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <PayablesWeekCard />
      </div>
      <DashboardView />
    </main>
  );
}
