import * as z from 'zod';
import { paginationQuery } from '../platform/pagination';
import { idParam } from '../platform/params';
import { daysInMonth, parseDay, parseInstant, todayInSaoPaulo } from '../platform/brazil';
import { dayField, monthField } from '../platform/fields';
import { PAYABLE_STATES, type PayableState } from './payables.service';

/** "open", "OVERDUE", "em conferência", "em_conferencia": the state as people and the API write it. */
const stateParam = z
  .string()
  .transform((text) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .replace(/[\s-]+/g, '_')
      .toUpperCase(),
  )
  .refine((s): s is PayableState => (PAYABLE_STATES as readonly string[]).includes(s), {
    message: 'Status inválido: use open, overdue, em_conferencia ou paid',
  })
  .transform((s) => s as PayableState);

const dayParam = (what: string) =>
  dayField(`Informe ${what} como AAAA-MM-DD`, `Informe ${what} como uma data que existe (AAAA-MM-DD)`);

const filterShape = {
  status: stateParam.optional(),
  supplierId: z.string().uuid('ID de fornecedor inválido').optional(),
  from: dayParam('o início do período (from)').optional(),
  to: dayParam('o fim do período (to)').optional(),
  period: monthField('Informe o período como AAAA-MM').optional(),
};

/** `period=AAAA-MM` is the whole month of due dates, unless `from`/`to` narrow it. */
function periodOf<Q extends { period?: string; from?: string; to?: string }>({ period, ...q }: Q) {
  if (!period) return q;
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = daysInMonth(y, m);
  return { ...q, from: q.from ?? `${period}-01`, to: q.to ?? `${period}-${String(last).padStart(2, '0')}` };
}

const fromBeforeTo: [(q: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (q) => !(q.from && q.to) || q.from <= q.to,
  { message: 'O início do período vem antes do fim', path: ['to'] },
];

/** The filters of the list and of its CSV: status, supplier and a period of due dates. */
export const payableFilterQuery = z
  .object(filterShape)
  .refine(...fromBeforeTo)
  .transform(periodOf);

export const listPayablesQuery = paginationQuery
  .extend(filterShape)
  .refine(...fromBeforeTo)
  .transform(periodOf);

export const payableParam = idParam('ID de conta a pagar inválido');

/** When it was paid: a day (AAAA-MM-DD) or an instant with its offset, read as the São Paulo day. */
const paidAt = z
  .string({ error: 'Informe a data do pagamento (paidAt)' })
  .trim()
  .transform((text, ctx) => {
    const instant = parseInstant(text);
    const day = parseDay(text) ?? (instant && todayInSaoPaulo(instant));
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: 'Informe a data do pagamento como AAAA-MM-DD' });
    return z.NEVER;
  });

export const paySchema = z.object({
  paidAt,
  method: z.enum(['PIX', 'BOLETO', 'TRANSFERENCIA'], {
    error: 'Forma de pagamento inválida: use PIX, BOLETO ou TRANSFERENCIA',
  }),
  note: z.string().trim().max(500, 'A observação tem no máximo 500 caracteres').optional().nullable(),
});
