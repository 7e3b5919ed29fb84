import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '11.222.333/0001-82',
    '00.000.000/0000-00',
    '11111111111111',
    '1122233300018',
    '12.ABC.345/01DE-3A',
    'AB.CDE.FGH/IJKL-MN',
    '',
  ])('rejects %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('computes check digits for the numeric and the alphanumeric format', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('normalizes and formats', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
