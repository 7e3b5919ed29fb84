import * as z from 'zod';
import { monthField } from '../platform/fields';
import { atLeastOneCent, wholeCents } from '../platform/money';

/** The area's inputs: names, amounts (R$ > 0, cents at most), the policy, months. */

const name = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(80, 'Máximo de 80 caracteres');
const code = z.string().trim().max(30, 'Máximo de 30 caracteres').nullable();

export const createCostCentreBody = z.object({ name, code: code.optional() });
export const updateCostCentreBody = z
  .object({
    name: name.optional(),
    code: code.optional(),
    isDefault: z
      .literal(true, { error: 'isDefault só aceita true: escolha outro centro como padrão para trocar' })
      .optional()
      .meta({ description: 'Torna este centro o padrão da organização (o que novos membros recebem)' }),
  })
  .refine((b) => b.name !== undefined || b.code !== undefined || b.isDefault !== undefined, {
    message: 'Informe o nome, o código ou isDefault',
  });

export const memberDefaultBody = z.object({
  costCentreId: z.uuid('Centro de custo inválido').nullable(),
});
export const memberParam = z.object({ memberId: z.uuid('ID de membro inválido') });

const amount = z
  .number({ error: 'Informe o valor mensal' })
  .refine(atLeastOneCent, 'O valor mensal deve ser maior que zero')
  .max(9_999_999_999, 'Valor alto demais')
  .refine(wholeCents, 'Use no máximo duas casas decimais');

export const createBudgetBody = z.object({
  costCentreId: z.uuid('Centro de custo inválido'),
  categoryId: z.uuid('Categoria inválida').nullable().optional(),
  amount,
});
export const updateBudgetBody = z.object({ amount });

export const policyBody = z.object({
  policy: z.enum(['escalate', 'block'], { error: 'Política inválida: escalate ou block' }),
});

export const listBudgetsQuery = z.object({
  month: monthField('Mês inválido (use AAAA-MM)')
    .transform((m) => `${m}-01`)
    .optional(),
});

export const remainingQuery = z.object({ costCentreId: z.uuid('Centro de custo inválido').optional() });
