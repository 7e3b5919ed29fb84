import * as z from 'zod';
import { idParam } from '../platform/params';

export const productIdParam = idParam('ID de produto inválido');

/** The longest history one answer covers, in months. */
export const MAX_HISTORY_MONTHS = 36;
const monthsMessage = `months deve ser um número de 1 a ${MAX_HISTORY_MONTHS}`;

export const priceHistoryQuery = z.object({
  months: z.coerce
    .number({ error: monthsMessage })
    .int(monthsMessage)
    .min(1, monthsMessage)
    .max(MAX_HISTORY_MONTHS, monthsMessage)
    .default(12)
    .meta({ description: `Quantos meses para trás, a contar de agora (1 a ${MAX_HISTORY_MONTHS}; padrão 12)` }),
});
