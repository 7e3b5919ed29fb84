import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client';
import { csvHref } from '../api/spend';

/** A view's CSV as a plain link: the browser downloads the attachment the API sends. */
export function CsvLink({
  view,
  query,
  label,
}: {
  view: string;
  query: Record<string, string | number>;
  label: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={csvHref(view, query)} download aria-label={`Baixar CSV: ${label}`}>
        <FileDown className="h-4 w-4" aria-hidden />
        CSV
      </a>
    </Button>
  );
}

/** One section of the screen: a titled card with its actions (CSV, switches) in the header. */
export function SpendSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription className="mt-1">{description}</CardDescription>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** The figures behind a chart, as a table screen readers (and the curious) can read. */
export function DataTable({ caption, children, open }: { caption: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="mt-3 text-sm" open={open}>
      <summary className="cursor-pointer text-brand-700 hover:underline">Ver os dados em tabela</summary>
      <div className="mt-2 w-full overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}

export const Th = ({ children, numeric }: { children: ReactNode; numeric?: boolean }) => (
  <th scope="col" className={`h-9 px-2 font-medium text-slate-500 ${numeric ? 'text-right' : 'text-left'}`}>
    {children}
  </th>
);
export const Td = ({ children, numeric }: { children: ReactNode; numeric?: boolean }) => (
  <td className={`px-2 py-1.5 ${numeric ? 'text-right tabular-nums whitespace-nowrap' : ''}`}>{children}</td>
);

export const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{children}</p>
);

/** The error line a view shows: the API's own 403 in plain words, anything else generic. */
export function errorText(error: unknown, fallback: string) {
  return error instanceof ApiClientError && error.status === 403
    ? 'Só donos e administradores da organização veem os gastos.'
    : fallback;
}
