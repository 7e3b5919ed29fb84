import { describe, expect, it } from 'vitest';
import { matchNfeItems, normalizeText, type NfeItemToMatch, type OrderLineToMatch } from './nfe-matching';

const line = (id: string, over: Partial<OrderLineToMatch> = {}): OrderLineToMatch => ({
  id,
  productName: `Produto ${id}`,
  productUnit: 'kg',
  sku: null,
  gtin: null,
  remaining: 10,
  ...over,
});
let next = 1;
const item = (over: Partial<NfeItemToMatch>): NfeItemToMatch => ({
  itemNumber: next++,
  code: 'X',
  gtin: null,
  description: 'Outro',
  unit: 'KG',
  quantity: 1,
  ...over,
});

describe('matching an NF-e’s items to the order’s lines', () => {
  it('matches by SKU, then GTIN, then description, and flags a unit that differs', () => {
    const rice = line('arroz', { sku: 'ARZ-5', productName: 'Arroz agulhinha 5 kg', productUnit: 'fardo' });
    const beans = line('feijao', { gtin: '7891234567895', productName: 'Feijão carioca 1 kg' });
    const oil = line('oleo', { productName: 'Óleo de soja 900 ml', productUnit: 'un' });
    const match = matchNfeItems(
      [
        item({ code: 'arz-5', description: 'ARROZ TIPO 1', unit: 'FD', quantity: 2 }),
        item({ code: '000123', gtin: '07891234567895', description: 'FEIJAO', quantity: 3 }),
        item({ code: '999', description: 'OLEO DE SOJA 900ML', unit: 'UN', quantity: 4 }),
      ],
      [rice, beans, oil],
    );
    expect(match.lines.map((l) => [l.line.id, l.items[0]!.by, l.quantity, l.items[0]!.unitDiffers])).toEqual([
      ['arroz', 'SKU', 2, true],
      ['feijao', 'GTIN', 3, false],
      ['oleo', 'DESCRIPTION', 4, false],
    ]);
    expect(match.notInOrder).toEqual([]);
  });

  it('sums two items of one line, says how far they pass what may still ship, and lists what is not in the order', () => {
    const rice = line('arroz', { sku: 'ARZ', remaining: 5 });
    const stranger = item({ code: 'NOPE', description: 'Sabão em pó' });
    const match = matchNfeItems(
      [
        item({ code: 'ARZ', quantity: 4 }),
        item({ code: 'ARZ', quantity: 3 }),
        stranger,
        item({ code: 'ARZ', quantity: 0.5 }),
      ],
      [rice],
    );
    expect(match.lines).toHaveLength(1);
    expect(match.lines[0]).toMatchObject({ quantity: 7.5, over: 2.5 });
    expect(match.notInOrder).toEqual([stranger]);
    expect(match.fractional.map((i) => i.quantity)).toEqual([0.5]);
  });

  it('reads descriptions without accents, case or the space between a number and its unit', () => {
    expect(normalizeText('  Feijão  Carioca 1 KG ')).toBe(normalizeText('feijao carioca 1kg'));
  });
});
