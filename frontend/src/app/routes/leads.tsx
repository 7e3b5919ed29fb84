import { PageHeader } from '@/components/page-header';
import { BackToHub } from '../components/back-to-hub';
import { LeadsTable, SubmissionsTable } from '@/features/growth/components/crm-views';

export default function LeadsPage() {
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackToHub />
      <PageHeader title="Leads e envios" description="Contatos captados pelo seu site e formulários." />
      <LeadsTable />
      <SubmissionsTable />
    </main>
  );
}
