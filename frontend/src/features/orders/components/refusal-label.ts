import { LINE_REFUSAL_REASON } from '@api/orders/state-vocabulary';

type RefusalReason = keyof typeof LINE_REFUSAL_REASON;

/** Why a supplier refused a line, in the buyer's words ("Fornecedor recusou: sem estoque"); an unknown code as it came. */
export const refusalLabel = (reason: string) => {
  const word = LINE_REFUSAL_REASON[reason as RefusalReason] as { label: string } | undefined;
  return word ? word.label.toLowerCase() : reason;
};
