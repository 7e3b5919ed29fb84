import * as z from 'zod';

/**
 * A supplier's terms as typed, with their bounds and words: the supplier's own settings (its portal) and
 * the terms a buyer keeps for its own supplier (#54) check them the same way.
 */
export const termFields = {
  minimumOrderValue: z
    .number({ error: 'Pedido mínimo inválido' })
    .min(0, 'O pedido mínimo não pode ser negativo')
    .max(1_000_000, 'Pedido mínimo alto demais')
    .optional(),
  leadTimeDays: z
    .number({ error: 'Prazo inválido' })
    .int('O prazo é em dias inteiros')
    .min(0, 'O prazo não pode ser negativo')
    .max(365, 'O prazo é de no máximo 365 dias')
    .optional(),
  paymentTerms: z
    .array(z.string().trim().min(1, 'Forma de pagamento vazia').max(80))
    .max(20, 'No máximo 20 formas de pagamento')
    .optional(),
  deliveryWeekdays: z
    .array(
      z
        .number({ error: 'Dia da semana inválido' })
        .int()
        .min(0, 'Dia da semana de 0 (domingo) a 6 (sábado)')
        .max(6, 'Dia da semana de 0 (domingo) a 6 (sábado)'),
    )
    .min(1, 'Escolha ao menos um dia de entrega')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Um dia da semana aparece duas vezes')
    .optional(),
  orderCutoff: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Horário de corte no formato HH:MM (ex.: 14:00)')
    .nullable()
    .optional(),
};
