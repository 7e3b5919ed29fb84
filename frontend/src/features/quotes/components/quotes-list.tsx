import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatQuantity } from '@/lib/format';
import { QUOTE_STATUS_LIST, useQuotes, type QuoteStatus } from '../api/quotes';
import { QuoteStatusBadge, quoteStatusLabel } from './quote-status';
import { formatSaoPaulo } from './sao-paulo-time';

const TABS: Array<QuoteStatus | undefined> = [undefined, ...QUOTE_STATUS_LIST];

export function NewQuoteButton() {
  return (
    <Button asChild>
      <Link to="/app/cotacoes/nova">
        <Plus className="h-4 w-4" aria-hidden /> Nova cotação
      </Link>
    </Button>
  );
}

/** The organization's cotações, newest first, by status. */
export function QuotesList({
  status,
  page,
  onChange,
}: {
  status?: QuoteStatus;
  page: number;
  onChange: (next: { status?: QuoteStatus; page: number }) => void;
}) {
  const query = useQuotes({ status, page });
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((s) => (
          <button
            key={s ?? 'todas'}
            type="button"
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
            {s ? quoteStatusLabel(s) : 'Todas'}
          </button>
        ))}
      </div>
      <ListScreen
        title={status ? `Cotações: ${quoteStatusLabel(status).toLowerCase()}` : 'Todas as cotações'}
        label="Cotações"
        query={query}
        onPage={(p) => onChange({ status, page: p })}
        loading="Carregando cotações…"
        error="Não foi possível carregar as cotações."
        empty={
          status
            ? 'Nenhuma cotação com este status.'
            : 'Nenhuma cotação ainda. Peça preços a vários fornecedores de uma vez com "Nova cotação".'
        }
        rowKey={(q) => q.id}
        columns={[
          {
            header: 'Cotação',
            cell: (q) => (
              <Link to={`/app/cotacoes/${q.id}`} className="text-brand-700 hover:underline">
                {q.title}
              </Link>
            ),
          },
          { header: 'Status', cell: (q) => <QuoteStatusBadge status={q.status} /> },
          { header: 'Prazo', cell: (q) => formatSaoPaulo(q.deadline), className: 'whitespace-nowrap' },
          { header: 'Itens', cell: (q) => formatQuantity(q.lineCount, 'item', 'itens') },
          {
            header: 'Respostas',
            cell: (q) =>
              q.supplierCount === 0
                ? 'Nenhum fornecedor convidado'
                : `${q.answeredCount} de ${formatQuantity(q.supplierCount, 'fornecedor', 'fornecedores')}`,
          },
        ]}
      />
    </div>
  );
}
