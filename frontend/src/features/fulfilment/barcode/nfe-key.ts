/**
 * The NF-e access key as the SPA checks it before asking the API: its length, its characters and its
 * check digit — enough to tell a misread barcode or a mistyped digit at once. Whether it is a real
 * note of this organization is the API's to say. The rule is functions/fulfilment/nfe.ts's: every
 * position is a digit except the issuer's CNPJ base, which may hold letters (alphanumeric CNPJ, NT
 * 2025.001), each character counting as its char code − 48. The key's normalisation and check digit are
 * that file's own functions, so the screen and the API never disagree on a key.
 */
import { nfeCheckDigit as nfeKeyCheckDigit, normalizeNfeKey } from '@api/fulfilment/nfe';

const SHAPE = /^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/;

/** What is wrong with a typed or read key, in pt-BR; null when it may be sent. */
export function nfeKeyProblem(text: string): string | null {
  const key = normalizeNfeKey(text);
  if (!key) return 'Informe a chave de acesso da NF-e';
  if (key.length !== 44) return `A chave de acesso tem 44 dígitos (esta tem ${key.length})`;
  if (!SHAPE.test(key)) return 'A chave de acesso só tem números';
  if (Number(key[43]) !== nfeKeyCheckDigit(key.slice(0, 43))) {
    return 'O dígito verificador não confere: confira a chave';
  }
  return null;
}

/** The key as the API takes it, or null when it is not one (wrong length, characters or check digit). */
export function nfeKeyOf(text: string): string | null {
  return nfeKeyProblem(text) === null ? normalizeNfeKey(text) : null;
}
