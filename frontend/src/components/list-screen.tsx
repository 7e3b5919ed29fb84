import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { useMediaQuery, WIDE_LAYOUT } from '@/lib/use-media-query';

export type ListColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The table cell's classes (alignment, wrapping); cards ignore them. */
  className?: string;
};

/**
 * What a list screen shows: the rows, and where the page stands (absent for a list the API hands over
 * whole). It is this API's usual `{ data, pagination }`.
 */
export type ListData<T> = { data: T[]; pagination?: { page: number; totalPages: number; total: number } };

/**
 * A titled list screen: loading, error and empty said in words; a table from 768 px up and one card
 * per row below it (the first column is the card's title, the others label their value, the actions
 * close the card); the pagination bar under either.
 */
export function ListScreen<T>({
  title,
  description,
  tools,
  label,
  query,
  onPage,
  columns,
  rowKey,
  actions,
  loading,
  error,
  empty,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Search, filters and the "new" button, on the title's right (under it on a phone). */
  tools?: ReactNode;
  /** Names the table or the card list for assistive technology. */
  label: string;
  query: UseQueryResult<ListData<T>>;
  onPage?: (page: number) => void;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  loading: string;
  error: string;
  empty: string;
}) {
  const wide = useMediaQuery(WIDE_LAYOUT);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        {tools && <div className="flex w-full flex-wrap gap-2 sm:w-auto">{tools}</div>}
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading={loading}
          error={error}
          empty={empty}
          isEmpty={(result) => result.data.length === 0}
          className="p-5 text-sm"
        >
          {({ data: rows, pagination: page }) => (
            <>
              {wide ? (
                <RowsTable label={label} rows={rows} columns={columns} rowKey={rowKey} actions={actions} />
              ) : (
                <RowCards label={label} rows={rows} columns={columns} rowKey={rowKey} actions={actions} />
              )}
              {page && onPage && (
                <PaginationBar page={page.page} totalPages={page.totalPages} total={page.total} onPage={onPage} />
              )}
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

type RowsProps<T> = {
  label: string;
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
};

function RowsTable<T>({ label, rows, columns, rowKey, actions }: RowsProps<T>) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header}>{c.header}</TableHead>
          ))}
          {actions && <TableHead className="text-right">Ações</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c, i) => (
              <TableCell key={c.header} className={c.className ?? (i === 0 ? 'font-medium' : undefined)}>
                {c.cell(row)}
              </TableCell>
            ))}
            {actions && <TableCell className="whitespace-nowrap text-right">{actions(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RowCards<T>({ label, rows, columns, rowKey, actions }: RowsProps<T>) {
  const [first, ...rest] = columns;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 border-t border-slate-100">
      {rows.map((row) => (
        <li key={rowKey(row)} className="space-y-2 px-4 py-3 text-sm">
          {first && <div className="font-medium [overflow-wrap:anywhere]">{first.cell(row)}</div>}
          {rest.length > 0 && (
            <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
              {rest.map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-slate-500">{c.header}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className="flex flex-wrap justify-end gap-1">{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
