import { BudgetsPanel } from '@/features/budgets/components/budgets-panel';
import { useOrganization } from '@/features/organizations/api/organization';

export default function OrganizationBudgetsPage() {
  const { data } = useOrganization();
  return <BudgetsPanel role={data?.role} />;
}
