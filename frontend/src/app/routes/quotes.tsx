import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { NewQuoteButton, QuotesList } from '@/features/quotes/components/quotes-list';
import { quotesQueryFrom } from '@/features/quotes/quotes-url';
import { OPENING_PAGES } from '../opening-pages';

export default function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = quotesQueryFrom(params);
  return (
    <TitledPage {...OPENING_PAGES['/app/cotacoes']} actions={<NewQuoteButton />}>
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
