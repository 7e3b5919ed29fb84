import { TitledPage } from '@/components/page-header';
import { EmailChoicesCard } from '@/features/notifications/components/email-choices-card';
import { useSession } from '@/features/identity/api/get-session';
import { useMyMemberships } from '@/features/identity/api/switch-organization';
import {
  LinkedAccountsCard,
  PasswordCard,
  ProfileCard,
  SessionsCard,
} from '@/features/identity/components/profile-cards';
import { PrivacyCard } from '@/features/identity/components/privacy-card';

export default function ProfilePage() {
  const { data } = useSession();
  const memberships = useMyMemberships();
  if (!data) return null;
  const organizationName = memberships.data?.find((m) => m.organization.id === data.session.activeOrganizationId)
    ?.organization.name;
  return (
    <TitledPage
      width="max-w-3xl"
      className="space-y-6 py-10"
      title="Meu perfil"
      description="Seus dados, e-mails que você recebe, senha, contas vinculadas, sessões e privacidade."
    >
      <ProfileCard user={data.user} />
      <EmailChoicesCard organizationName={organizationName} />
      <PasswordCard email={data.user.email} />
      <LinkedAccountsCard />
      <SessionsCard />
      <PrivacyCard user={data.user} />
    </TitledPage>
  );
}
