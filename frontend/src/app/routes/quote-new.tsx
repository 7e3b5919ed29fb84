import { useSearchParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { NewQuoteBuilder, type StartingSource } from '@/features/quotes/components/quote-builder';

/** ?pedido=<id> ("Cotar novamente" on an order), ?lista=<id> or ?origem=carrinho: where the items come from. */
function startingSource(params: URLSearchParams): StartingSource {
  const order = params.get('pedido');
  if (order) return { kind: 'order', id: order };
  const list = params.get('lista');
  if (list) return { kind: 'shopping_list', id: list };
  return params.get('origem') === 'carrinho' ? { kind: 'cart' } : null;
}

export default function NewQuotePage() {
  const [params] = useSearchParams();
  return (
    <DetailPage back="/app/cotacoes" backLabel="Cotações" width="max-w-4xl">
      <h1 className="mb-1 text-2xl font-bold tracking-tight">Nova cotação</h1>
      <p className="mb-6 text-slate-600">
        Diga o que precisa e até quando; os fornecedores convidados respondem com preços, e você compara.
      </p>
      <NewQuoteBuilder start={startingSource(params)} />
    </DetailPage>
  );
}
