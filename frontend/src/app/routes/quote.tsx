import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useQuote } from '@/features/quotes/api/quotes';
import { QuoteDetail } from '@/features/quotes/components/quote-detail';

export default function QuotePage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  return (
    <DetailPage back="/app/cotacoes" backLabel="Cotações" width="max-w-6xl">
      <QueryContent query={quote} loading="Carregando cotação…" error="Cotação não encontrada.">
        {(q) => <QuoteDetail quote={q} />}
      </QueryContent>
    </DetailPage>
  );
}
