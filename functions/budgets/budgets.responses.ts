import * as z from 'zod';
import type { costCentres } from '../../db/schema/cost-centres';
import { isoDateTime, memberRoleSchema, uuid } from '../platform/response-schemas';
import type { BudgetUsage } from './budget-usage';

/** The area's response shapes (money in reais) and the mappers from rows and usage (cents). */

const reais = (cents: number) => cents / 100;
// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const month = /* @__PURE__ */ z.iso
  .date()
  .meta({ description: 'Primeiro dia do mês (America/Sao_Paulo)', example: '2026-11-01' });
const policy = /* @__PURE__ */ z.enum(['escalate', 'block']).meta({
  description: 'Acima do orçamento no checkout: escalate manda o pedido ao dono; block recusa o pedido',
});

export const costCentreSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    code: z.string().nullable().meta({ description: 'Código contábil, opcional' }),
    isDefault: z.boolean().meta({ description: 'O centro padrão da organização: o que novos membros recebem' }),
    budgetCount: z.number().int(),
    memberCount: z.number().int().meta({ description: 'Membros com este centro como padrão' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'CostCentre' });

export const costCentreListSchema = /* @__PURE__ */ z.object({
  data: z.array(costCentreSchema),
  defaultCostCentreId: uuid.nullable().meta({ description: 'O centro de custo padrão de quem pergunta' }),
});

type CostCentreRow = Omit<typeof costCentres.$inferSelect, 'organizationId'> & {
  budgetCount?: number;
  memberCount?: number;
};
export const costCentreToResponse = (row: CostCentreRow): z.infer<typeof costCentreSchema> => ({
  id: row.id,
  name: row.name,
  code: row.code,
  isDefault: row.isDefault,
  budgetCount: row.budgetCount ?? 0,
  memberCount: row.memberCount ?? 0,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const memberDefaultListSchema = /* @__PURE__ */ z.object({
  data: z.array(
    z
      .object({
        memberId: uuid,
        name: z.string(),
        email: z.string(),
        role: memberRoleSchema,
        costCentreId: uuid.nullable(),
      })
      .meta({ id: 'MemberCostCentre' }),
  ),
});

export const memberDefaultSchema = /* @__PURE__ */ z.object({ memberId: uuid, costCentreId: uuid.nullable() });

export const budgetSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    costCentreId: uuid,
    costCentreName: z.string(),
    categoryId: uuid.nullable().meta({ description: 'null: o orçamento geral do centro de custo' }),
    categoryName: z.string().nullable(),
    amount: z.number().meta({ description: 'Valor mensal (R$)' }),
    reserved: z.number().meta({ description: 'Em pedidos aguardando aprovação (R$)' }),
    committed: z.number().meta({ description: 'Aprovado e ainda não recebido (R$)' }),
    spent: z.number().meta({ description: 'Recebido em ordem (R$)' }),
    remaining: z.number().meta({ description: 'Valor − (reservado + comprometido + gasto); negativo quando estourou' }),
  })
  .meta({ id: 'Budget' });

export const budgetToResponse = (b: BudgetUsage): z.infer<typeof budgetSchema> => ({
  id: b.budgetId,
  costCentreId: b.costCentreId,
  costCentreName: b.costCentreName,
  categoryId: b.categoryId,
  categoryName: b.categoryName,
  amount: reais(b.amountCents),
  reserved: reais(b.reservedCents),
  committed: reais(b.committedCents),
  spent: reais(b.spentCents),
  remaining: reais(b.remainingCents),
});

export const budgetListSchema = /* @__PURE__ */ z.object({ month, policy, data: z.array(budgetSchema) });
export const budgetWithMonthSchema = /* @__PURE__ */ budgetSchema.extend({ month });
export const budgetPolicySchema = /* @__PURE__ */ z.object({ policy }).meta({ id: 'BudgetPolicy' });

export const remainingSchema = /* @__PURE__ */ z
  .object({
    month,
    policy,
    costCentre: z
      .object({ id: uuid, name: z.string() })
      .nullable()
      .meta({ description: 'null quando quem pergunta não tem centro de custo padrão' }),
    cartAmount: z.number().meta({ description: 'O carrinho de quem pergunta (R$)' }),
    budgets: z.array(
      budgetSchema.extend({
        cartAmount: z.number().meta({ description: 'Quanto do carrinho cai neste orçamento (R$)' }),
        overWithCart: z.boolean().meta({ description: 'O carrinho passaria do que resta' }),
      }),
    ),
  })
  .meta({ id: 'BudgetsRemaining' });

export const remainingToResponse = (r: {
  month: string;
  policy: 'escalate' | 'block';
  costCentre: { id: string; name: string } | null;
  cartCents: number;
  budgets: (BudgetUsage & { cartCents: number })[];
}): z.infer<typeof remainingSchema> => ({
  month: r.month,
  policy: r.policy,
  costCentre: r.costCentre,
  cartAmount: reais(r.cartCents),
  budgets: r.budgets.map((b) => ({
    ...budgetToResponse(b),
    cartAmount: reais(b.cartCents),
    overWithCart: b.cartCents > 0 && b.cartCents > b.remainingCents,
  })),
});
