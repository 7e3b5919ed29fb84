import { ApprovalRulesPanel } from '@/features/approvals/components/approval-rules-panel';
import { useOrganization } from '@/features/organizations/api/organization';

export default function OrganizationApprovalsPage() {
  const { data } = useOrganization();
  return <ApprovalRulesPanel canEdit={data?.role === 'owner'} />;
}
