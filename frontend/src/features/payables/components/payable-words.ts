import { onFirstUse } from '@/lib/on-first-use';
import { formatDay } from '@/lib/format';
import { PAYABLE_STATE, PAYMENT_METHOD } from '@api/payables/payable-vocabulary';
import type { Payable, PaymentMethod } from '../api/payables';

/** The methods in the order the pay dialog offers them (the vocabulary's). */
export const METHODS = Object.keys(PAYMENT_METHOD) as PaymentMethod[];

export const IN_REVIEW_HINT = 'não sugerida para pagamento até a ocorrência ser resolvida';

/** "000001042" → "1042": the number as people quote it (the XML pads it to nine digits). */
const invoiceNumber = (number: string) => number.replace(/^0+(?=\d)/, '');

/** "NF-e nº 1042 · parcela 001": what names one payable on its card, in its dialog and to a screen reader. */
export const payableTitle = (p: Payable) => `NF-e nº ${invoiceNumber(p.nfe.number)} · parcela ${p.installment}`;

/** "Paga em 27/11/2026 · PIX", or the state's word. */
export function statusText(p: Payable) {
  if (p.status !== 'PAID' || !p.paidOn) return PAYABLE_STATE[p.status].label;
  return `Paga em ${formatDay(p.paidOn)}${p.method ? ` · ${PAYMENT_METHOD[p.method]}` : ''}`;
}

const spDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);
/** Today in São Paulo, 'AAAA-MM-DD': the API refuses a payment dated after it. */
export const todayInSaoPaulo = (now = new Date()) => spDay().format(now);

/** "27/11": a week's start, short (the year is on the range). */
export const shortDay = (day: string) => formatDay(day).slice(0, 5);
