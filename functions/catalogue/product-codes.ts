import * as z from 'zod';

/** GS1 check digit: weights 3 and 1 from the right, over the digits before the last. */
export function gtinCheckDigitValid(code: string) {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const PRODUCT_CODE_MESSAGES = {
  'pt-BR': {
    sku: 'O SKU deve ter de 1 a 40 caracteres: letras, números, ponto, traço, barra e sublinhado',
    gtin: 'O GTIN/EAN deve ter 8, 12, 13 ou 14 dígitos',
    gtinDigit: 'Dígito verificador do GTIN/EAN inválido',
  },
} as const;
type CodeMessages = (typeof PRODUCT_CODE_MESSAGES)[keyof typeof PRODUCT_CODE_MESSAGES];

/** The supplier's own product code (unique among its active products). */
export const skuSchema = (m: CodeMessages = PRODUCT_CODE_MESSAGES['pt-BR']) =>
  z
    .string({ error: m.sku })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, m.sku);

/** GTIN/EAN-8, -12 (UPC), -13 or -14, its check digit validated. */
export const gtinSchema = (m: CodeMessages = PRODUCT_CODE_MESSAGES['pt-BR']) =>
  z
    .string({ error: m.gtin })
    .trim()
    .regex(/^(\d{8}|\d{12,14})$/, m.gtin)
    .refine(gtinCheckDigitValid, m.gtinDigit);
