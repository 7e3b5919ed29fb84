import type { OrderDetail } from '../api/orders';

/** Who placed the order, as an approval decision's note is addressed. */
export interface Placer {
  name: string | null;
  /** The person deciding placed it (the single-decider exception): the note is hers, to nobody. */
  isViewer: boolean;
}

export const placerOf = (order: Pick<OrderDetail, 'client'>, viewerId?: string): Placer => ({
  name: order.client?.name ?? null,
  isViewer: viewerId !== undefined && order.client?.id === viewerId,
});

/** "Observação para Bruna Lima (opcional)": the note goes to whoever placed the order, never to "o comprador". */
export const decisionNoteLabel = (placer: Placer) =>
  placer.isViewer ? 'Observação (opcional)' : `Observação para ${placer.name ?? 'quem fez o pedido'} (opcional)`;
