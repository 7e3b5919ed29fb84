import { PublicShell } from '@/components/public-shell';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { TERMS } from '@/features/legal/content/terms';
import { useSession } from '@/features/identity/api/get-session';

/** /termos: the terms of use. */
export default function TermsPage() {
  return (
    <PublicShell signedIn={useSession().isSuccess}>
      <LegalDocumentView document={TERMS} />
    </PublicShell>
  );
}
