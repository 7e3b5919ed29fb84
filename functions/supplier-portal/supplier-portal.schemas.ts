import * as z from 'zod';

export const supplierSettingsSchema = z.object({
  orderEmail: z.string().trim().email('E-mail de pedidos inválido').max(200).nullable().optional(),
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
  cityIds: z.array(z.string().uuid('ID de cidade inválido')).max(500).optional(),
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
});
export type SupplierSettingsInput = z.infer<typeof supplierSettingsSchema>;

export const invitePersonSchema = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'staff'], { error: 'O papel deve ser admin ou staff' }),
});
