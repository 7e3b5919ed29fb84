import * as z from 'zod';
import { wholeCents } from '../platform/money';
import { MAX_APPROVERS, MAX_RULES } from '../orders/decide/approval-rule-match';

const reais = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .nonnegative(`${what} não pode ser negativo`)
    .max(999_999_999_999, `${what} é grande demais`)
    // Stored with two decimals: 0.004 would become 0.00 and break the band's order in the database.
    .refine(wholeCents, `${what} tem no máximo duas casas decimais`)
    // What the database will keep (5e-324 is whole cents: zero), so the band rules judge the stored value.
    .transform((v) => Math.round(v * 100) / 100);

/** One band as the owner edits it: amounts in reais, an optional supplier or category, approvers in sequence. */
export const ruleInputSchema = z.object({
  supplierId: z.uuid('ID do fornecedor inválido').nullable().optional(),
  categoryId: z.uuid('ID da categoria inválido').nullable().optional(),
  minAmount: reais('O valor inicial').default(0),
  maxAmount: reais('O valor máximo').nullable(),
  approvers: z
    .array(z.enum(['admin', 'owner'], { error: 'Aprovador inválido (admin ou owner)' }))
    .max(MAX_APPROVERS, `No máximo ${MAX_APPROVERS} aprovadores`),
});

/** PUT /approval-rules: the whole list, in the order the rules are evaluated. */
export const saveRulesSchema = z.object({
  rules: z
    .array(ruleInputSchema, { error: 'Informe a lista de regras' })
    .max(MAX_RULES, `No máximo ${MAX_RULES} regras`),
  /** Omitted: the setting in force stays. */
  ownerOrdersNeedApproval: z
    .boolean({ error: 'Pedidos do dono também precisam de aprovação: informe verdadeiro ou falso' })
    .optional(),
});

export type SaveRulesInput = z.infer<typeof saveRulesSchema>;
