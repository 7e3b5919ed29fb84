import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { cn } from '@/lib/cn';

/**
 * A titled card listing a query's rows one under the other, with the "new" action on the title's right
 * and the loading, error and empty states said in words. Each row is an `<li>` of `rowClassName`; what it
 * holds (and its actions) is the caller's, which also gets the whole answer (e.g. the viewer's default).
 */
export function RowListCard<T, R>({
  title,
  action,
  headerWraps = false,
  query,
  loading,
  error,
  empty,
  rows,
  rowKey,
  rowClassName,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  /** Let the action drop under the title on a narrow screen instead of squeezing it. */
  headerWraps?: boolean;
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  empty: string;
  rows: (data: T) => R[];
  rowKey: (row: R) => string;
  rowClassName: string;
  children: (row: R, data: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={cn('flex flex-row items-center justify-between gap-3', headerWraps && 'flex-wrap')}>
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        <QueryContent
          query={query}
          loading={loading}
          error={error}
          empty={empty}
          isEmpty={(data) => rows(data).length === 0}
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {rows(data).map((row) => (
                <li key={rowKey(row)} className={rowClassName}>
                  {children(row, data)}
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
