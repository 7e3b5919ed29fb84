import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format';

describe('formatQuantity', () => {
  it('says the singular for exactly one and the plural for none, fractions and many, as people here say it', () => {
    // CLDR's "pt" takes 0 as singular ("0 selecionado"); nobody in Brazil writes it that way.
    expect(formatQuantity(0, 'selecionado', 'selecionados')).toBe('0 selecionados');
    expect(formatQuantity(1, 'selecionado', 'selecionados')).toBe('1 selecionado');
    expect(formatQuantity(2, 'item', 'itens')).toBe('2 itens');
    expect(formatQuantity(0.5, 'item', 'itens')).toBe('0,5 itens');
    expect(formatQuantity(1200, 'fornecedor', 'fornecedores')).toBe('1.200 fornecedores');
  });
});
