import type { Tx } from '../../../lib/db';

/** One supplier order of a checkout, as the budget check sees it. */
export interface CheckoutPart {
  /** Index of the supplier order in the checkout (its "-n" suffix minus one). */
  index: number;
  supplierName: string;
  /** Its lines' amounts by category (cents). */
  lines: { categoryId: string | null; amountCents: number }[];
}

/**
 * Checks a checkout's parts against the cost centre's monthly budgets under their row locks (taken
 * here, FOR UPDATE, in id order, held until the checkout commits). Returns, per part that does not
 * fit, why (pt-BR, e.g. "Acima do orçamento de Cozinha em março: faltam R$ 120,00"); under the
 * organization's "block" policy it throws instead. Parts that fit are counted against what is left
 * before the next part is checked.
 *
 * SEAM: written by the budgets work (#20 item 2); until then nothing is ever over.
 */
export async function checkBudgetsAtCheckout(
  _tx: Tx,
  _input: { organizationId: string; costCentreId: string | null; parts: CheckoutPart[] },
): Promise<Map<number, string>> {
  return new Map();
}
