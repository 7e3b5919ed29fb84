import * as z from 'zod';

/**
 * An award: line by line (`lines`), or a strategy — the exact best split, or one supplier for every
 * line it quoted.
 */
export const awardBody = z.union(
  [
    z.object({
      lines: z
        .array(
          z.object({
            lineId: z.string().uuid('ID de linha inválido'),
            supplierId: z.string().uuid('ID de fornecedor inválido'),
          }),
        )
        .min(1, 'Escolha o fornecedor de ao menos uma linha')
        .refine((l) => new Set(l.map((x) => x.lineId)).size === l.length, 'Uma linha aparece duas vezes'),
    }),
    z.object({ strategy: z.literal('best_split') }),
    z.object({
      strategy: z.literal('single_supplier'),
      supplierId: z.string({ error: 'Escolha o fornecedor' }).uuid('ID de fornecedor inválido'),
    }),
  ],
  { error: 'Envie lines ou strategy ("best_split" ou "single_supplier" com supplierId)' },
);
export type AwardInput = z.infer<typeof awardBody>;
