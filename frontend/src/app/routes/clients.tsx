import { PageHeader } from '@/components/page-header';
import { BackToHub } from '../components/back-to-hub';
import { ClientsTable } from '@/features/supplier-portal/components/clients-view';

export default function ClientsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <BackToHub />
      <PageHeader title="Clientes" description="As pessoas da sua organização e o que compram." />
      <ClientsTable />
    </main>
  );
}
