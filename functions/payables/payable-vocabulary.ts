/**
 * One word per payable state and payment method, for the contas a pagar screen, its filter, the
 * accountant's CSV and the audit log (decision 0004). A state is an installment (parcela, feminine):
 * "Vencida", and "Vencidas" where the filter names the group.
 *
 * Plain data (no imports): the SPA bundles it as it is (`@api/payables/payable-vocabulary`).
 */

export const PAYABLE_STATE: Record<'OPEN' | 'OVERDUE' | 'EM_CONFERENCIA' | 'PAID', { label: string; plural: string }> =
  {
    OPEN: { label: 'A pagar', plural: 'A pagar' },
    OVERDUE: { label: 'Vencida', plural: 'Vencidas' },
    EM_CONFERENCIA: { label: 'Em conferência', plural: 'Em conferência' },
    PAID: { label: 'Paga', plural: 'Pagas' },
  };

export type PaymentMethod = 'PIX' | 'BOLETO' | 'TRANSFERENCIA';
export const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  TRANSFERENCIA: 'Transferência',
};
