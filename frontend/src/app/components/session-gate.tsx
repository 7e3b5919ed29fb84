import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';

/**
 * What a signed-in area shows until the session is known: a status line while loading, the sign-in
 * page (coming back here) without a session, a retry when it failed; the area itself once it is there.
 */
export function SessionGate<T>({
  session,
  pending = false,
  loading,
  children,
}: {
  session: UseQueryResult<T>;
  /** Something else the area needs first (e.g. the memberships). */
  pending?: boolean;
  /** What stands in meanwhile (the area's frame, so it does not move once drawn); a status line if none. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const location = useLocation();
  // The area under the session (a layout and its screen) is drawn in a render of its own that yields to
  // the browser: the session's answer re-renders this gate at once, and mounting the whole area in that
  // one render was a long task on a phone. Meanwhile the loading frame stays.
  const data = useDeferredValue(session.data);
  if (session.isPending || pending || (session.isSuccess && data === undefined)) {
    if (loading) return <>{loading}</>;
    return (
      <p role="status" className="p-8 text-slate-500">
        Carregando…
      </p>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiClientError && session.error.status === 401) {
      return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    }
    return (
      <main role="alert" className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-semibold">Não foi possível carregar sua sessão</h1>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Tentar novamente
        </Button>
      </main>
    );
  }
  return <>{children(data ?? session.data)}</>;
}
