import { lazy, Suspense } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryContent } from '@/components/query-content';
import type { PriceHistoryData } from './points';

// Loaded with the history, not with the screen: the chart stays out of the route's (and the entry's) chunk list.
const PriceHistory = lazy(() => import('./price-history').then((m) => ({ default: m.PriceHistory })));

/** A product's price history as its query gives it: loading, the error, then the summary, chart and table. */
export function PriceHistoryQuery({ query }: { query: UseQueryResult<PriceHistoryData> }) {
  return (
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
  );
}
