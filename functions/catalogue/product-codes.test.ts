import { describe, expect, it } from 'vitest';
import { gtinCheckDigitValid, gtinSchema } from './product-codes';

describe('GTIN/EAN check digit', () => {
  // 789490001151 → weights 3,1 from the right: 1·3+5·1+1·3+1·1+0+0+0+9·1+4·3+9·1+8·3+7·1 = 73 → digit 7.
  it.each([
    ['7894900011517', true],
    ['7894900011518', false],
    ['96385074', true], // EAN-8: 7·3+0·1+5·3+8·1+3·3+6·1+9·3 = 86 → 4
    ['036000291452', true], // UPC-A
    ['10036000291459', true], // GTIN-14: a case of the UPC above, its own digit
  ])('%s → %s', (code, valid) => {
    expect(gtinCheckDigitValid(code)).toBe(valid);
  });

  it.each([
    ['78949000115', 'O GTIN/EAN deve ter 8, 12, 13 ou 14 dígitos'],
    ['78949000115A7', 'O GTIN/EAN deve ter 8, 12, 13 ou 14 dígitos'],
    ['7894900011510', 'Dígito verificador do GTIN/EAN inválido'],
  ])('refuses %s with "%s"', (code, message) => {
    const result = gtinSchema().safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
