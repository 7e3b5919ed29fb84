import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { QUOTE_STATUS_LIST, type QuoteStatus } from '@/features/quotes/api/quotes';
import { NewQuoteButton, QuotesList } from '@/features/quotes/components/quotes-list';

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUS_LIST as readonly string[]).includes(value ?? '');

export default function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = Number(params.get('pagina') ?? 1) || 1;
  return (
    <TitledPage
      width="max-w-6xl"
      title="Cotações"
      description="Peça preços a vários fornecedores de uma vez, compare as respostas e feche o pedido com o melhor."
      actions={<NewQuoteButton />}
    >
      <QuotesList
        status={status}
        page={page}
        onChange={(next) => {
          const search = new URLSearchParams();
          if (next.status) search.set('status', next.status);
          if (next.page > 1) search.set('pagina', String(next.page));
          setParams(search, { replace: true });
        }}
      />
    </TitledPage>
  );
}
