import { Link, useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useQuote } from '@/features/quotes/api/quotes';
import { DraftEditor } from '@/features/quotes/components/quote-builder';
import { quoteStatusLabel } from '@/features/quotes/components/quote-status';

export default function EditQuotePage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  return (
    <DetailPage back={`/app/cotacoes/${id}`} backLabel="Cotação" width="max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Editar rascunho</h1>
      <QueryContent query={quote} loading="Carregando cotação…" error="Cotação não encontrada.">
        {(q) =>
          q.allowedActions.includes('edit') ? (
            <DraftEditor quote={q} />
          ) : (
            // Only a draft changes: the suppliers answer what they were sent.
            <p className="text-sm text-slate-700">
              Só rascunhos podem ser alterados, e esta cotação está {quoteStatusLabel(q.status).toLowerCase()}.{' '}
              <Link to={`/app/cotacoes/${q.id}`} className="font-medium text-brand-700 underline">
                Voltar à cotação
              </Link>
            </p>
          )
        }
      </QueryContent>
    </DetailPage>
  );
}
