/**
 * The glossary of amounts: one word and one colour per figure, for every screen that shows money an
 * organization spends (dashboard, /app/gastos, budgets). The figures themselves are the API's
 * spend-measures, so the same word always means the same number for the same orders.
 */
export const AMOUNTS = {
  spent: { label: 'Gasto', hint: 'Recebido em ordem', color: '#15803d' },
  committed: { label: 'Comprometido', hint: 'Aprovado, ainda não recebido', color: '#f59e0b' },
  reserved: { label: 'Reservado', hint: 'Aguardando aprovação', color: '#94a3b8' },
} as const;

export type AmountKey = keyof typeof AMOUNTS;
