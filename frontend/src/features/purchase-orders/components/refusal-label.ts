import type { OrderDetail } from '../api/orders';

type RefusalReason = NonNullable<OrderDetail['items'][number]['refusal_reason']>;

/** Why a supplier refused a line, in the buyer's words. */
export const REFUSAL_LABEL: Record<RefusalReason, string> = {
  SEM_ESTOQUE: 'sem estoque',
  PRECO_ALTERADO: 'preço alterado',
  FORA_DA_AREA: 'fora da área de entrega',
  ABAIXO_DO_MINIMO: 'abaixo do mínimo',
  OUTRO: 'outro motivo',
};

export const refusalLabel = (reason: string) => REFUSAL_LABEL[reason as RefusalReason] ?? reason;
