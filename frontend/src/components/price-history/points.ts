import type { Answer, client } from '@/lib/api-client';

/** GET /products/:id/price-history, as the route answers it. */
export type PriceHistoryData = Answer<(typeof client.products)[':id']['price-history']['$get']>;

/** One point of the history, paid or quoted, as the chart and its table read it. */
export type PricePoint = {
  kind: 'paid' | 'quoted';
  /** The instant, in milliseconds (the chart's time axis). */
  t: number;
  at: string;
  unitPrice: number;
  supplierName: string;
};

export const KIND_LABEL: Record<PricePoint['kind'], string> = { paid: 'Pago', quoted: 'Cotado' };

/** Both series in one list, oldest first (paid before quoted at the same instant). */
export function pointsOf(history: PriceHistoryData): PricePoint[] {
  return [
    ...history.paid.map((p) => ({
      kind: 'paid' as const,
      at: p.at,
      unitPrice: p.unitPrice,
      supplierName: p.supplierName,
    })),
    ...history.quoted.map((q) => ({
      kind: 'quoted' as const,
      at: q.at,
      unitPrice: q.unitPrice,
      supplierName: q.supplierName,
    })),
  ]
    .map((p) => ({ ...p, t: Date.parse(p.at) }))
    .sort((a, b) => a.t - b.t || (a.kind === b.kind ? 0 : a.kind === 'paid' ? -1 : 1));
}

const inSaoPaulo = { timeZone: 'America/Sao_Paulo' } as const;
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', ...inSaoPaulo });
const fullDay = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', ...inSaoPaulo });

/** "27/11": the chart's ticks. */
export const shortDay = (t: number) => dayMonth.format(t);
/** "27/11/2026": the tooltip and the table (a history spans years). */
export const longDay = (t: number) => fullDay.format(t);
