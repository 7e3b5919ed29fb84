import { addDays, formatCents, timeInSaoPaulo, todayInSaoPaulo, weekdayOf } from '../platform/brazil';

/**
 * What a supplier asks of an order, worded once for the cart's warnings and the checkout's refusals.
 * Whose terms they are — a listed supplier's own, or those the buyer keeps for a supplier it added — is
 * decided in the statements that read them (buyer-supplier-terms.ts; this file is imported by the SPA
 * too, so it stays free of the database schema).
 */
export const minimumShortfall = (minimumOrderValue: string, subtotalCents: number) =>
  Math.max(0, Math.round(Number(minimumOrderValue) * 100) - subtotalCents);

export const minimumMessage = (supplierName: string, missingCents: number) =>
  `Faltam ${formatCents(missingCents)} para o pedido mínimo de ${supplierName}`;

export const notServedMessage = (supplierName: string, city: { name: string; state: string }) =>
  `${supplierName} não entrega em ${city.name}/${city.state}`;

export const leftCatalogueMessage = (productName: string) =>
  `${productName} saiu do catálogo: remova do carrinho para fechar o pedido`;

/** How a supplier delivers: its lead time, the weekdays it delivers and the time orders close each day. */
export interface DeliveryTerms {
  leadTimeDays: number;
  /** 0 = domingo … 6 = sábado; empty reads as every day. */
  deliveryWeekdays: number[];
  /** "14:00" in São Paulo, or null. */
  orderCutoff: string | null;
}

const WEEKDAY = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/**
 * The first day a supplier can deliver an order placed now: after its cut-off the lead time counts
 * from tomorrow, and the day found moves to the next day it delivers.
 */
export function earliestDelivery(terms: DeliveryTerms, now = new Date()): string {
  const start = terms.orderCutoff && timeInSaoPaulo(now) >= terms.orderCutoff ? 1 : 0;
  let day = addDays(todayInSaoPaulo(now), start + terms.leadTimeDays);
  const days = terms.deliveryWeekdays.length ? terms.deliveryWeekdays : [0, 1, 2, 3, 4, 5, 6];
  for (let i = 0; i < 7 && !days.includes(weekdayOf(day)); i++) day = addDays(day, 1);
  return day;
}

/** "entrega seg, qua e sex; pedidos até 14:00" — nothing when it delivers every day without a cut-off. */
export function deliveryTermsText(terms: Pick<DeliveryTerms, 'deliveryWeekdays' | 'orderCutoff'>): string {
  const days = [...terms.deliveryWeekdays].sort();
  const parts = [];
  if (days.length && days.length < 7) {
    const names = days.map((d) => WEEKDAY[d]!);
    parts.push(`entrega ${names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : names[0]}`);
  }
  if (terms.orderCutoff) parts.push(`pedidos até ${terms.orderCutoff}`);
  return parts.join('; ');
}
