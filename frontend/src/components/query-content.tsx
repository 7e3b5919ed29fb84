import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/api-client';

/** The loading, error and empty states every list shows, in one place. */
export function QueryContent<T>({
  query,
  loading,
  error,
  empty,
  isEmpty,
  children,
  className = 'text-sm',
}: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  className?: string;
}) {
  // Signed in but not allowed (403): said as such, never as a failure or a lost session.
  if (query.isError && query.error instanceof ApiClientError && query.error.code === 'FORBIDDEN') {
    return (
      <p role="alert" className={`${className} text-slate-700`}>
        Você não tem permissão para ver isto. Peça acesso a quem administra a organização.
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className={`${className} text-red-600`}>
        {error}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className={`${className} text-slate-500`}>
        {loading}
      </p>
    );
  }
  if (empty && isEmpty?.(query.data)) return <p className={`${className} text-slate-500`}>{empty}</p>;
  return <>{children(query.data)}</>;
}
