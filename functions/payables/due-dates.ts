import { addDays, todayInSaoPaulo } from '../platform/brazil';

/**
 * When an NF-e is owed (issue #38, "Contas a pagar"): the XML's own installments (`cobr/dup`) when it
 * has them; else the supplier order's payment term counted in days from the invoice's date in São
 * Paulo. Pure: the payables a received note becomes are built from this.
 */

export interface Installment {
  /** "001", "002"… as the note numbers them; "1/2"-style numbers are kept as written. */
  number: string;
  /** AAAA-MM-DD */
  dueDate: string;
  amountCents: number;
}

/**
 * The days after the invoice each installment falls due, from a term as buyers and suppliers write
 * it: "PIX à vista" → [0]; "Boleto 28 dias" → [28]; "Boleto 14/28 dias" or "14/28" → [14, 28];
 * "30/60/90 dias" → [30, 60, 90]. A term that names no days ("PIX", "Transferência") is due on the
 * invoice's day; days must grow ("28/14" is read as written: null, not guessed).
 */
export function termDays(term: string): number[] | null {
  const text = term.toLowerCase();
  const series = text.match(/\d+(?:\s*\/\s*\d+)*/);
  if (!series) return [0];
  const days = series[0].split('/').map((d) => Number(d.trim()));
  if (days.some((d) => !Number.isInteger(d) || d > 365)) return null;
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return null;
  return days;
}

/**
 * The installments of a note of `amountCents` issued at `issuedAt` (an instant): `dup` as the note
 * says, else the term's days from the São Paulo day of issue, the amount split evenly in cents with
 * what does not divide on the first installment (the sum is always the note's). Null when the term
 * cannot be read.
 */
export function installmentsOf(input: {
  issuedAt: string | Date;
  amountCents: number;
  duplicates: Installment[];
  paymentTerm: string | null;
}): Installment[] | null {
  if (input.duplicates.length) return input.duplicates;
  const days = input.paymentTerm ? termDays(input.paymentTerm) : [0];
  if (!days) return null;
  const issueDay = todayInSaoPaulo(new Date(input.issuedAt));
  const share = Math.floor(input.amountCents / days.length);
  const rest = input.amountCents - share * days.length;
  return days.map((d, i) => ({
    number: String(i + 1).padStart(3, '0'),
    dueDate: addDays(issueDay, d),
    amountCents: share + (i === 0 ? rest : 0),
  }));
}
