import * as z from 'zod';
import { incidentResolution, receiptCondition } from '../../db/schema/enums';
import { atLeastOneCent, wholeCents } from '../platform/money';
import { dayField } from '../platform/fields';
import { idParam } from '../platform/params';
import { INCIDENT_RESOLUTION, inSentence, RECEIPT_CONDITION } from '../orders/incident-vocabulary';

/** What the supplier ships and what the buyer receives, as the API takes them. */

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const money = (what: string) =>
  z
    .number({ error: `Informe ${what} em reais` })
    .refine(atLeastOneCent, `${what[0]!.toUpperCase()}${what.slice(1)} deve ser maior que zero`)
    .max(99_999_999, `${what[0]!.toUpperCase()}${what.slice(1)} passa do limite`)
    .refine(wholeCents, {
      message: `${what[0]!.toUpperCase()}${what.slice(1)} tem no máximo dois decimais`,
    });

/** The NF-e the goods travel under, and how they travel. */
export const invoiceFields = {
  nfeKey: z
    .string({ error: 'Informe a chave de acesso da NF-e' })
    .trim()
    .min(1, 'Informe a chave de acesso da NF-e')
    .max(80),
  invoiceNumber: z
    .string({ error: 'Informe o número da NF-e' })
    .trim()
    .regex(/^\d{1,9}$/, 'Número da NF-e: até 9 dígitos'),
  invoiceSeries: z
    .string({ error: 'Informe a série da NF-e' })
    .trim()
    .regex(/^\d{1,3}$/, 'Série da NF-e: até 3 dígitos'),
  invoiceAmount: money('o valor da NF-e'),
  carrier: z.string().trim().max(120, 'Transportadora: até 120 caracteres').optional(),
  trackingCode: z.string().trim().max(120, 'Código de rastreio: até 120 caracteres').optional(),
  expectedDeliveryDate: dayField('Previsão de entrega inválida (use AAAA-MM-DD)').optional(),
};

export const shipmentSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: uuid('ID de item inválido'),
        quantity: z
          .number({ error: 'Informe a quantidade enviada' })
          .int('A quantidade deve ser um número inteiro')
          .min(1, 'A quantidade deve ser pelo menos 1'),
      }),
    )
    .min(1, 'Envie ao menos um item')
    .max(500),
  ...invoiceFields,
});
export type ShipmentInput = z.infer<typeof shipmentSchema>;

export const cancelRemainingSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(3, 'Informe o motivo (ao menos 3 caracteres)')
    .max(500, 'Motivo: até 500 caracteres'),
});

export const receiptSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: uuid('ID de linha da remessa inválido'),
        receivedQuantity: z
          .number({ error: 'Informe a quantidade recebida em ordem' })
          .int('A quantidade deve ser um número inteiro')
          .min(0, 'A quantidade não pode ser negativa'),
        condition: z.enum(receiptCondition.enumValues, {
          error: 'Condição inválida (OK, AVARIADO, FALTANTE, ITEM_ERRADO)',
        }),
        note: z.string().trim().max(500, 'Observação: até 500 caracteres').optional(),
      }),
    )
    .min(1, 'Informe ao menos uma linha')
    .max(500),
});
export type ReceiptInput = z.infer<typeof receiptSchema>;

export const incidentAnswerSchema = z
  .object({
    resolution: z.enum(incidentResolution.enumValues, { error: 'Resposta inválida (CREDIT, REPLACEMENT, DISPUTE)' }),
    note: z.string().trim().max(500, 'Observação: até 500 caracteres').optional(),
    creditAmount: money('o valor do crédito').optional(),
    shipment: z.object(invoiceFields).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'CREDIT' && v.creditAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['creditAmount'], message: 'Informe o valor do crédito' });
    if (v.resolution === 'REPLACEMENT' && !v.shipment)
      ctx.addIssue({ code: 'custom', path: ['shipment'], message: 'Informe a NF-e da remessa de reposição' });
    if (v.resolution === 'DISPUTE' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Explique a contestação' });
  });
export type IncidentAnswerInput = z.infer<typeof incidentAnswerSchema>;

export const reopenSchema = z.object({
  note: z.string({ error: 'Diga por que reabre' }).trim().min(3, 'Diga por que reabre').max(500),
});

export const shipmentParams = z.object({
  id: uuid('ID de pedido inválido'),
  shipmentId: uuid('ID de remessa inválido'),
});
export const incidentParams = z.object({
  id: uuid('ID de pedido inválido'),
  incidentId: uuid('ID de ocorrência inválido'),
});
export const supplierOrderParam = idParam('ID de pedido inválido');

/** Each code's word inside a sentence ("com avariado", "com crédito"), from its one table (decision 0004). */
const inSentences = <K extends string>(words: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(words).map(([code, word]) => [code, inSentence(word)])) as Record<
    K,
    string
  >;
export const CONDITION_LABEL: Record<(typeof receiptCondition.enumValues)[number], string> =
  inSentences(RECEIPT_CONDITION);
export const RESOLUTION_LABEL: Record<(typeof incidentResolution.enumValues)[number], string> =
  inSentences(INCIDENT_RESOLUTION);
