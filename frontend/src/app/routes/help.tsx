import { PublicShell } from '@/components/public-shell';
import { HelpCentre } from '@/features/help/components/help-centre';
import { useSession } from '@/features/identity/api/get-session';

/** /ajuda: the help centre. */
export default function HelpPage() {
  return (
    <PublicShell signedIn={useSession().isSuccess}>
      <HelpCentre />
    </PublicShell>
  );
}
