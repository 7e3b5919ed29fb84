import { TitledPage } from '@/components/page-header';
import { PlanComparison } from '@/features/billing/components/plan-comparison';
import { useOrganization } from '@/features/organizations/api/organization';

export default function UpgradePage() {
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <TitledPage
      width="max-w-5xl"
      className="py-10"
      title="Planos"
      description="Compare o plano Gratuito e o Pro e escolha o que faz sentido para a sua organização."
    >
      <PlanComparison canManage={canManage} />
    </TitledPage>
  );
}
