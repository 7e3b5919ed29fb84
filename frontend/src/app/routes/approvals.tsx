import { PageHeader } from '@/components/page-header';
import { PendingApprovals } from '@/features/approvals/components/pending-approvals';

export default function ApprovalsPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Aprovações pendentes"
        description="Pedidos aos fornecedores que esperam a sua decisão, com a regra que os trouxe até você."
      />
      <PendingApprovals />
    </main>
  );
}
