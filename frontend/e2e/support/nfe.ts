import { nfeCheckDigit } from '../../../functions/fulfilment/nfe';

/** A valid NF-e access key of this CNPJ (SP, 2026-11, model 55, série 1), note `number`. */
export function nfeKey(cnpj: string, number: number): string {
  const first43 = `352611${cnpj}55001${String(number).padStart(9, '0')}1${String(number * 13).padStart(8, '0')}`;
  return first43 + String(nfeCheckDigit(first43));
}

/** e2e data outlives a run: each run's notes get numbers of their own (an NF-e travels once). */
export const freshNoteNumber = () => 100_000 + Math.floor(Math.random() * 800_000);
