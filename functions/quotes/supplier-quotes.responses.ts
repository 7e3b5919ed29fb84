import * as z from 'zod';
import { deliveryAddressSnapshotSchema, isoDateTime, pageOf, uuid } from '../platform/response-schemas';
import type { Pagination } from '../platform/pagination';
import type { SupplierQuoteRow, SupplierQuoteView } from './quote-answers.service';
import { quoteStatusAt } from './quote-machine';

const money = (value: string | null) => (value === null ? null : Number(value));

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const supplierQuoteSummarySchema = /* @__PURE__ */ z
  .object({
    id: uuid.meta({ description: 'A cotação' }),
    title: z.string(),
    buyerName: z.string(),
    status: z.enum(['OPEN', 'CLOSED', 'AWARDED', 'CANCELLED']),
    deadline: isoDateTime,
    sentAt: isoDateTime.nullable(),
    readAt: isoDateTime.nullable().meta({ description: 'Quando alguém do fornecedor abriu; null: não lida' }),
    answeredAt: isoDateTime.nullable(),
    answerCount: z.number().int(),
    outcome: z.enum(['WON', 'LOST']).nullable(),
  })
  .meta({ id: 'SupplierQuoteSummary' });
export const supplierQuotePageSchema = /* @__PURE__ */ pageOf(supplierQuoteSummarySchema);

export const supplierQuoteSchema = /* @__PURE__ */ supplierQuoteSummarySchema
  .omit({ buyerName: true })
  .extend({
    buyer: z.object({ name: z.string(), cnpj: z.string() }),
    deliveryAddress: deliveryAddressSnapshotSchema.nullable(),
    desiredDeliveryDate: z.string().nullable(),
    notes: z.string().nullable(),
    takesAnswers: z.boolean().meta({ description: 'Aberta e antes do prazo: a resposta pode ser enviada ou revisada' }),
    lines: z.array(z.object({ id: uuid, description: z.string(), unit: z.string(), quantity: z.number().int() })),
    answer: z
      .object({
        version: z
          .number()
          .int()
          .meta({ description: 'Cada revisão é uma nova versão; as anteriores ficam guardadas' }),
        createdAt: isoDateTime,
        validUntil: z.string(),
        leadTimeDays: z.number().int(),
        paymentTerm: z.string().nullable(),
        minimumOrderValue: z.number(),
        freight: z.number(),
        notes: z.string().nullable(),
        lines: z.array(
          z.object({
            lineId: uuid,
            unitPrice: z.number().nullable().meta({ description: 'null: não cotado' }),
            availableQuantity: z.number().int().nullable(),
            note: z.string().nullable(),
          }),
        ),
      })
      .nullable()
      .meta({ description: 'A última versão da resposta do fornecedor; null antes da primeira' }),
  })
  .meta({ id: 'SupplierQuote' });

type Status = z.infer<typeof supplierQuoteSummarySchema>['status'];

/** Read at `now`, as the buyer reads it: past its deadline an open cotação is closed. */
export function supplierQuoteToResponse(
  view: SupplierQuoteView,
  now = new Date(),
): z.infer<typeof supplierQuoteSchema> {
  const { quote, invitation, buyer, lines, latest } = view;
  const status = quoteStatusAt(quote, now) as Status;
  return {
    id: quote.id,
    title: quote.title,
    status,
    deadline: quote.deadline.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    readAt: invitation.readAt?.toISOString() ?? null,
    answeredAt: invitation.answeredAt?.toISOString() ?? null,
    answerCount: invitation.answerCount,
    outcome: invitation.outcome,
    buyer,
    deliveryAddress: quote.deliveryAddress ?? null,
    desiredDeliveryDate: quote.desiredDeliveryDate,
    notes: quote.notes,
    takesAnswers: status === 'OPEN',
    lines: lines.map((l) => ({ id: l.id, description: l.description, unit: l.unit, quantity: l.quantity })),
    answer: latest && {
      version: latest.answer.version,
      createdAt: latest.answer.createdAt.toISOString(),
      validUntil: latest.answer.validUntil,
      leadTimeDays: latest.answer.leadTimeDays,
      paymentTerm: latest.answer.paymentTerm,
      minimumOrderValue: Number(latest.answer.minimumOrderValue),
      freight: Number(latest.answer.freight),
      notes: latest.answer.notes,
      lines: latest.lines.map((l) => ({
        lineId: l.lineId,
        unitPrice: money(l.unitPrice),
        availableQuantity: l.availableQuantity,
        note: l.note,
      })),
    },
  };
}

export function supplierQuotePageToResponse(
  page: { rows: SupplierQuoteRow[]; pagination: Pagination },
  now = new Date(),
) {
  return {
    data: page.rows.map(({ invitation, quote, buyerName }) => ({
      id: quote.id,
      title: quote.title,
      buyerName,
      status: quoteStatusAt(quote, now) as Status,
      deadline: quote.deadline.toISOString(),
      sentAt: quote.sentAt?.toISOString() ?? null,
      readAt: invitation.readAt?.toISOString() ?? null,
      answeredAt: invitation.answeredAt?.toISOString() ?? null,
      answerCount: invitation.answerCount,
      outcome: invitation.outcome,
    })),
    pagination: page.pagination,
  };
}
