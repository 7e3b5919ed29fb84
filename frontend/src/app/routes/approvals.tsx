import { TitledPage } from '@/components/page-header';
import { PendingApprovals } from '@/features/approvals/components/pending-approvals';

export default function ApprovalsPage() {
  return (
    <TitledPage
      width="max-w-5xl"
      className="py-10"
      title="Aprovações pendentes"
      description="Pedidos aos fornecedores que esperam a sua decisão, com a regra que os trouxe até você."
    >
      <PendingApprovals />
    </TitledPage>
  );
}
