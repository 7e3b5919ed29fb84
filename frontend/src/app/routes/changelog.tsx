import { PublicShell } from '@/components/public-shell';
import { ChangelogView } from '@/features/growth/components/changelog-view';
import { useSession } from '@/features/identity/api/get-session';

/** /novidades: the changelog (also served as RSS at /rss by the worker). */
export default function ChangelogPage() {
  return (
    <PublicShell signedIn={useSession().isSuccess}>
      <ChangelogView />
    </PublicShell>
  );
}
