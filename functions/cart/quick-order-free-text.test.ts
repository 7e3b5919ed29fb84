import { describe, expect, it } from 'vitest';
import { canonicalUnit, cleanListLine, NO_QUANTITY, readListLine, unitsDiffer } from './quick-order-free-text';

type Read = [name: string, typedQuantity: number, quantity: number, unit: string | null] | string;

/** Lines as restaurants send them on WhatsApp, and what each says (or why it is not understood). */
const LINES: Array<[typed: string, read: Read]> = [
  ['10 kg tomate', ['tomate', 10, 10, 'kg']],
  ['10kg de tomate', ['tomate', 10, 10, 'kg']],
  ['10 Kg de Tomate', ['Tomate', 10, 10, 'kg']],
  ['Tomate italiano - 10', ['Tomate italiano', 10, 10, null]],
  ['tomate italiano 10', ['tomate italiano', 10, 10, null]],
  ['tomate 10kg', ['tomate', 10, 10, 'kg']],
  ['2 cx leite integral', ['leite integral', 2, 2, 'cx']],
  ['2 caixas de leite integral', ['leite integral', 2, 2, 'cx']],
  ['1/2 kg alho', ['alho', 0.5, 1, 'kg']],
  ['½ kg alho', ['alho', 0.5, 1, 'kg']],
  ['3,5 kg queijo', ['queijo', 3.5, 4, 'kg']],
  ['3.5kg queijo', ['queijo', 3.5, 4, 'kg']],
  ['queijo muçarela 2 kgs', ['queijo muçarela', 2, 2, 'kg']],
  ['• 5 un alface', ['alface', 5, 5, 'un']],
  ['- 2 pct macarrão', ['macarrão', 2, 2, 'pct']],
  ['* 2 pacotes de macarrão', ['macarrão', 2, 2, 'pct']],
  ['– 3 sacos de farinha', ['farinha', 3, 3, 'sc']],
  ['1) 10 kg tomate', ['tomate', 10, 10, 'kg']],
  ['2. Cebola 5kg', ['Cebola', 5, 5, 'kg']],
  ['(3) batata 20 quilos', ['batata', 20, 20, 'kg']],
  ['🍅 10kg tomate', ['tomate', 10, 10, 'kg']],
  ['✅ *Tomate* 10 kg', ['Tomate', 10, 10, 'kg']],
  ['1️⃣ 10 kg batata', ['batata', 10, 10, 'kg']],
  ['_Cenoura_ 4 kg 🥕', ['Cenoura', 4, 4, 'kg']],
  ['Leite integral: 12 litros', ['Leite integral', 12, 12, 'L']],
  ['Leite integral, 2 cx', ['Leite integral', 2, 2, 'cx']],
  ['Tomate; 10', ['Tomate', 10, 10, null]],
  ['Ovos 2 dúzias', ['Ovos', 2, 2, 'dz']],
  ['uma dúzia de ovos', ['ovos', 1, 1, 'dz']],
  ['meia dúzia de ovos', ['ovos', 0.5, 1, 'dz']],
  ['Três maços de cheiro-verde', ['cheiro-verde', 3, 3, 'maço']],
  ['Alface 10 unidades', ['Alface', 10, 10, 'un']],
  ['2x Detergente neutro', ['Detergente neutro', 2, 2, null]],
  ['Detergente neutro x 3', ['Detergente neutro', 3, 3, null]],
  ['2 Farinha de trigo especial 25 kg', ['Farinha de trigo especial 25 kg', 2, 2, null]],
  ['Farinha de trigo 25 kg - 3', ['Farinha de trigo 25 kg', 3, 3, null]],
  ['10 kg tomate.', ['tomate', 10, 10, 'kg']],
  ['1.000 un guardanapo', ['guardanapo', 1000, 1000, 'un']],
  ['6 latas de molho de tomate', ['molho de tomate', 6, 6, 'lata']],
  ['2 L de creme de leite', ['creme de leite', 2, 2, 'L']],
  ['Bom dia! Segue o pedido 🙏', NO_QUANTITY],
  ['tomate', NO_QUANTITY],
  ['Hortifruti:', NO_QUANTITY],
  ['10 kg', 'Falta o nome do produto'],
  ['0 kg tomate', 'A quantidade deve ser maior que zero'],
  ['200000 kg tomate', 'A quantidade máxima por linha é 100.000'],
  ['1/0 kg alho', 'Quantidade inválida: "1/0"'],
];

describe('a WhatsApp list line', () => {
  for (const [typed, read] of LINES) {
    it(`reads "${typed}"`, () => {
      const line = readListLine(cleanListLine(typed));
      if (typeof read === 'string') expect(line).toEqual({ reason: read });
      else {
        const [name, typedQuantity, quantity, unit] = read;
        expect(line).toEqual({ name, typedQuantity, quantity, unit });
      }
    });
  }

  it('takes the list marks off and leaves a spreadsheet line as it was', () => {
    expect(cleanListLine('• SER-0004;12')).toBe('SER-0004;12');
    expect(cleanListLine('1) SER-0004;12')).toBe('SER-0004;12');
    expect(cleanListLine('  SER-0004 ; 12 ; Açúcar refinado')).toBe('SER-0004 ; 12 ; Açúcar refinado');
    expect(cleanListLine(';3')).toBe(';3');
    expect(cleanListLine('A_B-1;2')).toBe('A_B-1;2');
    expect(cleanListLine('• ')).toBe('');
    expect(cleanListLine('🙏🙏')).toBe('');
  });

  it('folds the units typed and the products’ own to compare them', () => {
    expect(['Caixas', 'CX', 'cx.', 'caixa'].map(canonicalUnit)).toEqual(['cx', 'cx', 'cx', 'cx']);
    expect(['L', 'litros', 'Lt'].map(canonicalUnit)).toEqual(['L', 'L', 'L']);
    expect(['Dúzia', 'duzias', 'dz'].map(canonicalUnit)).toEqual(['dz', 'dz', 'dz']);
    expect(canonicalUnit('Bombona')).toBe('bombona');
    expect(unitsDiffer('cx', 'L')).toBe(true);
    expect(unitsDiffer('kg', 'KG')).toBe(false);
    expect(unitsDiffer('L', 'l')).toBe(false);
    expect(unitsDiffer('un', 'unidade')).toBe(false);
    expect(unitsDiffer('bombona', 'Bombonas')).toBe(false);
    expect(unitsDiffer('bombona', 'balde')).toBe(true);
    expect(unitsDiffer(null, 'kg')).toBe(false);
  });
});
