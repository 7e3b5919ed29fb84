import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/session/api/get-session';
import {
  LinkedAccountsCard,
  PasswordCard,
  ProfileCard,
  SessionsCard,
} from '@/features/profile/components/profile-cards';
import { PrivacyCard } from '@/features/profile/components/privacy-card';

export default function ProfilePage() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <PageHeader title="Meu perfil" description="Seus dados, senha, contas vinculadas, sessões e privacidade." />
      <ProfileCard user={data.user} />
      <PasswordCard email={data.user.email} />
      <LinkedAccountsCard />
      <SessionsCard />
      <PrivacyCard user={data.user} />
    </main>
  );
}
