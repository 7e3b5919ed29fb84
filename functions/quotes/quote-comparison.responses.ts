import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { QuoteComparison } from './quote-comparison';
import { quoteStatusAt } from './quote-machine';

const reais = (centavos: number) => centavos / 100;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const awardSchema = /* @__PURE__ */ z.object({
  supplierId: uuid,
  lineIds: z.array(uuid),
  subtotal: z.number().meta({ description: 'As linhas, em reais' }),
  freight: z.number(),
  total: z.number(),
});

export const quoteComparisonSchema = /* @__PURE__ */ z
  .object({
    quoteId: uuid,
    status: z.enum(['OPEN', 'CLOSED', 'AWARDED', 'CANCELLED']),
    suppliers: z.array(
      z.object({
        id: uuid,
        name: z.string(),
        answered: z.boolean(),
        version: z.number().int().nullable(),
        answeredAt: isoDateTime.nullable(),
        validUntil: z.string().nullable().meta({ description: 'Validade da proposta (AAAA-MM-DD)' }),
        leadTimeDays: z.number().int().nullable(),
        paymentTerm: z.string().nullable(),
        minimumOrderValue: z.number().nullable(),
        freight: z.number().nullable(),
        quotedLines: z.number().int().meta({ description: 'Linhas com preço que valem para escolher os vencedores' }),
        subtotal: z.number().meta({ description: 'Todas as linhas que cotou, em reais' }),
        total: z.number().meta({ description: 'subtotal + frete' }),
        meetsMinimum: z.boolean().meta({ description: 'Com todas as linhas que cotou, atinge o pedido mínimo' }),
      }),
    ),
    lines: z.array(
      z.object({
        id: uuid,
        description: z.string(),
        unit: z.string(),
        quantity: z.number().int(),
        productId: uuid.nullable(),
        lastPaid: z
          .object({ unitPrice: z.number(), at: isoDateTime })
          .nullable()
          .meta({ description: 'O último preço que a organização pagou por este produto' }),
        offers: z.array(
          z.object({
            supplierId: uuid,
            unitPrice: z.number().nullable().meta({ description: 'null: não cotado' }),
            availableQuantity: z.number().int().nullable(),
            note: z.string().nullable(),
            eligible: z.boolean().meta({
              description:
                'Tem preço, quantidade para a linha toda e validade em dia: vale para escolher os vencedores',
            }),
            best: z.boolean().meta({ description: 'O menor preço unitário elegível da linha' }),
          }),
        ),
      }),
    ),
    bestSplit: z
      .object({
        feasible: z.boolean(),
        reason: z.string().nullable().meta({ description: 'Por que não há divisão possível' }),
        total: z.number().nullable(),
        suppliers: z.array(awardSchema),
        lines: z.array(z.object({ lineId: uuid, supplierId: uuid })),
        unawardableLineIds: z.array(uuid).meta({ description: 'Linhas que ninguém cotou (ficam fora)' }),
      })
      .meta({
        description:
          'A escolha de vencedores mais barata que respeita o pedido mínimo de cada fornecedor escolhido e soma o frete de cada um; empates: menos fornecedores, depois a melhor avaliação',
      }),
  })
  .meta({ id: 'QuoteComparison' });

export function comparisonToResponse(c: QuoteComparison, now = new Date()): z.infer<typeof quoteComparisonSchema> {
  const { quote, invited } = c.detail;
  return {
    quoteId: quote.id,
    status: quoteStatusAt(quote, now) as 'OPEN' | 'CLOSED' | 'AWARDED' | 'CANCELLED',
    suppliers: invited.map(({ invitation, supplier }) => {
      const answer = c.answerOf.get(supplier.id);
      const single = c.singles.find((s) => s.supplierId === supplier.id);
      return {
        id: supplier.id,
        name: supplier.name,
        answered: Boolean(answer),
        version: answer?.version ?? null,
        answeredAt: invitation.answeredAt?.toISOString() ?? null,
        validUntil: answer?.validUntil ?? null,
        leadTimeDays: answer?.leadTimeDays ?? null,
        paymentTerm: answer?.paymentTerm ?? null,
        minimumOrderValue: answer ? Number(answer.minimumOrderValue) : null,
        freight: answer ? Number(answer.freight) : null,
        quotedLines: single?.lineIds.length ?? 0,
        subtotal: reais(single?.subtotalCents ?? 0),
        total: reais(single?.totalCents ?? 0),
        meetsMinimum: single?.meetsMinimum ?? false,
      };
    }),
    lines: c.grid.map(({ line, lastPaid, offers }) => ({
      id: line.id,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      productId: line.productId,
      lastPaid: lastPaid && { unitPrice: lastPaid.unitPrice, at: lastPaid.at.toISOString() },
      offers: offers.map((o) => ({
        supplierId: o.supplierId,
        unitPrice: o.unitPrice,
        availableQuantity: o.availableQuantity,
        note: o.note,
        eligible: o.eligible,
        best: o.best,
      })),
    })),
    bestSplit: c.split.feasible
      ? {
          feasible: true,
          reason: null,
          total: reais(c.split.totalCents),
          suppliers: c.split.suppliers.map((s) => ({
            supplierId: s.supplierId,
            lineIds: s.lineIds,
            subtotal: reais(s.subtotalCents),
            freight: reais(s.freightCents),
            total: reais(s.totalCents),
          })),
          lines: c.split.lines.map((l) => ({ lineId: l.lineId, supplierId: l.supplierId })),
          unawardableLineIds: c.split.unawardableLineIds,
        }
      : {
          feasible: false,
          reason: c.split.reason,
          total: null,
          suppliers: [],
          lines: [],
          unawardableLineIds: c.split.unawardableLineIds,
        },
  };
}
