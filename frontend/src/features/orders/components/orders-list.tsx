import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatDateTime, formatQuantity } from '@/lib/format';
import { ORDER_STATUS_LIST, useOrders, useOrderStats, type OrderStatus, type OrderSummary } from '../api/orders';
import type { OrderFilters } from '@/lib/query-keys/orders';
import { StatusBadge } from '@/components/order-status';
import { ORDER_STATE } from '../../../../../functions/orders/state-vocabulary';

const TABS: Array<OrderStatus | undefined> = [undefined, ...ORDER_STATUS_LIST];

/**
 * The number first: it is what people quote on the phone and what the e-mails, PDF and CSV carry.
 * The description stays inside the link so the row is still found (and announced) by its name.
 */
function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Link to={`/app/orders/${order.id}`} className="group block min-w-0 [overflow-wrap:anywhere]">
      {order.number !== null && (
        <>
          <span className="block font-semibold text-brand-700 group-hover:underline">
            Pedido nº {order.number}
          </span>{' '}
        </>
      )}
      <span
        className={cn(
          'block',
          order.number !== null ? 'text-sm font-normal text-slate-600' : 'text-brand-700 group-hover:underline',
        )}
      >
        {order.description}
      </span>
    </Link>
  );
}

/** Search by number, supplier or words, the days, and "meus pedidos"; applied together. */
function FiltersBar({ filters, onApply }: { filters: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [mine, setMine] = useState(filters.mine ?? false);
  return (
    <form
      role="search"
      aria-label="Buscar pedidos"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ q: q.trim() || undefined, from: from || undefined, to: to || undefined, mine: mine || undefined });
      }}
    >
      <FormField label="Número, fornecedor ou descrição">
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Ex.: 42 ou Laticínios" />
      </FormField>
      <FormField label="De">
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="Até">
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <label className="inline-flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
        Meus pedidos
      </label>
      <Button type="submit" variant="outline">
        Buscar
      </Button>
    </form>
  );
}

export function OrdersList({
  status,
  page,
  filters = {},
  onChange,
  showCounts,
}: {
  status?: OrderStatus;
  page: number;
  filters?: OrderFilters;
  onChange: (next: { status?: OrderStatus; page: number } & OrderFilters) => void;
  showCounts: boolean;
}) {
  const query = useOrders({ status, page, ...filters });
  const stats = useOrderStats(showCounts);
  const filtering = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-4">
      <FiltersBar filters={filters} onApply={(next) => onChange({ status, page: 1, ...next })} />
      <div role="tablist" aria-label="Status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((s) => {
          const count = stats.data ? (s ? stats.data[s] : stats.data.total) : undefined;
          return (
            <button
              key={s ?? 'todos'}
              role="tab"
              aria-selected={status === s}
              onClick={() => onChange({ status: s, page: 1, ...filters })}
              className={cn(
                'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                status === s
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {s ? ORDER_STATE[s].label : 'Todos'}
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
        empty={filtering ? 'Nenhum pedido com essa busca.' : 'Nenhum pedido por aqui.'}
        isEmpty={(d) => d.data.length === 0}
      >
        {(result) => (
          <div className="rounded-xl border border-slate-200 bg-white">
            {/* A phone gets one card per order instead of six columns to scroll sideways through. */}
            <div className="hidden md:block">
              <Table aria-label="Pedidos">
                <TableHeader>
                  <TableRow>
                    <TableHead>Pedido</TableHead>
                    <TableHead>Fornecedores</TableHead>
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
                        <OrderLink order={o} />
                      </TableCell>
                      <TableCell className="max-w-48 text-sm [overflow-wrap:anywhere]">
                        {o.supplier_names.join(', ') || '—'}
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
            </div>
            <ul className="divide-y divide-slate-100 md:hidden" aria-label="Pedidos">
              {result.data.map((o) => (
                <li key={o.id} className="space-y-1 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <OrderLink order={o} />
                    <StatusBadge status={o.status} />
                  </div>
                  {o.supplier_names.length > 0 && (
                    <p className="text-xs text-slate-700 [overflow-wrap:anywhere]">{o.supplier_names.join(', ')}</p>
                  )}
                  <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
                    {o.client_name ?? 'Pessoa removida'} · {formatDateTime(o.created_at)} ·{' '}
                    {formatQuantity(o.item_count, 'item', 'itens')}
                  </p>
                  <p className="text-sm font-semibold">{formatBRL(o.total_amount ?? 0)}</p>
                </li>
              ))}
            </ul>
            <PaginationBar
              page={result.pagination.page}
              totalPages={result.pagination.pages}
              total={result.pagination.total}
              onPage={(p) => onChange({ status, page: p, ...filters })}
            />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
