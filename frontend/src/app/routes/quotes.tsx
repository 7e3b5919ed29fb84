import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { NewQuoteButton, QuotesList } from '@/features/quotes/components/quotes-list';
import { quotesQueryFrom } from '@/features/quotes/quotes-url';

export default function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = quotesQueryFrom(params);
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
