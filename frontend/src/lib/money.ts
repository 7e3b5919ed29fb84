import { onFirstUse } from './on-first-use';
/*
 * Amounts of money as people type them here: pt-BR first ("1.234,56"), but a price pasted from a
 * spreadsheet or another system ("1234.56") must read the same, and a dot followed by exactly three
 * digits is a thousands separator ("5.000" is five thousand reais, as a Brazilian reads it).
 */
const GROUPED = String.raw`\d{1,3}(?:\.\d{3})+`;
const WITH_COMMA = new RegExp(String.raw`^(\d+|${GROUPED}),(\d{1,2})$`);
const THOUSANDS = new RegExp(`^${GROUPED}$`);
const WITH_DOT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The reais in what was typed: null when nothing was (a field left empty is not zero), NaN when it
 * is not an amount (letters, a sign, three decimals, two commas). Whitespace and a leading "R$" are
 * ignored, since that is how amounts are printed and pasted back; "R$" alone is an empty field.
 */
export function parseReais(text: string): number | null {
  const clean = text.replace(/\s/g, '').replace(/^R\$/i, '');
  if (clean === '') return null;
  const comma = WITH_COMMA.exec(clean);
  if (comma) return Number(`${comma[1]!.replace(/\./g, '')}.${comma[2]}`);
  if (THOUSANDS.test(clean)) return Number(clean.replace(/\./g, ''));
  return WITH_DOT.test(clean) ? Number(clean) : Number.NaN;
}

const field = onFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** An amount put back into a field, as parseReais reads it: 1234.5 → "1.234,50" (no "R$": the field shows it). */
export function formatReaisInput(value: number): string {
  return field().format(value);
}
