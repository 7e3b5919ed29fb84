import * as z from 'zod';
import { dayField } from '../platform/fields';

/** The highest unit price an answer may carry: a typo of several zeros is refused, not compared. */
export const MAX_UNIT_PRICE = 1_000_000;

const reais = (what: string, max: number) =>
  z
    .number({ error: `Informe ${what} em reais` })
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} não pode ser negativo`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} acima do limite de R$ ${max.toLocaleString('pt-BR')}`);

/**
 * A supplier's answer: per line a unit price (null: "não cotado"), what it has of it and a brand or
 * pack note; for the whole answer its validity, lead time, payment term, minimum order and freight.
 */
export const answerBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.string().uuid('ID de linha inválido'),
        unitPrice: z
          .number({ error: 'Informe o preço unitário, ou null para não cotado' })
          .gt(0, 'O preço unitário deve ser maior que zero')
          .max(MAX_UNIT_PRICE, `O preço unitário passa do limite de R$ ${MAX_UNIT_PRICE.toLocaleString('pt-BR')}`)
          .nullable(),
        availableQuantity: z
          .number()
          .int('A quantidade disponível deve ser um número inteiro')
          .min(0, 'A quantidade disponível não pode ser negativa')
          .nullable()
          .optional(),
        note: z.string().trim().max(200, 'Máximo de 200 caracteres').nullable().optional(),
      }),
    )
    .min(1, 'Responda ao menos uma linha')
    .max(500, 'No máximo 500 linhas')
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'Uma linha aparece duas vezes'),
  validUntil: dayField('Validade inválida (use AAAA-MM-DD)'),
  leadTimeDays: z
    .number({ error: 'Informe o prazo de entrega em dias' })
    .int('O prazo de entrega deve ser um número inteiro de dias')
    .min(0, 'O prazo de entrega não pode ser negativo')
    .max(365, 'O prazo de entrega máximo é de 365 dias'),
  paymentTerm: z.string().trim().max(100, 'Máximo de 100 caracteres').nullable().optional(),
  minimumOrderValue: reais('o pedido mínimo', 10_000_000).default(0),
  freight: reais('o frete', 1_000_000).default(0),
  notes: z.string().trim().max(1000, 'Máximo de 1000 caracteres').nullable().optional(),
});
export type AnswerInput = z.infer<typeof answerBody>;
