import * as z from 'zod';
import { uuid } from '../platform/response-schemas';
import type { CartFillReport } from './cart-fill.service';

const reais = (description: string) => z.number().meta({ description });

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** What "Pedir novamente" and "Adicionar tudo ao carrinho" answer: what went in and what changed. */
export const cartFillReportSchema = /* @__PURE__ */ z
  .object({
    added: z
      .array(
        z.object({
          productId: uuid,
          name: z.string(),
          unit: z.string(),
          supplierName: z.string(),
          quantity: z.number().int().meta({ description: 'Unidades somadas ao carrinho (já no mínimo atual)' }),
          price: reais('Preço unitário de hoje em reais (R$)'),
        }),
      )
      .meta({ description: 'Linhas postas no carrinho, ao preço de hoje' }),
    unavailable: z
      .array(
        z.object({
          productId: uuid.nullable().meta({ description: 'null quando o produto foi excluído do catálogo' }),
          name: z.string(),
          reason: z.enum(['REMOVED', 'INACTIVE', 'SUPPLIER_INACTIVE', 'OUT_OF_STOCK']),
          message: z.string().meta({ example: 'Fora de estoque' }),
        }),
      )
      .meta({ description: 'Produtos que não entraram no carrinho' }),
    priceChanges: z
      .array(
        z.object({
          productId: uuid,
          name: z.string(),
          unit: z.string(),
          previousPrice: reais('Preço unitário pago no pedido (R$)'),
          price: reais('Preço unitário de hoje (R$)'),
          difference: reais('Preço de hoje menos o do pedido, por unidade (R$); negativo quando baixou'),
          direction: z.enum(['up', 'down']),
        }),
      )
      .meta({ description: 'Preços que mudaram desde o pedido (listas não guardam preço: sempre vazio)' }),
    minimumRaised: z
      .array(
        z.object({
          productId: uuid,
          name: z.string(),
          unit: z.string(),
          requested: z.number().int().meta({ description: 'A quantidade do pedido ou da lista' }),
          minimum: z.number().int().meta({ description: 'O pedido mínimo de hoje, a quantidade posta no carrinho' }),
        }),
      )
      .meta({ description: 'Quantidades elevadas ao pedido mínimo atual do produto' }),
  })
  .meta({ id: 'CartFillReport' });

export const cartFillReportExample: CartFillReport = {
  added: [
    {
      productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11',
      name: 'Arroz tipo 1 5 kg',
      unit: 'pct',
      supplierName: 'Grãos do Vale',
      quantity: 10,
      price: 27.9,
    },
  ],
  unavailable: [{ productId: null, name: 'Feijão preto 1 kg', reason: 'REMOVED', message: 'Saiu do catálogo' }],
  priceChanges: [
    {
      productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11',
      name: 'Arroz tipo 1 5 kg',
      unit: 'pct',
      previousPrice: 25.9,
      price: 27.9,
      difference: 2,
      direction: 'up',
    },
  ],
  minimumRaised: [],
};

export const cartFillReportToResponse = (report: CartFillReport): z.output<typeof cartFillReportSchema> => report;
