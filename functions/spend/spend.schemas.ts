import * as z from 'zod';
import { todayInSaoPaulo } from '../platform/brazil';
import { monthField } from '../platform/fields';

/** The longest period one answer covers (a chart of three years by month still reads). */
export const MAX_MONTHS = 36;

const monthParam = monthField('Mês inválido: use AAAA-MM (ex.: 2026-03)')
  .optional()
  .meta({ description: 'Mês no formato AAAA-MM (meses de São Paulo)', example: '2026-03' });

/** "2026-03" + n months → "2026-0x" (calendar arithmetic on the month's number). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

export const currentMonth = (now = new Date()) => todayInSaoPaulo(now).slice(0, 7);

/** A whole number of São Paulo months; without from/to, the last 12 months, this one included. */
export type SpendPeriod = { from: string; to: string };

const periodShape = { from: monthParam, to: monthParam };

/** from/to resolved to a period: only to → the 12 months up to it; only from → from to this month (or 12). */
const resolvePeriod = ({ from, to }: { from?: string; to?: string }): SpendPeriod => {
  const now = currentMonth();
  const twelveFromStart = from && addMonths(from, 11);
  const end = to ?? (twelveFromStart && twelveFromStart < now ? twelveFromStart : now);
  return { from: from ?? addMonths(end, -11), to: end };
};

const checkPeriod = (p: SpendPeriod, ctx: z.RefinementCtx) => {
  if (p.from > p.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'O mês inicial deve vir antes do final' });
  else if (monthsBetween(p.from, p.to) > MAX_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `Período de no máximo ${MAX_MONTHS} meses` });
};

export const periodQuery = z.object(periodShape).transform(resolvePeriod).superRefine(checkPeriod);

export const MAX_TOP = 10;
export const pricesQuery = z
  .object({
    ...periodShape,
    top: z.coerce
      .number({ error: 'top deve ser um número de 1 a 10' })
      .int('top deve ser um número de 1 a 10')
      .min(1, 'top deve ser um número de 1 a 10')
      .max(MAX_TOP, 'top deve ser um número de 1 a 10')
      .default(5)
      .meta({ description: 'Quantos produtos, os de maior gasto no período (1 a 10; padrão 5)' }),
  })
  .transform(({ top, ...months }) => ({ ...resolvePeriod(months), top }))
  .superRefine(checkPeriod);

export const budgetMonthQuery = z
  .object({ month: monthParam })
  .transform(({ month }) => ({ month: month ?? currentMonth() }));
