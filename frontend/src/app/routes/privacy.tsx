import { PublicShell } from '@/components/public-shell';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { PRIVACY } from '@/features/legal/content/privacy';
import { useSession } from '@/features/identity/api/get-session';

/** /privacidade: the privacy policy (LGPD). */
export default function PrivacyPage() {
  return (
    <PublicShell signedIn={useSession().isSuccess}>
      <LegalDocumentView document={PRIVACY} />
    </PublicShell>
  );
}
