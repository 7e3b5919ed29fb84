import * as z from 'zod';

/** Spend analytics' answers (reais as numbers; months 'AAAA-MM' and weeks by their Monday, in São Paulo). */

const reais = (description: string) => z.number().meta({ description });
const measures = {
  spent: reais('Gasto: unidades recebidas em ordem × preço (R$)'),
  committed: reais('Comprometido: unidades aprovadas que contam e ainda não recebidas (R$)'),
  reserved: reais('Reservado: linhas aguardando aprovação (R$)'),
};
// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const month = /* @__PURE__ */ z.string().meta({ description: 'Mês em São Paulo, AAAA-MM', example: '2026-03' });
const periodSchema = /* @__PURE__ */ z
  .object({ from: month, to: month })
  .meta({ description: 'Meses incluídos (de/até)' });

export const spendMonthsSchema = /* @__PURE__ */ z
  .object({
    period: periodSchema,
    totals: z.object({
      ...measures,
      orders: z.number().int().meta({ description: 'Pedidos com algum valor gasto, comprometido ou reservado' }),
    }),
    months: z.array(z.object({ month, ...measures, orders: z.number().int() })),
  })
  .meta({ id: 'SpendByMonth' });

export const spendBreakdownSchema = /* @__PURE__ */ z
  .object({
    period: periodSchema,
    data: z.array(
      z.object({
        id: z
          .string()
          .uuid()
          .nullable()
          .meta({ description: 'Fornecedor, categoria, centro de custo ou pessoa; null: sem (ou removido)' }),
        name: z.string(),
        ...measures,
        share: z.number().nullable().meta({
          description: 'Parte do gasto + comprometido do período (0 a 1); null quando o período não tem nenhum',
        }),
      }),
    ),
  })
  .meta({ id: 'SpendBreakdown' });

export const spendPricesSchema = /* @__PURE__ */ z
  .object({
    period: periodSchema,
    top: z.number().int(),
    products: z.array(
      z.object({
        key: z.string().meta({ description: 'O produto (id, ou fornecedor · nome de um produto removido)' }),
        productId: z.string().uuid().nullable(),
        name: z.string(),
        unit: z.string(),
        supplierName: z.string(),
        amount: reais('Gasto + comprometido do produto no período (R$)'),
        units: z.number().int(),
        averagePrice: reais('Preço médio pago no período, ponderado pelas unidades (R$)'),
        weeks: z.array(
          z.object({
            week: z.iso.date().meta({ description: 'Segunda-feira da semana (São Paulo)' }),
            averagePrice: reais('Preço médio pago na semana, ponderado pelas unidades (R$)'),
            units: z.number().int(),
            amount: reais('Gasto + comprometido na semana (R$)'),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SpendPrices' });

export const spendBudgetsSchema = /* @__PURE__ */ z
  .object({
    month,
    budgets: z.array(
      z.object({
        budgetId: z.string().uuid(),
        costCentreId: z.string().uuid(),
        costCentreName: z.string(),
        categoryId: z.string().uuid().nullable().meta({ description: 'null: o orçamento geral do centro de custo' }),
        categoryName: z.string().nullable(),
        budget: reais('Orçamento do mês (R$)'),
        ...measures,
        remaining: reais('Orçamento − (reservado + comprometido + gasto); negativo quando estourou (R$)'),
      }),
    ),
    unbudgeted: z
      .array(z.object({ costCentreId: z.string().uuid().nullable(), name: z.string(), ...measures }))
      .meta({ description: 'Centros de custo (ou pedidos sem centro) com valores no mês e nenhum orçamento' }),
  })
  .meta({ id: 'SpendBudgets' });
