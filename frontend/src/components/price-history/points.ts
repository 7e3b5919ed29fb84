import type { Answer, client } from '@/lib/api-client';

/** GET /products/:id/price-history, as the route answers it. */
export type PriceHistoryData = Answer<(typeof client.products)[':id']['price-history']['$get']>;

/** One point of the history — paid, quoted, or a change of its own price list — as the chart and its table read it. */
export type PricePoint = {
  kind: 'paid' | 'quoted' | 'list';
  /** The instant, in milliseconds (the chart's time axis). */
  t: number;
  at: string;
  unitPrice: number;
  supplierName: string;
};

export const KIND_LABEL: Record<PricePoint['kind'], string> = { paid: 'Pago', quoted: 'Cotado', list: 'Tabela' };

/** Who set a price of the organization's own price list, as its table says it. */
const CHANGED_BY: Record<PriceHistoryData['changes'][number]['changedBy'], string> = {
  buyer: 'Alterado pela organização',
  supplier: 'Alterado pelo fornecedor',
  operator: 'Alterado pelo operador',
  import: 'Importação CSV',
};

const ORDER: Record<PricePoint['kind'], number> = { list: 0, paid: 1, quoted: 2 };

/** Every series in one list, oldest first (at the same instant: the list's price, then paid, then quoted). */
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
    ...history.changes.map((c) => ({
      kind: 'list' as const,
      at: c.at,
      unitPrice: c.price,
      supplierName: CHANGED_BY[c.changedBy],
    })),
  ]
    .map((p) => ({ ...p, t: Date.parse(p.at) }))
    .sort((a, b) => a.t - b.t || ORDER[a.kind] - ORDER[b.kind]);
}

const inSaoPaulo = { timeZone: 'America/Sao_Paulo' } as const;
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', ...inSaoPaulo });
const fullDay = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', ...inSaoPaulo });

/** "27/11": the chart's ticks. */
export const shortDay = (t: number) => dayMonth.format(t);
/** "27/11/2026": the tooltip and the table (a history spans years). */
export const longDay = (t: number) => fullDay.format(t);
