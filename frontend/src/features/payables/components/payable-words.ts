import { formatDay } from '@/lib/format';
import type { Payable, PayableStatus, PaymentMethod } from '../api/payables';

/** Each state as the screen says it, and as the status filter names it. */
export const STATUS_LABEL: Record<PayableStatus, string> = {
  OPEN: 'A pagar',
  OVERDUE: 'Vencida',
  EM_CONFERENCIA: 'Em conferência',
  PAID: 'Paga',
};
export const STATUS_FILTER_LABEL: Record<PayableStatus, string> = {
  OPEN: 'A pagar',
  OVERDUE: 'Vencidas',
  EM_CONFERENCIA: 'Em conferência',
  PAID: 'Pagas',
};

export const METHOD_LABEL: Record<PaymentMethod, string> = {
  PIX: 'PIX',
  BOLETO: 'Boleto',
  TRANSFERENCIA: 'Transferência',
};
export const METHODS = Object.keys(METHOD_LABEL) as PaymentMethod[];

export const IN_REVIEW_HINT = 'não sugerida para pagamento até a ocorrência ser resolvida';

/** "000001042" → "1042": the number as people quote it (the XML pads it to nine digits). */
const invoiceNumber = (number: string) => number.replace(/^0+(?=\d)/, '');

/** "NF-e nº 1042 · parcela 001": what names one payable on its card, in its dialog and to a screen reader. */
export const payableTitle = (p: Payable) => `NF-e nº ${invoiceNumber(p.nfe.number)} · parcela ${p.installment}`;

/** "Paga em 27/11/2026 · PIX", or the state's word. */
export function statusText(p: Payable) {
  if (p.status !== 'PAID' || !p.paidOn) return STATUS_LABEL[p.status];
  return `Paga em ${formatDay(p.paidOn)}${p.method ? ` · ${METHOD_LABEL[p.method]}` : ''}`;
}

const spDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in São Paulo, 'AAAA-MM-DD': the API refuses a payment dated after it. */
export const todayInSaoPaulo = (now = new Date()) => spDay.format(now);

/** "27/11": a week's start, short (the year is on the range). */
export const shortDay = (day: string) => formatDay(day).slice(0, 5);
