import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatDateTime } from '@/lib/format';
import { ORDER_STATUS_LIST, useOrders, useOrderStats, type OrderStatus } from '../api/orders';
import { StatusBadge, STATUS_LABEL } from './status-badge';

const TABS: Array<OrderStatus | undefined> = [undefined, ...ORDER_STATUS_LIST];

export function OrdersList({
  status,
  page,
  onChange,
  showCounts,
}: {
  status?: OrderStatus;
  page: number;
  onChange: (next: { status?: OrderStatus; page: number }) => void;
  showCounts: boolean;
}) {
  const query = useOrders({ status, page });
  const stats = useOrderStats(showCounts);
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((s) => {
          const count = stats.data ? (s ? stats.data[s] : stats.data.total) : undefined;
          return (
            <button
              key={s ?? 'todos'}
              role="tab"
              aria-selected={status === s}
              onClick={() => onChange({ status: s, page: 1 })}
              className={cn(
                'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                status === s
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {s ? STATUS_LABEL[s] : 'Todos'}
              {count !== undefined && (
                <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">{count}</span>
              )}
            </button>
          );
        })}
      </div>
      <QueryContent
        query={query}
        loading="Carregando pedidos…"
        error="Não foi possível carregar os pedidos."
        empty="Nenhum pedido por aqui."
        isEmpty={(d) => d.data.length === 0}
      >
        {(result) => (
          <div className="rounded-xl border border-slate-200 bg-white">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Pedido</TableHead>
                  <TableHead>Comprador</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead>Itens</TableHead>
                  <TableHead>Total</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.data.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell className="font-medium">
                      <Link to={`/app/orders/${o.id}`} className="text-brand-700 hover:underline">
                        {o.description}
                      </Link>
                    </TableCell>
                    <TableCell>{o.client_name ?? 'Pessoa removida'}</TableCell>
                    <TableCell>{formatDateTime(o.created_at)}</TableCell>
                    <TableCell>{o.item_count}</TableCell>
                    <TableCell>{formatBRL(o.total_amount ?? 0)}</TableCell>
                    <TableCell>
                      <StatusBadge status={o.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationBar
              page={result.pagination.page}
              totalPages={result.pagination.pages}
              total={result.pagination.total}
              onPage={(p) => onChange({ status, page: p })}
            />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
