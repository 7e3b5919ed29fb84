import { useState } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import { cn } from '@/lib/cn';
import { SUPPLIER_STATUS_LIST, useInbox, type InboxQuery } from '../api/portal';
import { SUPPLIER_STATUS_LABEL, SupplierStatusBadge } from './status';

const TABS: { label: string; query: InboxQuery }[] = [
  { label: 'Todos', query: {} },
  { label: 'Não lidos', query: { unread: 'true' } },
  // Every state an order reaches (shipped and delivered included): each has its tab and its count.
  ...SUPPLIER_STATUS_LIST.map((status) => ({ label: SUPPLIER_STATUS_LABEL[status], query: { status } })),
];

/** The supplier's order inbox: tabs by status (with counts) and unread, newest change first, by cursor. */
export function SupplierInbox() {
  const [tab, setTab] = useState(0);
  const [cursors, setCursors] = useState<string[]>([]);
  const query = { ...TABS[tab]!.query, cursor: cursors[cursors.length - 1] };
  const inbox = useInbox(query);
  const counts = inbox.data?.counts;
  const countOf = (q: InboxQuery) =>
    q.unread ? counts?.unread : q.status ? (counts?.byStatus[q.status] ?? 0) : counts?.total;
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Filtrar pedidos" className="flex flex-wrap gap-2">
        {TABS.map((t, i) => (
          <button
            key={t.label}
            role="tab"
            aria-selected={i === tab}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              i === tab
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
            onClick={() => {
              setTab(i);
              setCursors([]);
            }}
          >
            {t.label}
            {countOf(t.query) !== undefined && <span className="ml-1 text-slate-500">({countOf(t.query)})</span>}
          </button>
        ))}
      </div>
      <QueryContent
        query={inbox}
        loading="Carregando pedidos…"
        error="Não foi possível carregar os pedidos."
        isEmpty={(d) => d.data.length === 0}
        empty="Nenhum pedido aqui ainda. Quando um comprador aprovar um pedido para você, ele aparece nesta caixa."
      >
        {(data) => (
          <ul className="space-y-2">
            {data.data.map((o) => (
              <li key={o.id}>
                <Card className={cn(!o.read && 'border-brand-300')}>
                  <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div>
                      <Link to={`/fornecedor/pedidos/${o.id}`} className="font-semibold text-brand-800 hover:underline">
                        Pedido nº {o.number}
                        <span className="sr-only"> de {o.buyer.name}</span>
                      </Link>
                      {!o.read && <span className="ml-2 text-xs font-semibold text-brand-700">novo</span>}
                      <p className="text-sm text-slate-600">
                        {o.buyer.name} · CNPJ {o.buyer.cnpjFormatted}
                      </p>
                      <p className="text-xs text-slate-500">
                        Recebido {o.sentAt ? formatDateTime(o.sentAt) : '—'}
                        {o.requestedDeliveryDate && ` · entrega pedida para ${formatDay(o.requestedDeliveryDate)}`}
                      </p>
                    </div>
                    <div className="text-right">
                      <SupplierStatusBadge status={o.status} />
                      <p className="mt-1 font-semibold">{formatBRL(o.totalAmount)}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
      <div className="flex justify-between">
        <Button variant="outline" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Anteriores
        </Button>
        <Button
          variant="outline"
          disabled={!inbox.data?.nextCursor}
          onClick={() => inbox.data?.nextCursor && setCursors((c) => [...c, inbox.data!.nextCursor!])}
        >
          Próximos
        </Button>
      </div>
    </div>
  );
}
