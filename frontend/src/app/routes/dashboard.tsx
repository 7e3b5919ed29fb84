import { PageHeader } from '@/components/page-header';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';

export default function DashboardPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader title="Dashboard" description="Leads, envios, pedidos e gastos dos últimos 30 dias." />
      <DashboardView />
    </main>
  );
}
