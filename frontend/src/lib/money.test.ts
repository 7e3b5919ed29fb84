import { describe, expect, it } from 'vitest';
import { formatReaisInput, parseReais } from './money';

describe('reading an amount of money as it was typed', () => {
  it('takes an empty field, or one of spaces, as no amount rather than zero', () => {
    expect(parseReais('')).toBeNull();
    expect(parseReais('   ')).toBeNull();
    expect(parseReais('R$ ')).toBeNull();
  });

  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1234', 1234],
    ['R$ 500,5', 500.5],
    ['R$\u00a01.359,40', 1359.4],
    ['5.000', 5000],
    ['1.234.567,89', 1234567.89],
    ['0,99', 0.99],
    ['0', 0],
    ['  20.000,00 ', 20000],
    ['12.5', 12.5],
  ])('reads "%s" as %s reais', (typed, reais) => {
    expect(parseReais(typed)).toBe(reais);
  });

  it.each([
    ['letters', 'abc'],
    ['a number with letters', '12a'],
    ['three decimals after a comma', '1,234'],
    ['three decimals after a comma, grouped', '1.234,567'],
    ['two commas', '1,2,3'],
    ['a negative amount', '-5'],
    ['a negative amount in pt-BR', '-1.234,56'],
    ['a comma with no decimals', '12,'],
    ['decimals with no whole part', ',50'],
    ['thousands grouped wrong', '12.34.567'],
    ['a comma before a dot', '1,234.56'],
  ])('refuses %s ("%s") as not an amount', (_, typed) => {
    expect(parseReais(typed)).toBeNaN();
  });

  it('puts a number back into a field the way it reads it again', () => {
    expect(formatReaisInput(1234.5)).toBe('1.234,50');
    expect(formatReaisInput(500)).toBe('500,00');
    expect(formatReaisInput(0.1 + 0.2)).toBe('0,30');
    for (const n of [0, 0.99, 89.9, 1234.56, 20000, 1234567.89]) expect(parseReais(formatReaisInput(n))).toBe(n);
  });
});
