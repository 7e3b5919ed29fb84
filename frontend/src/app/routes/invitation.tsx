import { useParams } from 'react-router';
import { InvitationCard } from '@/features/organizations/components/invitation-card';

export default function InvitationPage() {
  const { id = '' } = useParams();
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <InvitationCard id={id} />
    </main>
  );
}
