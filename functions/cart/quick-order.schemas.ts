import * as z from 'zod';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MAX_QUANTITY } from './quick-order-text';

export const quickOrderPreviewBody = z.object({
  text: z
    .string({ error: 'Cole a lista do pedido ("10 kg tomate" ou sku;quantidade) ou envie um arquivo CSV' })
    .max(QUICK_ORDER_MAX_CHARS, 'O texto passa de 100 KB: divida a lista em partes')
    .refine((text) => text.trim() !== '', 'Cole ao menos uma linha ("10 kg tomate" ou sku;quantidade)'),
});

export const quickOrderAddBody = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string({ error: 'Produto é obrigatório' }).uuid('ID de produto inválido'),
        quantity: z
          .number({ error: 'A quantidade deve ser pelo menos 1' })
          .int('A quantidade deve ser um número inteiro')
          .min(1, 'A quantidade deve ser pelo menos 1')
          .max(QUICK_ORDER_MAX_QUANTITY, 'A quantidade máxima por linha é 100.000'),
      }),
    )
    .min(1, 'Escolha ao menos um item')
    .max(QUICK_ORDER_MAX_LINES, `Até ${QUICK_ORDER_MAX_LINES} linhas por vez`),
});
