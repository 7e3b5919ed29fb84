import { lazy, Suspense } from 'react';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePriceHistory } from '../api/price-history';

// Loaded with the history, not with the screen: the shared part stays out of the route's (and the entry's) chunk list.
const PriceHistory = lazy(() =>
  import('@/components/price-history/price-history').then((m) => ({ default: m.PriceHistory })),
);

/**
 * The product screen's "Histórico de preços": what the organization paid and was quoted for it over
 * the last 12 months. Someone with no organization to buy for (the operator looking around) gets no
 * section rather than a refusal.
 */
export function ProductPriceHistory({ productId, className }: { productId: string; className?: string }) {
  const query = usePriceHistory(productId);
  if (query.error instanceof ApiClientError && query.error.status === 403) return null;
  return (
    <section
      aria-labelledby="historico-de-precos"
      className={cn('space-y-2 rounded-xl border border-slate-200 bg-white p-4', className)}
    >
      <h2 id="historico-de-precos" className="text-base font-semibold">
        Histórico de preços
      </h2>
      <p className="text-xs text-slate-500">O que sua organização pagou e o que lhe cotaram nos últimos 12 meses.</p>
      <QueryContent
        query={query}
        loading="Carregando histórico…"
        error="Não foi possível carregar o histórico de preços."
      >
        {(history) => (
          <Suspense fallback={<p className="text-sm text-slate-500">Carregando histórico…</p>}>
            <PriceHistory history={history} />
          </Suspense>
        )}
      </QueryContent>
    </section>
  );
}
