import * as z from 'zod';
import { deliveryAddressSnapshotSchema, isoDateTime, pageOf, uuid } from '../platform/response-schemas';
import type { Pagination } from '../platform/pagination';
import { allowedQuoteActions, QUOTE_STATE, quoteClosedAt, quoteStatusAt, type QuoteStatus } from './quote-machine';
import type { QuoteDetail, QuoteListRow } from './quotes.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const status = /* @__PURE__ */ z
  .enum(Object.keys(QUOTE_STATE) as [QuoteStatus, ...QuoteStatus[]])
  .meta({ description: 'DRAFT → OPEN (enviada) → CLOSED (prazo ou encerrada) → AWARDED, ou CANCELLED' });

const quoteFields = {
  id: uuid,
  title: z.string(),
  status,
  deadline: isoDateTime.meta({ description: 'Até quando os fornecedores respondem' }),
  desiredDeliveryDate: z.string().nullable().meta({ description: 'AAAA-MM-DD' }),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
};

export const quoteSummarySchema = /* @__PURE__ */ z
  .object({
    ...quoteFields,
    lineCount: z.number().int(),
    supplierCount: z.number().int().meta({ description: 'Fornecedores convidados' }),
    answeredCount: z.number().int().meta({ description: 'Fornecedores que já responderam' }),
  })
  .meta({ id: 'QuoteSummary' });

export const quotePageSchema = /* @__PURE__ */ pageOf(quoteSummarySchema);

export const quoteSchema = /* @__PURE__ */ z
  .object({
    ...quoteFields,
    notes: z.string().nullable(),
    deliveryAddressId: uuid.nullable(),
    deliveryAddress: deliveryAddressSnapshotSchema
      .nullable()
      .meta({ description: 'O endereço como foi enviado aos fornecedores; null enquanto rascunho' }),
    source: z.object({ kind: z.enum(['scratch', 'shopping_list', 'cart', 'order']), id: uuid.optional() }).nullable(),
    closedAt: isoDateTime.nullable(),
    awardedAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    purchaseOrderId: uuid.nullable().meta({ description: 'O pedido criado ao fechar com os vencedores' }),
    lines: z.array(
      z.object({
        id: uuid,
        position: z.number().int(),
        productId: uuid.nullable().meta({ description: 'null: linha de texto livre' }),
        description: z.string(),
        unit: z.string(),
        quantity: z.number().int(),
      }),
    ),
    suppliers: z.array(
      z.object({
        id: uuid.meta({ description: 'O fornecedor' }),
        name: z.string(),
        answeredAt: isoDateTime.nullable(),
        answerCount: z
          .number()
          .int()
          .meta({ description: 'Versões da resposta (o fornecedor pode revisar até o prazo)' }),
        outcome: z.enum(['WON', 'LOST']).nullable(),
      }),
    ),
    allowedActions: z
      .array(z.enum(['edit', 'send', 'close', 'cancel', 'award']))
      .meta({ description: 'O que o comprador pode fazer agora (a tabela de estados)' }),
  })
  .meta({ id: 'Quote' });

/** Read at `now`: past its deadline an open cotação is closed, with a closed one's moves. */
export function quoteToResponse({ quote, lines, invited }: QuoteDetail, now = new Date()): z.infer<typeof quoteSchema> {
  const status = quoteStatusAt(quote, now);
  return {
    id: quote.id,
    title: quote.title,
    status,
    deadline: quote.deadline.toISOString(),
    desiredDeliveryDate: quote.desiredDeliveryDate,
    createdAt: quote.createdAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    notes: quote.notes,
    deliveryAddressId: quote.deliveryAddressId,
    deliveryAddress: quote.deliveryAddress ?? null,
    source: quote.source ?? null,
    closedAt: quoteClosedAt(quote, now)?.toISOString() ?? null,
    awardedAt: quote.awardedAt?.toISOString() ?? null,
    cancelledAt: quote.cancelledAt?.toISOString() ?? null,
    purchaseOrderId: quote.purchaseOrderId,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      productId: l.productId,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
    })),
    suppliers: invited.map(({ invitation, supplier }) => ({
      id: supplier.id,
      name: supplier.name,
      answeredAt: invitation.answeredAt?.toISOString() ?? null,
      answerCount: invitation.answerCount,
      outcome: invitation.outcome,
    })),
    allowedActions: allowedQuoteActions(status, 'buyer').filter(
      (a): a is 'edit' | 'send' | 'close' | 'cancel' | 'award' => a !== 'answer' && a !== 'expire',
    ),
  };
}

/** Each row's status read at the instant the page was filtered at, so a row and its filter agree. */
export function quotePageToResponse(page: { rows: QuoteListRow[]; pagination: Pagination; readAt: Date }) {
  return {
    data: page.rows.map(({ quote, lineCount, supplierCount, answerCount }) => ({
      id: quote.id,
      title: quote.title,
      status: quoteStatusAt(quote, page.readAt),
      deadline: quote.deadline.toISOString(),
      desiredDeliveryDate: quote.desiredDeliveryDate,
      createdAt: quote.createdAt.toISOString(),
      sentAt: quote.sentAt?.toISOString() ?? null,
      lineCount,
      supplierCount,
      answeredCount: answerCount,
    })),
    pagination: page.pagination,
  };
}
