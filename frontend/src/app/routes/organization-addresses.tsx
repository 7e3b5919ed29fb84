import { AddressesPanel } from '@/features/organizations/components/addresses-panel';
import { useOrganization } from '@/features/organizations/api/organization';

export default function OrganizationAddressesPage() {
  const { data } = useOrganization();
  return <AddressesPanel canManage={data?.role === 'owner' || data?.role === 'admin'} />;
}
