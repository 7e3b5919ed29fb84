import * as z from 'zod';
import { lineRefusalReason, supplierOrderStatus } from '../../db/schema/enums';
import { dayField, instantField } from '../platform/fields';
import { idParam } from '../platform/params';
import { LINE_REFUSAL_REASON } from './state-vocabulary';

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

/**
 * Why a line was refused, inside the e-mail's and the document's sentences: the vocabulary's words in
 * lower case, but "outro" where the screens say "outro motivo" (the e-mails and PDFs have said "outro";
 * making them one word is a change of wording, left to a decision of its own).
 */
export const REFUSAL_LABEL: Record<(typeof lineRefusalReason.enumValues)[number], string> = {
  ...(Object.fromEntries(
    Object.entries(LINE_REFUSAL_REASON).map(([reason, word]) => [reason, word.label.toLowerCase()]),
  ) as Record<keyof typeof LINE_REFUSAL_REASON, string>),
  OUTRO: 'outro',
};
