import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { useSupplierQuotes, type SupplierQuoteSummary } from '../api/quotes';
import { formatDeadline, QuoteOutcomeBadge, QuoteStatusBadge } from './quote-labels';

const COLUMNS: ListColumn<SupplierQuoteSummary>[] = [
  {
    header: 'Cotação',
    cell: (q) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Link to={`/fornecedor/cotacoes/${q.id}`} className="font-semibold text-brand-800 hover:underline">
          {q.title}
          <span className="sr-only"> de {q.buyerName}</span>
        </Link>
        {q.readAt === null && <Badge>Não lida</Badge>}
      </span>
    ),
  },
  { header: 'Comprador', cell: (q) => q.buyerName },
  { header: 'Prazo', cell: (q) => formatDeadline(q.deadline), className: 'whitespace-nowrap' },
  { header: 'Situação', cell: (q) => <QuoteStatusBadge status={q.status} /> },
  {
    header: 'Sua resposta',
    cell: (q) =>
      q.answerCount > 0 ? (
        `Respondida · versão ${q.answerCount}`
      ) : (
        <span className="text-slate-500">Não respondida</span>
      ),
  },
  { header: 'Resultado', cell: (q) => (q.outcome ? <QuoteOutcomeBadge outcome={q.outcome} /> : '—') },
];

/** The cotações sent to this supplier, newest first: what is still open, what was read, answered and won. */
export function SupplierQuoteInbox() {
  const [page, setPage] = useState(1);
  const query = useSupplierQuotes(page);
  return (
    <ListScreen
      title="Cotações recebidas"
      description="Prazos no horário de Brasília. Uma resposta pode ser revisada até o prazo."
      label="Cotações recebidas"
      query={query}
      onPage={setPage}
      columns={COLUMNS}
      rowKey={(q) => q.id}
      loading="Carregando cotações…"
      error="Não foi possível carregar as cotações."
      empty="Nenhuma cotação por aqui ainda. Quando um comprador pedir preços a você, a cotação aparece nesta lista."
    />
  );
}
