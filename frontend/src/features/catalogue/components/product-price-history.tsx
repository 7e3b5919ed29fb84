import { PriceHistoryQuery } from '@/components/price-history/price-history-query';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePriceHistory } from '../api/price-history';

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
      <PriceHistoryQuery query={query} />
    </section>
  );
}
