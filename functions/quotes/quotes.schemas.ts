import * as z from 'zod';
import { dayField, instantField } from '../platform/fields';
import { idParam } from '../platform/params';
import { paginationQuery } from '../platform/pagination';

const quantity = z
  .number({ error: 'Informe a quantidade da linha' })
  .int('A quantidade deve ser um número inteiro')
  .min(1, 'A quantidade deve ser pelo menos 1')
  .max(1_000_000, 'A quantidade máxima é 1000000');

/** A catalogue product, or free text with its unit ("Tomate italiano", "kg"). */
const line = z
  .object({
    productId: z.string().uuid('ID de produto inválido').optional(),
    description: z.string().trim().min(1, 'Descreva o item').max(200, 'Máximo de 200 caracteres').optional(),
    unit: z.string().trim().min(1, 'Informe a unidade (kg, cx, un…)').max(20, 'Máximo de 20 caracteres').optional(),
    quantity,
  })
  .superRefine((l, ctx) => {
    if (l.productId) return;
    if (!l.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Escolha um produto ou descreva o item' });
    if (!l.unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Informe a unidade (kg, cx, un…)' });
  });

// An instant with its offset (or a day), read strictly: z.coerce.date took 2027-02-31 as 3 March.
const deadline = instantField('Informe o prazo para as respostas').refine(
  (d) => d.getTime() > Date.now(),
  'O prazo para as respostas deve estar no futuro',
);

const supplierIds = z
  .array(z.string().uuid('ID de fornecedor inválido'))
  .max(20, 'Convide no máximo 20 fornecedores')
  .refine((ids) => new Set(ids).size === ids.length, 'Um fornecedor aparece duas vezes');

const fields = {
  title: z.string().trim().min(1, 'Dê um título à cotação').max(120, 'Máximo de 120 caracteres'),
  deliveryAddressId: z.string().uuid('ID de endereço inválido').nullable().optional(),
  desiredDeliveryDate: dayField('Data de entrega inválida (use AAAA-MM-DD)').nullable().optional(),
  notes: z.string().trim().max(1000, 'Máximo de 1000 caracteres').nullable().optional(),
  deadline,
  supplierIds: supplierIds.default([]),
  lines: z.array(line).max(500, 'No máximo 500 linhas por cotação'),
};

/**
 * A new cotação: its lines typed, or taken from a shopping list, the cart or a past order
 * ("Cotar novamente"); lines given win over the source's.
 */
export const createQuoteBody = z
  .object({
    ...fields,
    lines: fields.lines.optional(),
    source: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('shopping_list'), id: z.string().uuid('ID de lista inválido') }),
        z.object({ kind: z.literal('order'), id: z.string().uuid('ID de pedido inválido') }),
        z.object({ kind: z.literal('cart') }),
      ])
      .optional(),
  })
  .refine((v) => (v.lines?.length ?? 0) > 0 || v.source, {
    message: 'A cotação precisa de ao menos uma linha',
    path: ['lines'],
  });
export type CreateQuoteInput = z.infer<typeof createQuoteBody>;

/** A draft's change: whatever is given replaces what it had (lines and suppliers whole). */
// Without the creation's default: zod applies a default inside .partial(), so a change naming only the
// title came out with supplierIds [] and uninvited everyone.
export const updateQuoteBody = z
  .object({ ...fields, supplierIds, lines: fields.lines.min(1, 'A cotação precisa de ao menos uma linha') })
  .partial();
export type UpdateQuoteInput = z.infer<typeof updateQuoteBody>;
export type QuoteLineInput = z.infer<typeof line>;

export const quoteIdParam = idParam('ID de cotação inválido');
export const quotesQuery = paginationQuery.extend({
  status: z.enum(['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED']).optional(),
});
