import { useOrganization } from '@/features/organizations/api/organization';
import { useSession } from '@/features/identity/api/get-session';
import { InvitationsPanel } from '@/features/organizations/components/invitations-panel';
import { MembersPanel } from '@/features/organizations/components/members-panel';
import { TrialNotice } from '@/features/billing/components/trial-notice';

export default function OrganizationMembersPage() {
  const organization = useOrganization();
  const session = useSession();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <div className="space-y-6">
      <TrialNotice canManage={canManage} />
      {canManage && <InvitationsPanel />}
      <MembersPanel canManage={canManage} currentUserId={session.data?.user.id ?? ''} />
    </div>
  );
}
