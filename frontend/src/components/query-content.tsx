import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

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
