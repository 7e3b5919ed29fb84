import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';

export default function DashboardPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Dashboard"
        description="Leads, envios, pedidos e gastos dos últimos 30 dias."
        actions={
          <Link
            to="/app/scorecards"
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <Gauge className="h-4 w-4" aria-hidden /> Desempenho dos fornecedores
          </Link>
        }
      />
      <DashboardView />
    </main>
  );
}
