import { BillingOverview } from '@/features/billing/components/billing-overview';
import { useOrganization } from '@/features/organizations/api/organization';

export default function OrganizationBillingPage() {
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return <BillingOverview canManage={canManage} />;
}
