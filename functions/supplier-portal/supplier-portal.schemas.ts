import * as z from 'zod';
import { termFields } from '../suppliers/supplier-terms.schemas';

export const supplierSettingsSchema = z.object({
  orderEmail: z.string().trim().email('E-mail de pedidos inválido').max(200).nullable().optional(),
  minimumOrderValue: termFields.minimumOrderValue,
  leadTimeDays: termFields.leadTimeDays,
  paymentTerms: termFields.paymentTerms,
  cityIds: z.array(z.string().uuid('ID de cidade inválido')).max(500).optional(),
  deliveryWeekdays: termFields.deliveryWeekdays,
  orderCutoff: termFields.orderCutoff,
});
export type SupplierSettingsInput = z.infer<typeof supplierSettingsSchema>;

export const invitePersonSchema = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'staff'], { error: 'O papel deve ser admin ou staff' }),
});
