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
});
export type SupplierSettingsInput = z.infer<typeof supplierSettingsSchema>;

export const invitePersonSchema = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'staff'], { error: 'O papel deve ser admin ou staff' }),
});
