/**
 * CNPJ: 12 base characters + 2 check digits. Since July 2026 the base may hold
 * letters (the alphanumeric CNPJ); each character counts as its char code - 48,
 * which leaves the classic all-digit CNPJ computing exactly as before.
 */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Strips the mask (. / -) and upper-cases. */
export function normalizeCnpj(input: string): string {
  return input.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * weights[i]!;
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function cnpjCheckDigits(base12: string): string {
  const first = checkDigit(base12, FIRST_WEIGHTS);
  const second = checkDigit(base12 + String(first), SECOND_WEIGHTS);
  return `${first}${second}`;
}

export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!SHAPE.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** 12.ABC.345/01DE-35 */
export function formatCnpj(input: string): string {
  const c = normalizeCnpj(input);
  if (c.length !== 14) return input;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
