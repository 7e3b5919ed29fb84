import { describe, expect, it } from 'vitest';
import { checkNfeKey, nfeCheckDigit } from './nfe';

// The supplier's CNPJ, and a key it issued: SP (35), November 2026, model 55, série 001, nota 1042,
// normal emission (1), numeric code 12345678. Check digit by hand: the 43 digits times the weights
// 2,3,…,9,2,3,… from the right add up to 494; 494 mod 11 = 10; 11 - 10 = 1.
const CNPJ = '11.222.333/0001-81';
const FIRST_43 = '35' + '2611' + '11222333000181' + '55' + '001' + '000001042' + '1' + '12345678';
const VALID = `${FIRST_43}1`;
// The same note from another issuer (a valid CNPJ that is not the supplier's).
const OTHER_CNPJ = '11444777000161';
const withDigit = (first43: string) => first43 + String(nfeCheckDigit(first43));

describe('NF-e access key', () => {
  it('computes the check digit the way the hand computation does', () => {
    expect(nfeCheckDigit(FIRST_43)).toBe(1);
    // Remainders 0 and 1 give 0.
    const zero = Array.from({ length: 100 }, (_, n) => FIRST_43.slice(0, 35) + String(n).padStart(8, '0')).find((k) => {
      let sum = 0;
      let w = 2;
      for (let i = k.length - 1; i >= 0; i--) {
        sum += Number(k[i]) * w;
        w = w === 9 ? 2 : w + 1;
      }
      return sum % 11 < 2;
    })!;
    expect(nfeCheckDigit(zero)).toBe(0);
  });

  it.each([
    ['the key as printed, in groups of four', VALID.replace(/(\d{4})/g, '$1 ').trim()],
    ['the key as digits', VALID],
    ['an NFC-e (model 65)', withDigit(FIRST_43.slice(0, 20) + '65' + FIRST_43.slice(22))],
    ['contingency emission (type 9)', withDigit(FIRST_43.slice(0, 34) + '9' + FIRST_43.slice(35))],
  ])('accepts %s', (_, key) => {
    const check = checkNfeKey(key, CNPJ);
    expect(check).toMatchObject({ ok: true, parts: { issuerCnpj: '11222333000181', ufCode: 35, yearMonth: '2611' } });
  });

  it.each([
    ['a wrong check digit', `${FIRST_43}2`, 'Dígito verificador da chave da NF-e não confere: confira a chave'],
    ['43 digits', FIRST_43, 'A chave de acesso da NF-e tem 44 dígitos (esta tem 43)'],
    ['45 digits', `${VALID}0`, 'A chave de acesso da NF-e tem 44 dígitos (esta tem 45)'],
    [
      'letters',
      `${FIRST_43.slice(0, 25)}ABC${FIRST_43.slice(28)}1`,
      'A chave de acesso da NF-e só tem números (fora o CNPJ alfanumérico do emitente)',
    ],
    [
      'another CNPJ',
      withDigit(FIRST_43.slice(0, 6) + OTHER_CNPJ + FIRST_43.slice(20)),
      'A NF-e foi emitida por outro CNPJ: a chave deve ser de uma nota deste fornecedor',
    ],
    [
      'an invalid CNPJ',
      withDigit(FIRST_43.slice(0, 6) + '11222333000182' + FIRST_43.slice(20)),
      'O CNPJ do emitente na chave da NF-e é inválido',
    ],
    [
      'model 01 (nota em papel)',
      withDigit(FIRST_43.slice(0, 20) + '01' + FIRST_43.slice(22)),
      'Modelo 01 não é NF-e: use uma nota modelo 55 (ou NFC-e 65)',
    ],
    ['UF code 99', withDigit('99' + FIRST_43.slice(2)), 'Código de UF inválido na chave da NF-e: 99'],
    [
      'month 13',
      withDigit(FIRST_43.slice(0, 4) + '13' + FIRST_43.slice(6)),
      'Mês de emissão inválido na chave da NF-e: 13',
    ],
    [
      'emission type 8',
      withDigit(FIRST_43.slice(0, 34) + '8' + FIRST_43.slice(35)),
      'Tipo de emissão inválido na chave da NF-e: 8',
    ],
  ])('refuses %s with a clear message', (_, key, message) => {
    expect(checkNfeKey(key, CNPJ)).toEqual({ ok: false, message });
  });

  it('accepts an alphanumeric issuer CNPJ in the key when it is the supplier’s', () => {
    const alnum = '12ABC34501DE35';
    const key = withDigit('35' + '2611' + alnum + '55' + '001' + '000001042' + '1' + '12345678');
    expect(checkNfeKey(key, '12.ABC.345/01DE-35')).toMatchObject({ ok: true });
  });
});
