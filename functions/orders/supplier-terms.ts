import { addDays, formatCents } from '../lib/brazil';

/**
 * What a supplier asks of an order, worded once for the cart's warnings and the checkout's refusals.
 */
export const minimumShortfall = (minimumOrderValue: string, subtotalCents: number) =>
  Math.max(0, Math.round(Number(minimumOrderValue) * 100) - subtotalCents);

export const minimumMessage = (supplierName: string, missingCents: number) =>
  `Faltam ${formatCents(missingCents)} para o pedido mínimo de ${supplierName}`;

export const notServedMessage = (supplierName: string, city: { name: string; state: string }) =>
  `${supplierName} não entrega em ${city.name}/${city.state}`;

export const leftCatalogueMessage = (productName: string) =>
  `${productName} saiu do catálogo: remova do carrinho para fechar o pedido`;

/** The first day a supplier can deliver an order placed today. */
export const earliestDelivery = (today: string, leadTimeDays: number) => addDays(today, leadTimeDays);
