import { PageHeader } from '@/components/page-header';
import { PlanComparison } from '@/features/billing/components/plan-comparison';
import { useOrganization } from '@/features/organizations/api/organization';

export default function UpgradePage() {
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Planos"
        description="Compare o plano Gratuito e o Pro e escolha o que faz sentido para a sua organização."
      />
      <PlanComparison canManage={canManage} />
    </main>
  );
}
