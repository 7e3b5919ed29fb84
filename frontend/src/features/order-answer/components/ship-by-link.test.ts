import { describe, expect, it } from 'vitest';
import { nfeCheckDigit } from '@api/fulfilment/nfe';
import { nfeKeyProblem } from './ship-by-link';

const first43 = '3526111122233300018155001000001042112345678';
const valid = first43 + String(nfeCheckDigit(first43));

describe('the NF-e key typed on the link page', () => {
  it('takes 44 digits whose last is the check digit, spaces and dots ignored', () => {
    expect(nfeKeyProblem(valid)).toBeUndefined();
    expect(nfeKeyProblem(valid.replace(/(\d{4})/g, '$1 '))).toBeUndefined();
  });

  it('says how many digits were typed, and when the check digit does not match', () => {
    expect(nfeKeyProblem(valid.slice(0, 40))).toBe('A chave tem 44 dígitos (40 digitados)');
    const wrong = first43 + String((nfeCheckDigit(first43) + 1) % 10);
    expect(nfeKeyProblem(wrong)).toMatch(/Chave inválida/);
  });
});
