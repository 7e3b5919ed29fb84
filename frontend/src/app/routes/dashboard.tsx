import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { DashboardView } from '@/features/organizations/components/dashboard-view';
import { ProcurementOverviewCards } from '@/features/organizations/components/procurement-overview';
import { useOrganization } from '@/features/organizations/api/organization';
import { PayablesWeekCard } from '@/features/payables/components/payables-week-card';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50';

export default function DashboardPage() {
  const organization = useOrganization();
  const manager = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <TitledPage
      width="max-w-7xl"
      title="Painel"
      description="O que está em andamento: pedidos, aprovações, entregas e contas a pagar."
      actions={
        <Link to="/app/scorecards" className={linkClass}>
          <Gauge className="h-4 w-4" aria-hidden /> Desempenho dos fornecedores
        </Link>
      }
    >
      {/* What a buyer comes for first; the 30 days' figures, leads and envios follow. */}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ProcurementOverviewCards manager={manager} />
        <PayablesWeekCard />
      </div>
      <DashboardView />
    </TitledPage>
  );
}
