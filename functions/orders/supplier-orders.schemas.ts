import * as z from 'zod';
import { lineRefusalReason, supplierOrderStatus } from '../../db/schema/enums';
import { dayField, instantField } from '../platform/fields';
import { idParam } from '../platform/params';

/** What the supplier sees: never AWAITING_APPROVAL (that is the buyer's side). */
const SUPPLIER_STATUSES = supplierOrderStatus.enumValues.filter((s) => s !== 'AWAITING_APPROVAL') as [
  Exclude<(typeof supplierOrderStatus.enumValues)[number], 'AWAITING_APPROVAL'>,
  ...Exclude<(typeof supplierOrderStatus.enumValues)[number], 'AWAITING_APPROVAL'>[],
];

export const supplierOrderIdParam = idParam('ID de pedido inválido');

export const supplierOrderListQuery = z.object({
  status: z.enum(SUPPLIER_STATUSES, { error: 'Status inválido' }).optional(),
  unread: z.enum(['true', 'false']).optional(),
  // Read by parseInstant: z.iso.datetime let year 0000 through to PostgreSQL, which answered 500.
  updatedSince: instantField('updatedSince deve ser uma data ISO 8601').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .positive('limit deve ser positivo')
    .max(100, 'limit deve ser no máximo 100')
    .default(20),
});
export type SupplierOrderListQuery = z.infer<typeof supplierOrderListQuery>;

export const acknowledgeSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.string({ error: 'Informe o item' }).uuid('ID de item inválido'),
        accepted: z.boolean({ error: 'Diga se o item foi aceito (accepted)' }),
        quantity: z
          .number()
          .int('A quantidade deve ser um número inteiro')
          .min(1, 'A quantidade deve ser pelo menos 1')
          .optional(),
        reason: z.enum(lineRefusalReason.enumValues, { error: 'Motivo inválido' }).optional(),
        note: z.string().trim().max(500).optional(),
      }),
    )
    .min(1, 'Responda ao menos um item')
    .max(500),
  promisedDate: dayField('Data prometida inválida (use AAAA-MM-DD)').optional(),
});
export type AcknowledgeInput = z.infer<typeof acknowledgeSchema>;

export const REFUSAL_LABEL: Record<(typeof lineRefusalReason.enumValues)[number], string> = {
  SEM_ESTOQUE: 'sem estoque',
  PRECO_ALTERADO: 'preço alterado',
  FORA_DA_AREA: 'fora da área de entrega',
  ABAIXO_DO_MINIMO: 'abaixo do mínimo',
  OUTRO: 'outro',
};
